/**
 * The home form's resolver, loaded on the first submit so zod and the date rules stay out of the
 * home page's first download: react-hook-form's zodResolver with the shared draft schema, read
 * in the pickup's own zone.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import "@/lib/validations/default-messages";
import type { Resolver } from "react-hook-form";
import { createBookingDraftSchema, type BookingDraft } from "@/lib/validations/booking/draft";
import type { HomeFormValues } from "./home-form-values";

export function draftResolver(timeZone: string): Resolver<HomeFormValues, unknown, BookingDraft> {
  // The form's values are the schema's input (text from the inputs); only the types differ.
  return zodResolver(createBookingDraftSchema({ timeZone })) as unknown as Resolver<
    HomeFormValues,
    unknown,
    BookingDraft
  >;
}
