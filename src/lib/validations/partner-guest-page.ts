/** The partner's guest page settings (PUT /api/partner/guest-page, multipart text fields). */
import { z } from "zod";

export const GUEST_PAGE_LIMITS = {
  heroTitle: 120,
  heroText: 600,
  /** Logo and background: the browser sends them as they are, the server re-encodes them. */
  imageBytes: 4 * 1024 * 1024,
} as const;

export const GUEST_PAGE_MESSAGES = {
  heroTitle: `The hero title must be at most ${GUEST_PAGE_LIMITS.heroTitle} characters`,
  heroText: `The hero text must be at most ${GUEST_PAGE_LIMITS.heroText} characters`,
  saved: "Guest page published",
  copied: "Link copied!",
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === "" ? null : value))
    .optional();

const flag = z.enum(["true", "false"], { error: "Must be true or false" }).optional();

export const guestPageFieldsSchema = z.strictObject({
  guest_hero_title: optionalText(GUEST_PAGE_LIMITS.heroTitle, GUEST_PAGE_MESSAGES.heroTitle),
  guest_hero_text: optionalText(GUEST_PAGE_LIMITS.heroText, GUEST_PAGE_MESSAGES.heroText),
  /** "true" removes the current image (without a new file). */
  remove_logo: flag,
  remove_hero_image: flag,
});
export type GuestPageFields = z.output<typeof guestPageFieldsSchema>;
