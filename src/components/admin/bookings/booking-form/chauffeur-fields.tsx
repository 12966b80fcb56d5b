"use client";

import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { BOOKING_LIMITS } from "@/lib/validations/booking/constants";
import type { RideValues } from "./ride-values";

type RideForm = { booking: RideValues };
type ExtraText = "flight_number" | "pickup_sign" | "reference_code";

const MAX_LENGTH: Record<ExtraText, number> = {
  flight_number: BOOKING_LIMITS.flightNumberLength,
  pickup_sign: BOOKING_LIMITS.pickupSignLength,
  reference_code: BOOKING_LIMITS.referenceCodeLength,
};

/** The details the chauffeur works from: flight, name board, notes, and the customer's PO code. */
export function ChauffeurFields() {
  const { register, getFieldState, formState } = useFormContext<RideForm>();
  const errorOf = (name: ExtraText | "notes_for_chauffeur") =>
    getFieldState(`booking.${name}`, formState).error?.message;
  const text = (name: ExtraText, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      maxLength={MAX_LENGTH[name]}
      error={errorOf(name)}
      {...register(`booking.${name}`)}
    />
  );
  return (
    <>
      {text("flight_number", "Flight number")}
      {text("pickup_sign", "Pickup sign", "The name on the chauffeur's board")}
      {text("reference_code", "Customer reference", "The customer's own PO or cost code")}
      <Textarea
        label="Notes for the chauffeur"
        className="sm:col-span-2"
        rows={3}
        maxLength={BOOKING_LIMITS.notesLength}
        error={errorOf("notes_for_chauffeur")}
        {...register("booking.notes_for_chauffeur")}
      />
    </>
  );
}
