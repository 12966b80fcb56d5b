"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema } from "@/lib/validations/contact";

type Values = { name: string; email: string; subject: string; message: string };
const EMPTY: Values = { name: "", email: "", subject: "", message: "" };

/** Contact page form: all four fields required; success shows the banner and clears the form. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [status, setStatus] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set =
    (key: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Values> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (response.ok) {
        setStatus({ kind: "success", text: CONTACT_SUCCESS_MESSAGE });
        setValues(EMPTY);
      } else {
        setStatus({
          kind: "error",
          text: body.message ?? "Something went wrong. Please try again.",
        });
      }
    } catch {
      setStatus({ kind: "error", text: "Failed to send message. Please try again later." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      className="mt-8 grid max-w-2xl gap-4"
    >
      {status ? (
        <p
          role={status.kind === "success" ? "status" : "alert"}
          className={`rounded-md p-3 ${status.kind === "success" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
        >
          {status.text}
        </p>
      ) : null}
      <TextField
        label="Name"
        autoComplete="name"
        value={values.name}
        onChange={set("name")}
        error={errors.name}
        required
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set("email")}
        error={errors.email}
        required
      />
      <TextField
        label="Subject"
        value={values.subject}
        onChange={set("subject")}
        error={errors.subject}
        required
      />
      <div>
        <label htmlFor="contact-message" className="mb-1 block text-sm font-medium">
          Message
        </label>
        <textarea
          id="contact-message"
          rows={6}
          required
          value={values.message}
          onChange={set("message")}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "contact-message-error" : undefined}
          className="w-full rounded-md border border-neutral-500 px-3 py-2"
        />
        {errors.message ? (
          <p id="contact-message-error" className="mt-1 text-sm text-red-700">
            {errors.message}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="justify-self-start rounded-md bg-brand-black px-6 py-3 font-semibold text-white disabled:bg-neutral-500"
      >
        {busy ? "Sending…" : "Send message"}
      </button>
    </form>
  );
}
