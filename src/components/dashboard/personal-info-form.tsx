"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { TextField } from "@/components/ui/text-field";
import { notifyAuthChanged } from "@/components/auth/auth-events";
import { profileSchema, type ProfileInput } from "@/lib/validations/profile";
import {
  panelClass,
  primaryButton,
  readEnvelope,
  secondaryButton,
  type ProfileUser,
} from "./profile-types";

const FIELDS: { name: keyof ProfileInput; label: string; type?: string; autoComplete: string }[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone_number", label: "Phone number", type: "tel", autoComplete: "tel" },
  { name: "address", label: "Address", autoComplete: "street-address" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state_province", label: "State/Province", autoComplete: "address-level1" },
  { name: "zip_postal_code", label: "ZIP/Postal code", autoComplete: "postal-code" },
  { name: "country", label: "Country", autoComplete: "country-name" },
];

function profileOf(user: ProfileUser): ProfileInput {
  return Object.fromEntries(FIELDS.map(({ name }) => [name, user[name]])) as ProfileInput;
}

/** Read-only until Edit Profile; Cancel restores the last saved values (spec). */
export function PersonalInfoForm({ user }: { user: ProfileUser }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<ProfileInput>(() => profileOf(user));
  const { register, handleSubmit, formState, reset } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: saved,
  });

  const cancel = () => {
    reset(saved);
    setEditing(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    const fallback = "Failed to update profile. Please try again.";
    try {
      const response = await fetch(`/api/users/${user.user_id}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      const result = await readEnvelope<ProfileUser>(response, fallback);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      const next = profileOf(result.data);
      setSaved(next);
      reset(next);
      setEditing(false);
      toast.success("Your profile has been successfully updated.");
      notifyAuthChanged();
    } catch {
      toast.error(fallback);
    }
  });

  return (
    <section aria-labelledby="personal-info-heading" className={panelClass}>
      <div className="flex items-center justify-between gap-4">
        <h2 id="personal-info-heading" className="text-lg font-semibold text-neutral-900">
          Personal Information
        </h2>
        <button
          type="button"
          className={secondaryButton}
          onClick={editing ? cancel : () => setEditing(true)}
        >
          {editing ? "Cancel" : "Edit Profile"}
        </button>
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
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
        ))}
        {editing && (
          <div className="sm:col-span-2">
            <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Saving..." : "Save Changes"}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
