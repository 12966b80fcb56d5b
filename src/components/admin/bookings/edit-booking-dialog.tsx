"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import { BOOKING_STATUSES, BOOKING_STATUS_INFO } from "@/lib/booking-status";
import { BOOKING_LIMITS } from "@/lib/validations/booking-constants";
import { SERVICE_CLASSES, SERVICE_TYPES } from "@/lib/service-classes";
import type { AdminBooking } from "../admin-booking-types";

type Draft = AdminBooking & { manual_price?: string; price_reason?: string };

const TEXT_FIELDS = [
  ["pickup_location", "Pickup"],
  ["dropoff_location", "Dropoff"],
  ["guest_first_name", "Guest first name"],
  ["guest_last_name", "Guest last name"],
  ["guest_email", "Guest email"],
  ["guest_phone_number", "Guest phone"],
  ["flight_number", "Flight number"],
  ["pickup_sign", "Pickup sign"],
  ["reference_code", "Reference code"],
] as const;

function numberOrNull(value: string): number | null {
  return value.trim() === "" ? null : Number(value);
}

/**
 * Edit Booking: the spec's console sends the whole booking back with the changes; the server
 * ignores read-only fields, validates and re-prices. A manual price needs a reason.
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
  const [draft, setDraft] = useState<Draft | null>(booking);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  if (booking && editing !== booking.booking_id) {
    setEditing(booking.booking_id);
    setDraft(booking);
    setErrors({});
  }
  if (!booking || !draft) return null;
  const set = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });
  const hourly = draft.booking_type === "hourly";

  async function save() {
    if (!draft) return;
    setSaving(true);
    const { manual_price, price_reason, ...rest } = draft;
    const body = {
      ...rest,
      booking_time: rest.booking_time.length === 5 ? `${rest.booking_time}:00` : rest.booking_time,
      dropoff_location: hourly ? null : rest.dropoff_location,
      number_of_hours: hourly ? rest.number_of_hours : null,
      ...(manual_price
        ? { manual_price: Number(manual_price), price_reason: price_reason ?? "" }
        : {}),
    };
    const result = await api.put<AdminBooking>(`/api/bookings/${draft.booking_id}`, { json: body });
    setSaving(false);
    if (result.ok) {
      toast.success("Booking updated successfully");
      onSaved();
      onOpenChange(false);
      return;
    }
    setErrors(result.fieldErrors ?? {});
    toast.error("Failed to update booking", { description: result.message });
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={`Edit Booking #${booking.booking_id}`} size="lg">
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label="Date"
            type="date"
            value={draft.booking_date}
            error={errors.booking_date}
            onChange={(event) => set({ booking_date: event.target.value })}
          />
          <TextField
            label="Time"
            type="time"
            value={draft.booking_time.slice(0, 5)}
            error={errors.booking_time}
            onChange={(event) => set({ booking_time: event.target.value })}
          />
          <Select
            label="Booking type"
            options={[
              { value: "point_to_point", label: "Point to Point" },
              { value: "hourly", label: "Hourly" },
            ]}
            value={draft.booking_type}
            error={errors.booking_type}
            onValueChange={(value) => set({ booking_type: value as Draft["booking_type"] })}
          />
          <Select
            label="Class"
            options={SERVICE_TYPES.map((type) => ({
              value: type,
              label: SERVICE_CLASSES[type].name,
            }))}
            value={draft.service_type}
            error={errors.service_type}
            onValueChange={(value) => set({ service_type: value })}
          />
          {TEXT_FIELDS.filter(([field]) => !(hourly && field === "dropoff_location")).map(
            ([field, label]) => (
              <TextField
                key={field}
                label={label}
                value={draft[field] ?? ""}
                error={errors[field]}
                onChange={(event) => set({ [field]: event.target.value })}
              />
            ),
          )}
          <TextField
            label="Passengers"
            type="number"
            inputMode="numeric"
            min={BOOKING_LIMITS.passengers.min}
            max={BOOKING_LIMITS.passengers.max}
            step={1}
            value={String(draft.number_of_passengers)}
            error={errors.number_of_passengers}
            onChange={(event) => set({ number_of_passengers: Number(event.target.value) })}
          />
          <TextField
            label="Luggage"
            type="number"
            inputMode="numeric"
            min={BOOKING_LIMITS.luggage.min}
            max={BOOKING_LIMITS.luggage.max}
            step={1}
            value={String(draft.number_of_luggage)}
            error={errors.number_of_luggage}
            onChange={(event) => set({ number_of_luggage: Number(event.target.value) })}
          />
          {hourly && (
            <TextField
              label="Hours"
              type="number"
              inputMode="numeric"
              min={BOOKING_LIMITS.hours.min}
              max={BOOKING_LIMITS.hours.max}
              step={1}
              value={draft.number_of_hours === null ? "" : String(draft.number_of_hours)}
              error={errors.number_of_hours}
              onChange={(event) => set({ number_of_hours: numberOrNull(event.target.value) })}
            />
          )}
          <Select
            label="Status"
            options={BOOKING_STATUSES.map((status) => ({
              value: status,
              label: BOOKING_STATUS_INFO[status].label,
            }))}
            value={draft.status}
            error={errors.status}
            onValueChange={(value) => set({ status: value as Draft["status"] })}
          />
          <Checkbox
            label="Event or occasion"
            hint="A partner's commission on it is Events & Occasions"
            checked={draft.is_event ?? false}
            error={errors.is_event}
            onCheckedChange={(checked) => set({ is_event: checked })}
          />
          <TextField
            label="Manual price (£, optional)"
            type="number"
            step="0.01"
            min="0.01"
            value={draft.manual_price ?? ""}
            error={errors.manual_price}
            hint={`Current price £${draft.price.toFixed(2)}; leave empty to price automatically`}
            onChange={(event) => set({ manual_price: event.target.value })}
          />
          <TextField
            label="Reason for the manual price"
            value={draft.price_reason ?? ""}
            error={errors.price_reason}
            onChange={(event) => set({ price_reason: event.target.value })}
          />
          <Textarea
            label="Notes for the chauffeur"
            className="sm:col-span-2"
            value={draft.notes_for_chauffeur ?? ""}
            error={errors.notes_for_chauffeur}
            onChange={(event) => set({ notes_for_chauffeur: event.target.value })}
          />
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
