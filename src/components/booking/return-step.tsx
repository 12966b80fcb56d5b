"use client";

import { useRouter } from "next/navigation";
import { useMemo, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { focusFirstInvalid } from "@/components/ui/form-focus";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import { TextField } from "@/components/ui/text-field";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";
import { COUNTRIES } from "@/lib/countries";
import { TIME_SLOTS, normalizeTime, todayInZone } from "@/lib/wall-clock";
import type { ReturnTransferValues } from "@/lib/validations/return-transfer";
import { updateDraft, type BookingDraftState } from "./draft-store";
import { SelectField } from "./form-controls";
import { NeedHelp } from "./need-help";
import { RideSummary } from "./ride-summary";
import { StepAside, StepFrame, StepLoading, StepMain } from "./step-frame";
import { useBookingDraft } from "./use-booking-draft";
import { fieldBinder } from "@/components/ui/use-field-binder";
import { FormRadioGroup } from "@/components/ui/form-radio-group";

/**
 * Step 2: one way (default) or with a return transfer, which needs its own date and time.
 * `storedDraft`: the draft's JSON from its cookie copy, when the server had it.
 */
export function ReturnStep({ storedDraft }: { storedDraft?: string | null }) {
  const draft = useBookingDraft(storedDraft);
  return <StepFrame step={2}>{draft ? <ReturnForm draft={draft} /> : <StepLoading />}</StepFrame>;
}

function ReturnForm({ draft }: { draft: BookingDraftState }) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const router = useRouter();
  // zod and the schema load on the first validation (the first Continue), not with the page.
  const resolver = useMemo(
    () =>
      lazyParsedResolver<ReturnTransferValues>(async () =>
        (await import("@/lib/validations/return-transfer")).returnTransferSchema({
          date: draft.date,
          time: draft.time,
        }),
      ),
    [draft.date, draft.time],
  );
  const { control, register, handleSubmit, formState } = useForm<ReturnTransferValues>({
    resolver,
    defaultValues: {
      trip: draft.returnTrip ? "return" : "one_way",
      date: draft.returnTrip?.date ?? "",
      time: draft.returnTrip?.time.slice(0, 5) ?? "",
    },
    shouldFocusError: false,
  });
  const field = fieldBinder<ReturnTransferValues>({ register, formState });
  const [trip, date, time] = useWatch({ control, name: ["trip", "date", "time"] });
  const zone = draft.pickupTimeZone ?? COUNTRIES[draft.destinationCountry].defaultTimeZone;

  const onValid = (values: ReturnTransferValues) => {
    updateDraft(draft.id, {
      returnTrip:
        values.trip === "return" ? { date: values.date, time: normalizeTime(values.time) } : null,
    });
    router.push(`/pickup-info?booking_id=${encodeURIComponent(draft.id)}`);
  };

  // The summary follows the choice as it is made: both legs and the new total at once.
  const shown: BookingDraftState = {
    ...draft,
    returnTrip: trip === "return" ? { date, time: time ? normalizeTime(time) : "" } : null,
  };
  return (
    <>
      <StepMain>
        <form
          ref={formRef}
          noValidate
          aria-label="Return transfer"
          onSubmit={handleSubmit(onValid, (_errors, event) =>
            focusFirstInvalid(event?.target instanceof HTMLElement ? event.target : null),
          )}
        >
          <FormRadioGroup
            control={control}
            name="trip"
            label="Do you need a ride back?"
            options={[
              { value: "one_way", label: "One way" },
              { value: "return", label: "Add a return transfer" },
            ]}
          />
          {trip === "return" ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextField
                label="Return date"
                type="date"
                min={todayInZone(zone)}
                required
                {...field("date")}
              />
              <SelectField
                label="Return time"
                required
                {...field("time")}
                options={[
                  { value: "", label: "Select time" },
                  ...TIME_SLOTS.map((slot) => ({ value: slot, label: slot })),
                ]}
              />
            </div>
          ) : null}
          <Button type="submit" size="lg" className="mt-6">
            Continue
          </Button>
        </form>
      </StepMain>
      <StepAside>
        <RideSummary draft={shown} showPrice />
        <NeedHelp />
      </StepAside>
    </>
  );
}
