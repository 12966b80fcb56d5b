"use client";

import { useState } from "react";
import { RideRatingForm } from "@/components/ratings/ride-rating-form";
import { Alert } from "@/components/ui/alert";
import { TitledSection } from "@/components/ui/titled-section";

/**
 * Once the ride is completed, the link's holder (who may have no account) rates it here, through
 * the link's own endpoint; once rated, a thank-you. The link itself lasts 24 hours after the ride.
 */
export default function TripRating({ token, rated }: { token: string; rated: boolean }) {
  const [stars, setStars] = useState<number | null>(null);
  return (
    <TitledSection id="trip-rate" title="Rate your ride">
      {stars !== null ? (
        <Alert tone="success">You rated this ride {stars} of 5 stars. Thank you!</Alert>
      ) : rated ? (
        <Alert tone="success" live={false}>
          This ride has been rated. Thank you!
        </Alert>
      ) : (
        <RideRatingForm endpoint={`/api/trip/${token}/rating`} onRated={setStars} />
      )}
    </TitledSection>
  );
}
