"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { TitledSection } from "@/components/ui/titled-section";
import { formatPence } from "@/lib/money";
import { RATING_TAG_LABELS } from "@/lib/ratings/tags";
import type { RideFeedbackState, RideJobFeedback } from "@/server/ratings/ride-feedback-state";
import { RideRatingForm } from "./ride-rating-form";
import { TipPanel } from "./tip-panel";

interface PanelProps {
  state: RideFeedbackState;
  provider: "stripe" | "test";
  publishableKey: string | null;
}

function JobFeedback({
  job,
  state,
  multiple,
  provider,
  publishableKey,
}: PanelProps & { job: RideJobFeedback; multiple: boolean }) {
  const [rated, setRated] = useState<number | null>(job.rating?.stars ?? null);
  const [tipped, setTipped] = useState<number | null>(job.tip?.amount_pence ?? null);
  const who = job.chauffeur_first_name ?? "your chauffeur";
  const assignmentId = multiple ? job.assignment_id : undefined;
  const suffix = multiple ? ` (car ${job.car_number})` : "";
  return (
    <>
      <TitledSection id={`rate-${job.assignment_id}`} title={`Rate your ride${suffix}`}>
        {rated !== null ? (
          <Alert tone="success" live={job.rating === null}>
            You rated this ride {rated} of 5 stars
            {job.rating?.tags.length
              ? ` (${job.rating.tags.map((tag) => RATING_TAG_LABELS[tag]).join(", ")})`
              : ""}
            . Thank you!
          </Alert>
        ) : job.can_rate ? (
          <RideRatingForm
            bookingId={state.booking_id}
            assignmentId={assignmentId}
            onRated={setRated}
          />
        ) : (
          <p className="text-sm text-neutral-700">
            Rides can be rated for 14 days after they are completed.
          </p>
        )}
      </TitledSection>
      <TitledSection id={`tip-${job.assignment_id}`} title={`Tip ${who}${suffix}`}>
        {tipped !== null ? (
          <Alert tone="success" live={job.tip === null}>
            {job.tip?.status === "refunded"
              ? `Your tip of ${formatPence(tipped)} was refunded.`
              : `You tipped ${formatPence(tipped)}. All of it goes to ${who}. Thank you!`}
          </Alert>
        ) : job.can_tip ? (
          <TipPanel
            bookingId={state.booking_id}
            assignmentId={assignmentId}
            presets={state.tip_presets}
            provider={provider}
            publishableKey={publishableKey}
            onTipped={setTipped}
          />
        ) : (
          <p className="text-sm text-neutral-700">This ride cannot take a tip.</p>
        )}
      </TitledSection>
    </>
  );
}

/** Rating and tip for each completed car of a booking. */
export function RideFeedbackPanel(props: PanelProps) {
  const { state } = props;
  if (state.cancelled) return <Alert tone="info">This ride was cancelled.</Alert>;
  if (state.jobs.length === 0)
    return (
      <Alert tone="info">You can rate your ride and tip your chauffeur once it is completed.</Alert>
    );
  return (
    <div className="flex flex-col gap-6">
      {state.jobs.map((job) => (
        <JobFeedback
          key={job.assignment_id}
          {...props}
          job={job}
          multiple={state.jobs.length > 1}
        />
      ))}
    </div>
  );
}
