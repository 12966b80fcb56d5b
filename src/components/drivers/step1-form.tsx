"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { FormTextFields, type FormTextSpec } from "@/components/ui/form-text-field";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import type { DriverStep1, DriverStep1Input } from "@/lib/validations/driver-application";
import { readRegistration, writeRegistration, type Step1Values } from "./registration-store";
import { useStoredForm } from "./use-stored-form";

const EMPTY: Step1Values = { first_name: "", last_name: "", email: "", phone_number: "" };

const FIELDS: FormTextSpec<DriverStep1Input>[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", wide: true },
];

const load = () => readRegistration().step1;
const save = (values: Step1Values) => writeRegistration({ step1: { ...EMPTY, ...values } });

// zod, the schema and the phone rule load on the first check (usually Continue), not with the
// page: they were over half of what an applicant's phone downloaded before it could paint.
const resolver = lazyParsedResolver<DriverStep1Input, DriverStep1>(
  async () => (await import("@/lib/validations/driver-application")).driverStep1Schema,
);

/** Step 1 of 2: contact details, kept in sessionStorage, then on to /driver-details. */
export function DriverStep1Form() {
  const router = useRouter();
  const form = useForm<DriverStep1Input, unknown, DriverStep1>({
    resolver,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, control, formState, getValues } = form;
  const { errors, isSubmitting } = formState;
  useStoredForm<DriverStep1Input>(form, load, save as (values: DriverStep1Input) => void);

  const onSubmit = handleSubmit(() => {
    // The typed values are stored (the normalised phone is the server's business).
    save(getValues() as Step1Values);
    router.push("/driver-details");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormTextFields fields={FIELDS} register={register} errors={errors} />
      <FormPhoneField
        control={control}
        name="phone_number"
        id="phone_number"
        label="Phone number"
        className="sm:col-span-2"
      />
      <Button type="submit" fullWidth className="sm:col-span-2" disabled={isSubmitting}>
        Continue
      </Button>
    </form>
  );
}
