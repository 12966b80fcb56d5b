"use client";

import { useMemo } from "react";
import { FormProvider, useForm, useFormContext, useWatch } from "react-hook-form";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { BOOKING_STATUS_OPTIONS } from "@/components/bookings/booking-options";
import { formatPence, poundsToPence } from "@/lib/money";
import type { AdminBooking } from "../admin-booking-types";
import { ChauffeurFields } from "./booking-form/chauffeur-fields";
import { FormActions, FormCheckbox, FormSelect } from "@/components/admin/form-controls";
import { PassengerFields } from "./booking-form/passenger-fields";
import { payloadResolver } from "./booking-form/payload-resolver";
import { EditQuoteSummary, type EditQuote } from "./booking-form/quote-summary";
import { RideFields } from "./booking-form/ride-fields";
import { formFieldErrors } from "./booking-form/ride-values";
import { useLiveQuote } from "./booking-form/use-live-quote";
import { useFieldBinder } from "@/components/ui/use-field-binder";
import {
  EDIT_FIELD_NAMES,
  editBody,
  editValuesOf,
  quoteBody,
  type EditBookingValues,
} from "./edit-booking-form";

const resolver = payloadResolver<EditBookingValues>(
  async () => (await import("./edit-booking-validation")).validateEditBooking,
);

/** The status, the event flag and a manual price with its reason: what only an edit sets. */
function OperatorFields({ currentPence }: { currentPence: number }) {
  const { control } = useFormContext<EditBookingValues>();
  const field = useFieldBinder<EditBookingValues>();
  return (
    <>
      <FormSelect control={control} name="status" label="Status" options={BOOKING_STATUS_OPTIONS} />
      <FormCheckbox
        control={control}
        name="is_event"
        label="Event or occasion"
        hint="A partner's commission on it is Events & Occasions"
      />
      <TextField
        label="Manual price (£, optional)"
        type="number"
        step="0.01"
        min="0.01"
        hint={`Current price ${formatPence(currentPence)}; leave empty to price automatically`}
        {...field("manual_price")}
      />
      <TextField label="Reason for the manual price" {...field("price_reason")} />
    </>
  );
}

function EditBookingForm({
  booking,
  onClose,
  onSaved,
}: {
  booking: AdminBooking;
  onClose: () => void;
  onSaved: () => void;
}) {
  const initial = useMemo(() => editValuesOf(booking), [booking]);
  const form = useForm<EditBookingValues>({ resolver, defaultValues: initial });
  // Complete: every field has its default, so the partial type useWatch gives is too wide.
  const values = useWatch({ control: form.control }) as EditBookingValues;
  const quote = useLiveQuote<EditQuote>(
    `/api/admin/bookings/${booking.booking_id}/quote`,
    quoteBody(values, initial),
  );
  const currentPence = poundsToPence(booking.price);

  const save = async (edited: EditBookingValues) => {
    const result = await api.put<AdminBooking>(`/api/bookings/${booking.booking_id}`, {
      json: editBody(edited),
    });
    if (result.ok) {
      toast.success("Booking updated successfully");
      onSaved();
      onClose();
      return;
    }
    applyFieldErrors(form.setError, formFieldErrors(result.fieldErrors), EDIT_FIELD_NAMES);
    toast.error("Failed to update booking", { description: result.message });
  };

  return (
    <FormProvider {...form}>
      <form noValidate className="grid gap-3 sm:grid-cols-2" onSubmit={form.handleSubmit(save)}>
        <RideFields />
        <PassengerFields />
        <ChauffeurFields />
        <OperatorFields currentPence={currentPence} />
        <EditQuoteSummary quote={quote} currentPence={currentPence} />
        <FormActions
          onCancel={onClose}
          busy={form.formState.isSubmitting}
          label="Save Changes"
          busyLabel="Saving..."
          className="flex justify-end gap-2 sm:col-span-2"
        />
      </form>
    </FormProvider>
  );
}

/**
 * Edit Booking: the ride, passenger and chauffeur fields New Booking has, validated in the
 * browser with the handler's schemas; the server re-prices as the fields change (shown live,
 * with any refund) and e-mails the customer a change of time, address or price on save.
 */
export function EditBookingDialog({
  booking,
  onOpenChange,
  onSaved,
}: {
  booking: AdminBooking | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  if (!booking) return null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={`Edit Booking #${booking.booking_id}`} size="lg">
        <EditBookingForm
          key={booking.booking_id}
          booking={booking}
          onClose={() => onOpenChange(false)}
          onSaved={onSaved}
        />
      </DialogContent>
    </Dialog>
  );
}
