"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { countdownText, untilPickupText } from "@/lib/dispatch/board-time";
import type { OpenOffer, QueueCard as QueueCardData } from "@/lib/dispatch/board-types";
import { cn } from "@/components/ui/cn";
import { pickupTimeText, plural, serviceClassName } from "./board-labels";
import { useNow } from "./use-now";

function OfferLine({ offer, now }: { offer: OpenOffer; now: number }) {
  const left = offer.expires_at ? Date.parse(offer.expires_at) - now : null;
  return (
    <li>
      Offered to {offer.name}
      {left !== null && (
        <>
          {" · "}
          <span className="tabular-nums">
            {left > 0 ? `${countdownText(left)} left` : "expired"}
          </span>
        </>
      )}
    </li>
  );
}

/**
 * One car waiting for a chauffeur: when (with how long until pickup), what it needs and where
 * it goes, its open offers counting down, and why it came back. Urgent is said in words.
 */
export function QueueCard({
  card,
  generatedAt,
  onSelect,
  selected = false,
}: {
  card: QueueCardData;
  /** When the server read the board: the countdowns' clock until the page is live. */
  generatedAt: string;
  onSelect: (card: QueueCardData) => void;
  selected?: boolean;
}) {
  const now = useNow(1000, card.open_offers.length > 0, Date.parse(generatedAt));
  const carText =
    card.number_of_cars > 1 ? `Car ${card.car_number} of ${card.number_of_cars}` : null;
  const titleId = `queue-${card.booking_id}-${card.car_number}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "rounded-lg border bg-white p-3 text-sm text-neutral-800",
        card.urgent ? "border-l-4 border-red-700" : "border-neutral-300",
        selected && "ring-2 ring-brand-gold-500",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold text-neutral-900">
          {card.booking_reference}
          {carText && <span className="font-normal"> · {carText}</span>}
        </h3>
        {card.urgent && <Badge tone="red">Urgent</Badge>}
      </div>
      <p className="mt-1">
        <span className="font-semibold tabular-nums">
          {pickupTimeText(card.local_time, card.pickup_time_zone, card.pickup_at)}
        </span>
        {" · "}
        {untilPickupText(card.minutes_until_pickup)}
      </p>
      <p>
        {serviceClassName(card.service_type)} · {plural(card.passengers, "passenger")} ·{" "}
        {plural(card.luggage, "bag")}
        {card.hours ? ` · ${plural(card.hours, "hour")}` : ""}
      </p>
      <p className="mt-1 break-words">
        <span className="sr-only">From </span>
        {card.pickup}
        {card.dropoff && (
          <>
            <span aria-hidden> → </span>
            <span className="sr-only"> to </span>
            {card.dropoff}
          </>
        )}
      </p>
      {card.flight_number && <p>Flight {card.flight_number}</p>}
      {card.open_offers.length > 0 && (
        <ul aria-label="Open offers" className="mt-1 text-neutral-900">
          {card.open_offers.map((offer) => (
            <OfferLine key={offer.assignment_id} offer={offer} now={now} />
          ))}
        </ul>
      )}
      {card.last_reason && <p className="mt-1 italic">Came back: {card.last_reason}</p>}
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        aria-label={`Dispatch ${card.booking_reference}${carText ? `, ${carText.toLowerCase()}` : ""}`}
        onClick={() => onSelect(card)}
      >
        Dispatch
      </Button>
    </article>
  );
}
