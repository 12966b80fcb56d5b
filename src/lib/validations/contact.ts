/** POST /api/contact: the contact page form. All four fields are required (spec section 5). */
import { z } from "zod";

const required = (label: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} is required`
          : `${label} must be text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactMessageSchema = z.strictObject({
  name: required("Name", 100),
  email: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? "Email is required"
          : "Invalid email address",
    })
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Invalid email address").max(254, "Invalid email address")),
  subject: required("Subject", 200),
  message: required("Message", 5000),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export { CONTACT_SUCCESS_MESSAGE } from "./contact-messages";
