"use client";

import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { FormTextFields, type FormTextSpec } from "@/components/ui/form-text-field";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import type { ContactMessageInput } from "@/lib/validations/contact";
import { CONTACT_SUCCESS_MESSAGE } from "@/lib/validations/contact-messages";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";

const EMPTY: ContactMessageInput = { name: "", email: "", subject: "", message: "" };
const FIELDS = ["name", "email", "subject", "message"] as const;
const TEXT_FIELDS: FormTextSpec<ContactMessageInput>[] = [
  { name: "name", label: "Name", autoComplete: "name", required: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", required: true },
  { name: "subject", label: "Subject", required: true },
];

// zod and the schema load on the first validation (usually the first submit), not with the page.
const resolver = lazyParsedResolver<ContactMessageInput>(
  async () => (await import("@/lib/validations/contact")).contactMessageSchema,
);

/** Contact page form: all four fields required; success shows the banner and clears the form. */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const [status, setStatus] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<ContactMessageInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const result = await api.post<null>("/api/contact", {
      json: values,
      fallbackMessage: "Failed to send message. Please try again later.",
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, FIELDS);
      setStatus({ kind: "error", text: result.message });
      return;
    }
    setStatus({ kind: "success", text: CONTACT_SUCCESS_MESSAGE });
    reset(EMPTY);
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      className="mt-8 grid max-w-2xl gap-4"
    >
      {status ? (
        <Alert tone={status.kind} className="text-base">
          {status.text}
        </Alert>
      ) : null}
      <FormTextFields fields={TEXT_FIELDS} register={register} errors={errors} />
      <Textarea
        id="contact-message"
        label="Message"
        rows={6}
        required
        error={errors.message?.message}
        {...register("message")}
      />
      <Button type="submit" size="lg" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
