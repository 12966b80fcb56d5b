"use client";

import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { ChauffeurFields } from "./booking-form/chauffeur-fields";
import { FormActions } from "@/components/admin/form-controls";
import { PassengerFields } from "./booking-form/passenger-fields";
import { payloadResolver } from "./booking-form/payload-resolver";
import { NewBookingQuoteSummary, type NewBookingQuote } from "./booking-form/quote-summary";
import { RideFields } from "./booking-form/ride-fields";
import { useLiveQuote } from "./booking-form/use-live-quote";
import { CustomerPicker } from "./customer-picker";
import { PaymentFields, ReturnLegFields } from "./phone-booking-extras";
import {
  EMPTY_PHONE_BOOKING,
  PHONE_FIELD_NAMES,
  phoneBody,
  phoneFieldErrors,
  phoneQuoteBody,
  type PhoneBookingValues,
} from "./phone-booking-form";

const resolver = payloadResolver<PhoneBookingValues>(
  async () => (await import("./phone-booking-validation")).validatePhoneBooking,
);

/**
 * New Booking, taken on the phone: a customer (found or created, who then gets an e-mail to set
 * a password), the ride with everything an online booking has (guest passenger, flight, sign,
 * notes, a return leg), priced live by the server, and either a pay link with the booking's
 * details by e-mail or a payment already taken offline (the customer then gets the receipt).
 */
export function PhoneBookingDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (bookingId: number) => void;
}) {
  // Kept while the dialog is closed, so an accidental Escape loses nothing typed.
  const form = useForm<PhoneBookingValues>({ resolver, defaultValues: EMPTY_PHONE_BOOKING });
  // One key per booking attempt: a double submit takes one booking, the next booking a new one.
  const [attempt, setAttempt] = useState(() => crypto.randomUUID());
  // Complete: every field has its default, so the partial type useWatch gives is too wide.
  const values = useWatch({ control: form.control }) as PhoneBookingValues;
  const quote = useLiveQuote<NewBookingQuote>(
    "/api/admin/bookings/quote",
    open ? phoneQuoteBody(values) : null,
  );

  const submit = async (entered: PhoneBookingValues) => {
    const result = await api.post<{ booking_id: number }>("/api/admin/bookings", {
      json: phoneBody(entered),
      headers: { "Idempotency-Key": `phone-${attempt}` },
    });
    if (!result.ok) {
      applyFieldErrors(form.setError, phoneFieldErrors(result.fieldErrors), PHONE_FIELD_NAMES);
      toast.error("Failed to create booking", { description: result.message });
      return;
    }
    setAttempt(crypto.randomUUID());
    toast.success("Booking created successfully");
    form.reset(EMPTY_PHONE_BOOKING);
    onOpenChange(false);
    onCreated(result.data.booking_id);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="New Booking" description="A booking taken on the phone." size="lg">
        <FormProvider {...form}>
          <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(submit)}>
            <CustomerPicker />
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-2 font-semibold text-neutral-900">Ride</legend>
              <RideFields />
              <ChauffeurFields />
            </fieldset>
            <PassengerFields />
            <ReturnLegFields />
            <NewBookingQuoteSummary quote={quote} />
            <PaymentFields />
            <FormActions
              onCancel={() => onOpenChange(false)}
              busy={form.formState.isSubmitting}
              label="Create Booking"
              busyLabel="Creating..."
            />
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
