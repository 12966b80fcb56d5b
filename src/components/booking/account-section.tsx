"use client";

import { PHONE_CODES, type DetailsErrors, type DetailsValues } from "./details-validation";
import { TextField } from "@/components/ui/text-field";
import { SelectField } from "./form-controls";
import { BOOKING_LIMITS } from "@/lib/validations/booking-constants";

interface SectionProps {
  values: DetailsValues;
  errors: DetailsErrors;
  set: <K extends keyof DetailsValues>(key: K, value: DetailsValues[K]) => void;
}

/** For visitors: sign in with an existing account, or create one, right inside the details step. */
export function AccountSection({ values, errors, set }: SectionProps) {
  const isNew = values.accountType === "new";
  return (
    <section
      aria-labelledby="account-title"
      className="rounded-lg border border-neutral-200 bg-white p-5"
    >
      <h2 id="account-title" className="text-lg font-semibold">
        Your account
      </h2>
      <fieldset className="mt-3 flex flex-wrap gap-4">
        <legend className="sr-only">Account</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="accountType"
            checked={!isNew}
            onChange={() => set("accountType", "existing")}
          />{" "}
          I have an account
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="accountType"
            checked={isNew}
            onChange={() => set("accountType", "new")}
          />{" "}
          Create a new account
        </label>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {isNew ? (
          <>
            <TextField
              label="First name"
              autoComplete="given-name"
              value={values.firstName}
              error={errors.firstName}
              onChange={(e) => set("firstName", e.target.value)}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              value={values.lastName}
              error={errors.lastName}
              onChange={(e) => set("lastName", e.target.value)}
            />
          </>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set("email", e.target.value)}
          className={isNew ? "" : "sm:col-span-2"}
        />
        {isNew ? (
          <div className="grid grid-cols-[6rem_1fr] gap-2">
            <SelectField
              label="Country code"
              value={values.phoneCode}
              onChange={(e) => set("phoneCode", e.target.value)}
              options={PHONE_CODES.map((code) => ({ value: code, label: `+${code}` }))}
            />
            <TextField
              label="Phone number"
              type="tel"
              autoComplete="tel-national"
              value={values.phone}
              error={errors.phone}
              onChange={(e) => set("phone", e.target.value)}
            />
          </div>
        ) : null}
        <TextField
          label="Password"
          type="password"
          autoComplete={isNew ? "new-password" : "current-password"}
          value={values.password}
          error={errors.password}
          onChange={(e) => set("password", e.target.value)}
        />
        {isNew ? (
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(e) => set("confirmPassword", e.target.value)}
          />
        ) : null}
      </div>
    </section>
  );
}

/** Self or another passenger, and that passenger's details. */
export function PassengerSection({ values, errors, set }: SectionProps) {
  const other = values.bookingFor === "other";
  return (
    <section
      aria-labelledby="passenger-title"
      className="rounded-lg border border-neutral-200 bg-white p-5"
    >
      <h2 id="passenger-title" className="text-lg font-semibold">
        Who is travelling?
      </h2>
      <fieldset className="mt-3 flex flex-wrap gap-4">
        <legend className="sr-only">Passenger</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="bookingFor"
            checked={!other}
            onChange={() => set("bookingFor", "self")}
          />{" "}
          Book for myself
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="bookingFor"
            checked={other}
            onChange={() => set("bookingFor", "other")}
          />{" "}
          Book for another passenger
        </label>
      </fieldset>
      {other ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Passenger title"
            value={values.passengerTitle}
            error={errors.passengerTitle}
            onChange={(e) =>
              set("passengerTitle", e.target.value as DetailsValues["passengerTitle"])
            }
            options={[
              { value: "", label: "Select" },
              { value: "mr", label: "Mr" },
              { value: "mrs", label: "Mrs" },
              { value: "ms", label: "Ms" },
              { value: "dr", label: "Dr" },
            ]}
          />
          <TextField
            label="Passenger first name"
            value={values.passengerFirstName}
            error={errors.passengerFirstName}
            onChange={(e) => set("passengerFirstName", e.target.value)}
          />
          <TextField
            label="Passenger last name"
            value={values.passengerLastName}
            error={errors.passengerLastName}
            onChange={(e) => set("passengerLastName", e.target.value)}
          />
          <TextField
            label="Passenger email"
            type="email"
            value={values.passengerEmail}
            error={errors.passengerEmail}
            onChange={(e) => set("passengerEmail", e.target.value)}
          />
          <TextField
            label="Passenger phone"
            type="tel"
            value={values.passengerPhone}
            error={errors.passengerPhone}
            onChange={(e) => set("passengerPhone", e.target.value)}
          />
        </div>
      ) : null}
    </section>
  );
}

/** Optional extras for the chauffeur. */
export function ExtrasSection({ values, set }: Omit<SectionProps, "errors">) {
  return (
    <section
      aria-labelledby="extras-title"
      className="rounded-lg border border-neutral-200 bg-white p-5"
    >
      <h2 id="extras-title" className="text-lg font-semibold">
        Extra information
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Flight number (optional)"
          maxLength={BOOKING_LIMITS.flightNumberLength}
          value={values.flightNumber}
          onChange={(e) => set("flightNumber", e.target.value)}
        />
        <TextField
          label="Pickup sign (optional)"
          maxLength={BOOKING_LIMITS.pickupSignLength}
          value={values.pickupSign}
          onChange={(e) => set("pickupSign", e.target.value)}
        />
        <TextField
          label="Reference code (optional)"
          maxLength={BOOKING_LIMITS.referenceCodeLength}
          value={values.referenceCode}
          onChange={(e) => set("referenceCode", e.target.value)}
        />
        <div className="sm:col-span-2">
          <label htmlFor="notes-for-chauffeur" className="mb-1 block text-sm font-medium">
            Notes for the chauffeur (optional)
          </label>
          <textarea
            id="notes-for-chauffeur"
            maxLength={BOOKING_LIMITS.notesLength}
            rows={3}
            value={values.notes}
            onChange={(e) => set("notes", e.target.value)}
            className="w-full rounded-md border border-neutral-500 px-3 py-2"
          />
        </div>
      </div>
    </section>
  );
}
