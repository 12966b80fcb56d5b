"use client";

import { useState } from "react";
import { toast } from "sonner";
import { AddressField } from "@/components/booking/address-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { RadioGroup } from "@/components/ui/radio-group";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { SERVICE_CLASSES, SERVICE_TYPES } from "@/lib/service-classes";
import { CustomerPicker, type CustomerChoice } from "./customer-picker";

const EMPTY_RIDE = {
  booking_type: "point_to_point" as "point_to_point" | "hourly",
  destination_country: "uk" as CountryCode,
  pickup_location: "",
  dropoff_location: "",
  booking_date: "",
  booking_time: "",
  number_of_hours: "4",
  number_of_passengers: "1",
  number_of_luggage: "0",
  service_type: "business_class",
};

/**
 * New Booking, taken on the phone: a customer (found or created, who then gets an e-mail to set
 * a password), the ride with the public flow's limits and server pricing, and either a pay link
 * by e-mail or a payment already taken offline.
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
  const [customer, setCustomer] = useState<CustomerChoice | null>(null);
  const [ride, setRide] = useState(EMPTY_RIDE);
  const [payment, setPayment] = useState({ mode: "link", method: "cash", reference: "" });
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const [attempt] = useState(() => crypto.randomUUID());
  const hourly = ride.booking_type === "hourly";
  const setRideField = (changes: Partial<typeof ride>) => setRide({ ...ride, ...changes });
  const fieldError = (field: string) => errors[`booking.${field}`];

  async function submit() {
    setSaving(true);
    const body = {
      customer: customer ?? {},
      booking: {
        booking_type: ride.booking_type,
        destination_country: ride.destination_country,
        pickup_location: ride.pickup_location,
        dropoff_location: hourly ? null : ride.dropoff_location,
        booking_date: ride.booking_date,
        booking_time: ride.booking_time ? `${ride.booking_time}:00` : "",
        number_of_hours: hourly ? Number(ride.number_of_hours) : null,
        number_of_passengers: Number(ride.number_of_passengers),
        number_of_luggage: Number(ride.number_of_luggage),
        service_type: ride.service_type,
        is_self_booking: true,
      },
      payment:
        payment.mode === "link"
          ? { mode: "link" }
          : { mode: "offline", method: payment.method, reference: payment.reference },
    };
    const result = await api.post<{ booking_id: number }>("/api/admin/bookings", {
      json: body,
      headers: { "Idempotency-Key": `phone-${attempt}` },
    });
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      toast.error("Failed to create booking", { description: result.message });
      return;
    }
    toast.success("Booking created successfully");
    setRide(EMPTY_RIDE);
    setCustomer(null);
    setErrors({});
    onOpenChange(false);
    onCreated(result.data.booking_id);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="New Booking" description="A booking taken on the phone." size="lg">
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <CustomerPicker value={customer} onChange={setCustomer} errors={errors} />
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-neutral-900">Ride</legend>
            <Select
              label="Booking type"
              options={[
                { value: "point_to_point", label: "Point to Point" },
                { value: "hourly", label: "Hourly" },
              ]}
              value={ride.booking_type}
              onValueChange={(value) =>
                setRideField({ booking_type: value as typeof ride.booking_type })
              }
            />
            <Select
              label="Country"
              options={COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRIES[code].name }))}
              value={ride.destination_country}
              onValueChange={(value) => setRideField({ destination_country: value as CountryCode })}
            />
            <div className="sm:col-span-2">
              <AddressField
                label="Pickup location"
                name="pickup_location"
                country={ride.destination_country}
                value={ride.pickup_location}
                onChange={(value) => setRideField({ pickup_location: value })}
              />
              {fieldError("pickup_location") && (
                <p className="mt-1 text-sm text-red-700">{fieldError("pickup_location")}</p>
              )}
            </div>
            {hourly ? (
              <TextField
                label="Hours"
                type="number"
                min={1}
                max={24}
                value={ride.number_of_hours}
                error={fieldError("number_of_hours")}
                onChange={(event) => setRideField({ number_of_hours: event.target.value })}
              />
            ) : (
              <div className="sm:col-span-2">
                <AddressField
                  label="Dropoff location"
                  name="dropoff_location"
                  country={ride.destination_country}
                  value={ride.dropoff_location}
                  onChange={(value) => setRideField({ dropoff_location: value })}
                />
                {fieldError("dropoff_location") && (
                  <p className="mt-1 text-sm text-red-700">{fieldError("dropoff_location")}</p>
                )}
              </div>
            )}
            <TextField
              label="Pickup date"
              type="date"
              value={ride.booking_date}
              error={fieldError("booking_date")}
              onChange={(event) => setRideField({ booking_date: event.target.value })}
            />
            <TextField
              label="Pickup time"
              type="time"
              value={ride.booking_time}
              error={fieldError("booking_time")}
              onChange={(event) => setRideField({ booking_time: event.target.value })}
            />
            <TextField
              label="Passengers"
              type="number"
              min={1}
              max={8}
              value={ride.number_of_passengers}
              error={fieldError("number_of_passengers")}
              onChange={(event) => setRideField({ number_of_passengers: event.target.value })}
            />
            <TextField
              label="Luggage"
              type="number"
              min={0}
              max={8}
              value={ride.number_of_luggage}
              error={fieldError("number_of_luggage")}
              onChange={(event) => setRideField({ number_of_luggage: event.target.value })}
            />
            <Select
              label="Class"
              options={SERVICE_TYPES.map((type) => ({
                value: type,
                label: SERVICE_CLASSES[type].name,
              }))}
              value={ride.service_type}
              onValueChange={(value) => setRideField({ service_type: value })}
            />
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold text-neutral-900">Payment</legend>
            <RadioGroup
              label="Payment"
              hideLabel
              options={[
                { value: "link", label: "E-mail the customer a link to pay" },
                { value: "offline", label: "Paid offline (cash, invoice or account)" },
              ]}
              value={payment.mode}
              onValueChange={(mode) => setPayment({ ...payment, mode })}
            />
            {payment.mode === "offline" && (
              <div className="grid gap-3 sm:grid-cols-2">
                <Select
                  label="Method"
                  options={[
                    { value: "cash", label: "Cash" },
                    { value: "invoice", label: "Invoice" },
                    { value: "account", label: "Account" },
                  ]}
                  value={payment.method}
                  onValueChange={(method) => setPayment({ ...payment, method })}
                />
                <TextField
                  label="Payment reference"
                  value={payment.reference}
                  error={errors["payment.reference"]}
                  onChange={(event) => setPayment({ ...payment, reference: event.target.value })}
                />
              </div>
            )}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Creating..." : "Create Booking"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
