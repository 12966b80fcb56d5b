"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { COUNTRIES } from "@/lib/countries";
import { TIME_SLOTS, normalizeTime, todayInZone } from "@/lib/time-rules";
import { RETURN_DATE_TIME_MESSAGE } from "@/lib/validations/booking-constants";
import { updateDraft } from "./draft-store";
import { TextField } from "@/components/ui/text-field";
import { SelectField } from "./form-controls";
import { NeedHelp } from "./need-help";
import { RideSummary } from "./ride-summary";
import { StepIndicator } from "./step-indicator";
import { useBookingDraft } from "./use-booking-draft";

/** Step 2: one way (default) or with a return transfer, which needs its own date and time. */
export function ReturnStep() {
  const router = useRouter();
  const draft = useBookingDraft();
  const [choice, setChoice] = useState<"one_way" | "return" | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!draft) return <p className="p-8 text-center">Loading your booking…</p>;
  const mode = choice ?? (draft.returnTrip ? "return" : "one_way");
  const returnDate = date ?? draft.returnTrip?.date ?? "";
  const returnTime = time ?? draft.returnTrip?.time.slice(0, 5) ?? "";

  const onContinue = () => {
    if (mode === "return" && (!returnDate || !returnTime)) {
      setError(RETURN_DATE_TIME_MESSAGE);
      return;
    }
    if (
      mode === "return" &&
      `${returnDate} ${normalizeTime(returnTime)}` <= `${draft.date} ${draft.time}`
    ) {
      setError("Return pickup must be after the outbound pickup");
      return;
    }
    updateDraft(draft.id, {
      returnTrip: mode === "return" ? { date: returnDate, time: normalizeTime(returnTime) } : null,
    });
    router.push(`/pickup-info?booking_id=${encodeURIComponent(draft.id)}`);
  };

  return (
    <div className="mx-auto grid max-w-site gap-8 px-4 py-10 lg:grid-cols-[1fr_22rem]">
      <div>
        <StepIndicator current={2} />
        <h1 className="mb-6 text-3xl font-semibold">Return transfer</h1>
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-medium">Do you need a ride back?</legend>
          <label className="flex items-center gap-3 rounded-md border border-neutral-300 bg-white p-4">
            <input
              type="radio"
              name="trip"
              checked={mode === "one_way"}
              onChange={() => setChoice("one_way")}
            />{" "}
            One way
          </label>
          <label className="flex items-center gap-3 rounded-md border border-neutral-300 bg-white p-4">
            <input
              type="radio"
              name="trip"
              checked={mode === "return"}
              onChange={() => setChoice("return")}
            />{" "}
            Add a return transfer
          </label>
        </fieldset>
        {mode === "return" ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Return date"
              type="date"
              min={todayInZone(COUNTRIES[draft.destinationCountry].defaultTimeZone)}
              value={returnDate}
              onChange={(event) => setDate(event.target.value)}
              required
            />
            <SelectField
              label="Return time"
              value={returnTime}
              onChange={(event) => setTime(event.target.value)}
              required
              options={[
                { value: "", label: "Select time" },
                ...TIME_SLOTS.map((slot) => ({ value: slot, label: slot })),
              ]}
            />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          onClick={onContinue}
          className="mt-6 rounded-md bg-brand-black px-6 py-3 font-semibold text-white"
        >
          Continue
        </button>
      </div>
      <aside className="grid content-start gap-4">
        <RideSummary draft={{ ...draft, returnTrip: null }} showPrice />
        <NeedHelp />
      </aside>
    </div>
  );
}
