"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { DECLINE_REASONS, type DeclineReason } from "@/lib/dispatch/decline-reasons";
import type { DriverJobView } from "@/lib/driver-app/types";
import { JobFacts } from "./job-card";

/** "4:05" left of an offer, or null once it has lapsed. */
export function countdownText(msLeft: number): string | null {
  if (msLeft <= 0) return null;
  const seconds = Math.ceil(msLeft / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * A job offered to the chauffeur: its facts, a countdown to the offer's expiry, and large Accept
 * and Decline buttons (Decline asks for one reason from the fixed list). What the server says
 * about an offer that has just expired or been taken is shown as it is, and the list refreshes,
 * so the screen never shows a job as the driver's when it is not.
 */
export function OfferCard({
  offer,
  phoneZone,
  clockOffsetMs,
  readAt,
  onAnswered,
}: {
  offer: DriverJobView;
  phoneZone: string | null;
  /** The server's clock minus the phone's, so a phone set wrong does not shorten the countdown. */
  clockOffsetMs: number;
  /**
   * When the server read the jobs: the countdown's clock for the first render, the same on the
   * server and in the browser (the phone's clock takes over once the page is live).
   */
  readAt: string;
  onAnswered: (outcome: "accepted" | "declined" | "gone", message: string) => void;
}) {
  const expiresAt = offer.offer_expires_at ? new Date(offer.offer_expires_at).getTime() : 0;
  const [left, setLeft] = useState(() => expiresAt - Date.parse(readAt));
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const tick = () => setLeft(expiresAt - (Date.now() + clockOffsetMs));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, clockOffsetMs]);

  const countdown = countdownText(left);
  const headingId = `offer-${offer.assignment_id}`;

  async function answer(kind: "accept" | "decline") {
    setBusy(true);
    setError(null);
    const result = await api.post(`/api/driver/offers/${offer.assignment_id}/${kind}`, {
      json: kind === "decline" ? { reason } : undefined,
      fallbackMessage: "Your answer could not be sent.",
    });
    setBusy(false);
    if (result.ok) onAnswered(kind === "accept" ? "accepted" : "declined", result.message);
    else if (result.status === 409 || result.status === 404) onAnswered("gone", result.message);
    else setError(result.message);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-neutral-900">
          Job offer {offer.booking_reference}
        </h3>
        <p
          className="text-base font-semibold text-amber-950"
          aria-live="off"
          suppressHydrationWarning
        >
          {countdown ? `Expires in ${countdown}` : "Expired"}
        </p>
      </div>
      <JobFacts job={offer} phoneZone={phoneZone} />
      {error && <Alert tone="error">{error}</Alert>}
      {!choosing ? (
        <div className="grid grid-cols-2 gap-2">
          <Button
            size="lg"
            className="min-h-14 text-lg"
            disabled={busy || !countdown}
            onClick={() => void answer("accept")}
          >
            Accept
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="min-h-14 text-lg"
            disabled={busy || !countdown}
            onClick={() => setChoosing(true)}
          >
            Decline
          </Button>
        </div>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-base font-semibold text-neutral-900">
            Why are you declining?
          </legend>
          {DECLINE_REASONS.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 items-center gap-3 rounded-md border border-neutral-400 bg-white px-3 text-base text-neutral-900"
            >
              <input
                type="radio"
                name={`decline-${offer.assignment_id}`}
                value={choice}
                checked={reason === choice}
                onChange={() => setReason(choice)}
                className="size-5"
              />
              {choice}
            </label>
          ))}
          <div className="grid grid-cols-2 gap-2">
            <Button
              size="lg"
              variant="danger"
              disabled={busy || reason === null}
              onClick={() => void answer("decline")}
            >
              Decline job
            </Button>
            <Button size="lg" variant="outline" onClick={() => setChoosing(false)}>
              Back
            </Button>
          </div>
        </fieldset>
      )}
    </section>
  );
}
