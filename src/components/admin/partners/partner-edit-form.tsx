"use client";

import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { applyFieldErrors, fieldNamesOf } from "@/components/ui/form-errors";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import { TextField } from "@/components/ui/text-field";
import { COMMISSION_CATEGORIES } from "@/lib/partners/partner-options";
import type {
  PartnerAdminEditFormInput,
  PartnerAdminUpdate,
} from "@/lib/validations/partner-admin";
import { usePartnerUpdate } from "./partner-actions";
import type { AdminPartnerCard } from "./partner-types";

// The form's schema turns per cent into basis points and ends in the handler's own schema.
const resolver = lazyParsedResolver<PartnerAdminEditFormInput, PartnerAdminUpdate>(
  async () => (await import("@/lib/validations/partner-admin")).partnerAdminEditFormSchema,
);

function formOf(partner: AdminPartnerCard): PartnerAdminEditFormInput {
  const rates = Object.fromEntries(
    COMMISSION_CATEGORIES.map((c) => [c.key, String(partner[c.key] / 100)]),
  );
  return { slug: partner.slug, ...rates } as PartnerAdminEditFormInput;
}

/** View Details' commission rates (in per cent) and guest page address, with Save Changes. */
export function PartnerEditForm({ partner }: { partner: AdminPartnerCard }) {
  const { busy, update } = usePartnerUpdate(partner);
  const defaults = formOf(partner);
  const { register, handleSubmit, formState, setError } = useForm<
    PartnerAdminEditFormInput,
    unknown,
    PartnerAdminUpdate
  >({ resolver, defaultValues: defaults });

  const save = handleSubmit(async (change) => {
    const result = await update(change, "Partner saved");
    if (result.ok) return;
    applyFieldErrors(setError, result.fieldErrors, fieldNamesOf(defaults));
    // A taken page address is a conflict, answered with a message rather than a field error.
    if (result.status === 409) setError("slug", { type: "server", message: result.message });
  });

  return (
    <form
      noValidate
      className="mt-6 grid gap-4 sm:grid-cols-2"
      aria-label="Commission rates and page address"
      onSubmit={save}
    >
      <TextField
        id={`slug-${partner.partner_id}`}
        label="Page address (slug)"
        error={formState.errors.slug?.message}
        className="sm:col-span-2"
        {...register("slug")}
      />
      {COMMISSION_CATEGORIES.map((c) => (
        <TextField
          key={c.key}
          id={`${c.key}-${partner.partner_id}`}
          label={`${c.label} commission (%)`}
          inputMode="decimal"
          error={formState.errors[c.key]?.message}
          {...register(c.key)}
        />
      ))}
      <Button
        type="submit"
        disabled={busy || formState.isSubmitting}
        className="justify-self-start"
      >
        Save Changes
      </Button>
    </form>
  );
}
