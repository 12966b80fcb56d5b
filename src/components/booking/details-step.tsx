"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { AccountSection, ExtrasSection, PassengerSection } from "./account-section";
import { registerAccount, signInWithPassword } from "./account-actions";
import { postBooking, toCreateBookingPayload } from "./booking-payload";
import {
  EMPTY_DETAILS,
  validateDetails,
  type DetailsErrors,
  type DetailsValues,
} from "./details-validation";
import { clearDraft } from "./draft-store";
import { NeedHelp } from "./need-help";
import { RideSummary } from "./ride-summary";
import { StepIndicator } from "./step-indicator";
import { useBookingDraft } from "./use-booking-draft";

export interface DetailsUser {
  first_name: string;
  last_name: string;
  email: string;
}

/** Step 3: account (for visitors), passenger and extras; creates the booking on the server. */
export function DetailsStep({ user }: { user: DetailsUser | null }) {
  const router = useRouter();
  const draft = useBookingDraft();
  const [values, setValues] = useState<DetailsValues>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(user !== null);
  const set = <K extends keyof DetailsValues>(key: K, value: DetailsValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  if (!draft) return <p className="p-8 text-center">Loading your booking…</p>;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (
      !draft.pickupLocation ||
      !draft.date ||
      !draft.serviceType ||
      draft.pricePence === undefined
    ) {
      toast.error("Missing required booking information");
      return;
    }
    const found = validateDetails(values, signedIn);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.confirmPassword === "Passwords do not match") toast.error("Passwords do not match");
      return;
    }
    setBusy(true);
    try {
      if (!signedIn) {
        if (values.accountType === "new") {
          const problem = await registerAccount(values);
          if (problem) {
            toast.error(problem.title, { description: problem.description });
            return;
          }
        }
        const signInError = await signInWithPassword(values.email, values.password);
        if (signInError) {
          toast.error(signInError);
          return;
        }
        setSignedIn(true);
      }
      const guest =
        values.bookingFor === "other" && values.passengerTitle
          ? {
              title: values.passengerTitle,
              firstName: values.passengerFirstName.trim(),
              lastName: values.passengerLastName.trim(),
              email: values.passengerEmail.trim(),
              phone: values.passengerPhone.trim(),
            }
          : undefined;
      const payload = toCreateBookingPayload(draft, {
        isSelfBooking: values.bookingFor === "self",
        guest,
        flightNumber: values.flightNumber.trim(),
        pickupSign: values.pickupSign.trim(),
        notes: values.notes.trim(),
        referenceCode: values.referenceCode.trim(),
      });
      const result = await postBooking(draft.id, payload);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success("Booking created successfully");
      clearDraft();
      router.replace(`/payment?booking_id=${result.data.booking_id}`);
    } catch {
      toast.error("Failed to process booking. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-site gap-8 px-4 py-10 lg:grid-cols-[1fr_22rem]">
      <div>
        <StepIndicator current={3} />
        <h1 className="mb-6 text-3xl font-semibold">Passenger details</h1>
        <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Passenger details">
          {user ? (
            <p className="rounded-md bg-brand-gold-50 p-4 text-sm">
              Booking as{" "}
              <strong>
                {user.first_name} {user.last_name}
              </strong>{" "}
              ({user.email})
            </p>
          ) : (
            <AccountSection values={values} errors={errors} set={set} />
          )}
          <PassengerSection values={values} errors={errors} set={set} />
          <ExtrasSection values={values} set={set} />
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className="justify-self-start rounded-md bg-brand-black px-6 py-3 font-semibold text-white disabled:bg-neutral-500"
          >
            {busy ? "Processing…" : "Continue to payment"}
          </button>
        </form>
      </div>
      <aside className="grid content-start gap-4">
        <RideSummary draft={draft} showPrice />
        <NeedHelp />
      </aside>
    </div>
  );
}
