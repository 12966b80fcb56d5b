"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { useSiteIdentity } from "@/components/layout/site-identity-context";
import type { RegisterFormInput } from "@/lib/validations/auth";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { FormTextFields, type FormTextSpec } from "@/components/ui/form-text-field";
import { api } from "@/lib/api-client";
import { PostForm } from "./post-form";
import { linkClass } from "./auth-card";
import { NewPasswordFields } from "./new-password-fields";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";
import { rememberRegisteredEmail } from "./registered-email";

const FIELDS: FormTextSpec<RegisterFormInput>[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "address", label: "Address", autoComplete: "street-address", wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state_province", label: "State/Province", autoComplete: "address-level1" },
  { name: "zip_postal_code", label: "ZIP/Postal code", autoComplete: "postal-code" },
  { name: "country", label: "Country", autoComplete: "country-name" },
];

const FIELD_NAMES = [
  ...FIELDS.map((field) => field.name),
  "phone_number",
  "password",
] as const satisfies readonly (keyof RegisterFormInput)[];

const EMPTY: RegisterFormInput = {
  first_name: "",
  last_name: "",
  email: "",
  phone_number: "",
  address: "",
  city: "",
  state_province: "",
  zip_postal_code: "",
  country: "",
  password: "",
  confirmPassword: "",
};

// zod and the schema load on the first validation (usually the first submit), not with the page.
const resolver = lazyParsedResolver<RegisterFormInput>(
  async () => (await import("@/lib/validations/auth")).registerFormSchema,
);

export function RegisterForm() {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const router = useRouter();
  const site = useSiteIdentity();
  const bookingId = useSearchParams().get("booking_id");
  const loginHref = bookingId ? `/login?booking_id=${encodeURIComponent(bookingId)}` : "/login";
  const { register, handleSubmit, formState, getValues, control, setError } =
    useForm<RegisterFormInput>({
      resolver,
      defaultValues: EMPTY,
    });
  const { errors, isSubmitting } = formState;
  const [limited, setLimited] = useState<string | null>(null);

  const onInvalid = () => {
    const { password, confirmPassword } = getValues();
    if (password && confirmPassword && password !== confirmPassword) {
      toast.error("Passwords do not match", { description: "Please ensure both passwords match" });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    const { confirmPassword: _confirm, ...payload } = values;
    const result = await api.post<{ user_id: number }>("/api/auth/register", {
      json: payload,
      fallbackMessage: "Please try again later",
    });
    if (!result.ok) {
      if (result.status === 429) {
        // The server's own words say how long to wait; "Registration failed" would hide that.
        setLimited(result.message);
        toast.error(result.message);
        return;
      }
      applyFieldErrors(setError, result.fieldErrors, FIELD_NAMES);
      toast.error("Registration failed", { description: result.message });
      return;
    }
    rememberRegisteredEmail(payload.email);
    toast.success("Registration successful", {
      description: `Welcome to ${site.name}! Please log in to continue.`,
    });
    router.push(loginHref);
  }, onInvalid);

  const shared = { register, errors };

  return (
    <PostForm ref={formRef} onSubmit={onSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormTextFields fields={FIELDS.slice(0, 3)} {...shared} />
      <FormPhoneField
        control={control}
        name="phone_number"
        id="phone_number"
        label="Phone number"
        autoComplete="tel-national"
      />
      <FormTextFields fields={FIELDS.slice(3)} {...shared} />
      <NewPasswordFields {...shared} />
      {limited && (
        <Alert tone="error" className="sm:col-span-2">
          {limited}
        </Alert>
      )}
      <Button type="submit" fullWidth className="sm:col-span-2" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create account"}
      </Button>
      <p className="text-center text-sm text-neutral-700 sm:col-span-2">
        Already have an account?{" "}
        <Link href={loginHref} className={linkClass}>
          Log in
        </Link>
      </p>
    </PostForm>
  );
}
