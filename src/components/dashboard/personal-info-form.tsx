"use client";

import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { notifyAuthChanged } from "@/components/auth/auth-events";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import type { ProfileInput } from "@/lib/validations/profile";
import { PROFILE_FIELDS } from "@/lib/validations/profile-fields";
import { ProfilePanel } from "@/components/account/profile-panel";
import type { ProfileUser } from "./profile-types";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";

type TextName = Exclude<keyof ProfileInput, "phone_number">;

const FIELDS: { name: TextName; label: string; type?: string; autoComplete: string }[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "address", label: "Address", autoComplete: "street-address" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state_province", label: "State/Province", autoComplete: "address-level1" },
  { name: "zip_postal_code", label: "ZIP/Postal code", autoComplete: "postal-code" },
  { name: "country", label: "Country", autoComplete: "country-name" },
];

function profileOf(user: ProfileUser): ProfileInput {
  return Object.fromEntries(PROFILE_FIELDS.map((name) => [name, user[name]])) as ProfileInput;
}

// zod and the schema load on the first validation (usually the first submit), not with the page.
const resolver = lazyParsedResolver<ProfileInput>(
  async () => (await import("@/lib/validations/profile")).profileSchema,
);

/** Read-only until Edit Profile; Cancel restores the last saved values (spec). */
export function PersonalInfoForm({ user }: { user: ProfileUser }) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<ProfileInput>(() => profileOf(user));
  const { register, handleSubmit, formState, reset, control, setError } = useForm<ProfileInput>({
    resolver,
    defaultValues: saved,
  });

  const cancel = () => {
    reset(saved);
    setEditing(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await api.put<ProfileUser>(`/api/users/${user.user_id}`, {
      json: values,
      fallbackMessage: "Failed to update profile. Please try again.",
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, PROFILE_FIELDS);
      toast.error(result.message);
      return;
    }
    const next = profileOf(result.data);
    setSaved(next);
    reset(next);
    setEditing(false);
    toast.success("Your profile has been successfully updated.");
    notifyAuthChanged();
  });

  const textField = (field: (typeof FIELDS)[number]) => (
    <TextField
      key={field.name}
      id={`profile-${field.name}`}
      label={field.label}
      type={field.type ?? "text"}
      autoComplete={field.autoComplete}
      readOnly={!editing}
      error={formState.errors[field.name]?.message}
      {...register(field.name)}
    />
  );

  return (
    <ProfilePanel
      id="personal-info-heading"
      title="Personal Information"
      action={
        <Button variant="outline" onClick={editing ? cancel : () => setEditing(true)}>
          {editing ? "Cancel" : "Edit Profile"}
        </Button>
      }
    >
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        {FIELDS.slice(0, 3).map(textField)}
        <FormPhoneField
          control={control}
          name="phone_number"
          id="profile-phone_number"
          label="Phone number"
          readOnly={!editing}
        />
        {FIELDS.slice(3).map(textField)}
        {editing && (
          <div className="sm:col-span-2">
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        )}
      </form>
    </ProfilePanel>
  );
}
