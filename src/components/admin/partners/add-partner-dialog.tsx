"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { applyFieldErrors, fieldNamesOf } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import type { PartnerInviteInput } from "@/lib/validations/partner-account";
import { FormActions } from "@/components/admin/form-controls";

type Key = keyof PartnerInviteInput;
const FIELDS: { key: Key; label: string; type?: string }[] = [
  { key: "contactPersonName", label: "Contact person name" },
  { key: "contactPersonEmail", label: "Contact email (signs in)", type: "email" },
  { key: "contactPersonPhone", label: "Contact phone number", type: "tel" },
  { key: "companyName", label: "Company name" },
  { key: "companyPhone", label: "Company phone number", type: "tel" },
  { key: "companyAddress", label: "Company address" },
  { key: "companyRegistration", label: "Company registration number" },
];
const EMPTY = Object.fromEntries(FIELDS.map(({ key }) => [key, ""])) as Record<Key, string>;
const resolver = lazySchemaResolver<PartnerInviteInput>(
  async () => (await import("@/lib/validations/partner-account")).partnerInviteSchema,
);

/**
 * Add Partner: the company and its contact; the server creates the account and e-mails the
 * contact a link to choose a password. A taken e-mail comes back as the e-mail field's error.
 */
export function AddPartnerDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, reset, setError } = useForm<PartnerInviteInput>({
    resolver,
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    const result = await api.post<{ partner_id: number }>("/api/admin/partners", {
      json: values,
      fallbackMessage: "The partner could not be added. Please try again.",
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, fieldNamesOf(EMPTY));
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    reset(EMPTY);
    setOpen(false);
    router.refresh();
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Add Partner</Button>
      </DialogTrigger>
      <DialogContent
        title="Add Partner"
        description="The partner is added as Active and the contact gets an e-mail to set a password."
        size="lg"
      >
        <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ key, label, type }) => (
            <TextField
              key={key}
              label={label}
              type={type ?? "text"}
              error={formState.errors[key]?.message}
              {...register(key)}
            />
          ))}
          <FormActions
            onCancel={() => setOpen(false)}
            busy={formState.isSubmitting}
            label="Add Partner"
            busyLabel="Adding..."
            submitFirst
            className="flex gap-2 sm:col-span-2"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
