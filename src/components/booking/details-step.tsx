"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { FormProvider, useForm, type SubmitErrorHandler } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { focusFirstInvalid } from "@/components/ui/form-focus";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";
import { TWO_FACTOR_MESSAGES } from "@/lib/two-factor-messages";
import type { BookingDetailsValues } from "@/lib/validations/booking/details";
import { EMPTY_DETAILS } from "@/lib/validations/booking/details-empty";
import { AccountSection } from "./account-section";
import { registerAccount, signInWithPassword } from "./account-actions";
import { postBooking, toCreateBookingPayload } from "./booking-payload";
import { clearDraft } from "./draft-store";
import { NeedHelp } from "./need-help";
import { ExtrasSection, PassengerSection } from "./passenger-section";
import { RideSummary } from "./ride-summary";
import { StepAside, StepFrame, StepLoading, StepMain } from "./step-frame";
import { useBookingDraft } from "./use-booking-draft";

// The code step is for the few accounts with two-factor sign-in: loaded when one needs it.
const SecondFactorStep = dynamic(
  () => import("@/components/auth/second-factor-step").then((module) => module.SecondFactorStep),
  { ssr: false },
);

export interface DetailsUser {
  first_name: string;
  last_name: string;
  email: string;
}

/** Step 3: account (for visitors), passenger and extras; creates the booking on the server. */
export function DetailsStep({
  user,
  storedDraft,
}: {
  user: DetailsUser | null;
  /** The draft's JSON from its cookie copy, when the server had it (see useBookingDraft). */
  storedDraft?: string | null;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const router = useRouter();
  const draft = useBookingDraft(storedDraft);
  const [signedIn, setSignedIn] = useState(user !== null);
  // After a correct password for an account with two-factor sign-in: the values kept for the code step.
  const [codeFor, setCodeFor] = useState<BookingDetailsValues | null>(null);
  // zod, the schema and the phone rule load on the first validation (the first submit).
  const resolver = useMemo(
    () =>
      lazyParsedResolver<BookingDetailsValues>(async () =>
        (await import("@/lib/validations/booking/details")).bookingDetailsSchema(signedIn),
      ),
    [signedIn],
  );
  const form = useForm<BookingDetailsValues>({
    resolver,
    defaultValues: EMPTY_DETAILS,
    shouldFocusError: false,
  });
  const busy = form.formState.isSubmitting;

  if (!draft)
    return (
      <StepFrame step={3}>
        <StepLoading />
      </StepFrame>
    );

  const onInvalid: SubmitErrorHandler<BookingDetailsValues> = (errors, event) => {
    if (errors.confirmPassword?.message === "Passwords do not match")
      toast.error("Passwords do not match");
    focusFirstInvalid(event?.target instanceof HTMLElement ? event.target : null);
  };

  const onValid = async (values: BookingDetailsValues) => {
    if (
      !draft.pickupLocation ||
      !draft.date ||
      !draft.serviceType ||
      draft.pricePence === undefined
    ) {
      toast.error("Missing required booking information");
      return;
    }
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
        if (signInError === TWO_FACTOR_MESSAGES.required) {
          setCodeFor(values); // the code step takes over; it books once the code is accepted
          return;
        }
        if (signInError) {
          toast.error(signInError);
          return;
        }
        setSignedIn(true);
      }
      await createBooking(values);
    } catch {
      toast.error("Failed to process booking. Please try again.");
    }
  };

  /** The second half of Continue to payment, once the customer is signed in. */
  const createBooking = async (values: BookingDetailsValues) => {
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
  };

  /** The code step's answer: the message to show under the code, or null once signed in. */
  const submitCode = async (code: string): Promise<string | null> => {
    if (!codeFor) return null;
    try {
      const problem = await signInWithPassword(codeFor.email, codeFor.password, code);
      if (problem) return problem;
      setCodeFor(null);
      setSignedIn(true);
      await createBooking(codeFor);
      return null;
    } catch {
      return "Failed to process booking. Please try again.";
    }
  };

  return (
    <StepFrame step={3}>
      <StepMain>
        {codeFor ? (
          <section aria-labelledby="details-code-title" className="mb-6 grid gap-3">
            <h2 id="details-code-title" className="text-lg font-semibold">
              Two-factor sign-in
            </h2>
            <SecondFactorStep onSubmit={submitCode} onBack={() => setCodeFor(null)} />
          </section>
        ) : null}
        <FormProvider {...form}>
          {/* Hidden, not removed, during the code step: "Start over" comes back to what was typed. */}
          <form
            ref={formRef}
            hidden={codeFor !== null}
            onSubmit={form.handleSubmit(onValid, onInvalid)}
            noValidate
            className="grid gap-6"
            aria-label="Passenger details"
          >
            {user ? (
              <p className="rounded-md bg-brand-gold-50 p-4 text-sm">
                Booking as{" "}
                <strong>
                  {user.first_name} {user.last_name}
                </strong>{" "}
                ({user.email})
              </p>
            ) : (
              <AccountSection />
            )}
            <PassengerSection />
            <ExtrasSection />
            <Button
              type="submit"
              size="lg"
              disabled={busy}
              aria-busy={busy}
              className="justify-self-start"
            >
              {busy ? "Processing…" : "Continue to payment"}
            </Button>
          </form>
        </FormProvider>
      </StepMain>
      <StepAside>
        <RideSummary draft={draft} showPrice />
        <NeedHelp />
      </StepAside>
    </StepFrame>
  );
}
