/**
 * What a partner company sends about a job farmed out to it: its chauffeur and vehicle when it
 * accepts (the accept dialog's form and the route share this schema), why it declines, and the
 * job's next step.
 */
import { z } from "zod";
import { JOB_STATES } from "@/lib/dispatch/job-states";
import { isValidPlate, normalisePlate } from "@/lib/vehicles/plate";
import { phoneField, trimmedText } from "./fields";

export const partnerAcceptJobSchema = z.strictObject({
  chauffeurName: trimmedText({ required: "Enter the chauffeur's name", max: 120 }),
  chauffeurPhone: phoneField({
    required: "Enter the chauffeur's phone number",
    invalid: "Enter a valid phone number",
  }),
  chauffeurLicence: trimmedText({ required: "Enter the chauffeur's PHV licence number", max: 40 }),
  vehicleMake: trimmedText({ required: "Enter the vehicle's make", max: 60 }),
  vehicleModel: trimmedText({ required: "Enter the vehicle's model", max: 60 }),
  vehicleColour: trimmedText({ required: "Enter the vehicle's colour", max: 40 }),
  vehiclePlate: z
    .string({ error: "Enter the registration plate" })
    .trim()
    .min(1, "Enter the registration plate")
    .refine(isValidPlate, "Enter a valid registration plate (2 to 8 letters and digits)")
    .transform(normalisePlate),
});
export type PartnerAcceptJobInput = z.input<typeof partnerAcceptJobSchema>;
export type PartnerAcceptJobBody = z.output<typeof partnerAcceptJobSchema>;

export const partnerDeclineJobSchema = z.strictObject({
  reason: trimmedText({ required: "Give a reason", max: 500, tooLong: "At most 500 characters" }),
});

export const partnerJobStatusSchema = z.strictObject({
  to: z.enum(JOB_STATES, { error: `Must be one of ${JOB_STATES.join(", ")}` }),
});
