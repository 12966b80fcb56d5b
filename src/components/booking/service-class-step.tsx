"use client";

import { placeLabel } from "@/lib/place-label";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Check } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { RouteMap } from "@/components/maps/route-map";
import { HOURLY_MINIMUM_NOTE } from "@/lib/hourly-minimum";
import type { ClassQuote } from "@/lib/pricing";
import type { DraftQuote } from "@/lib/quote-request-body";
import {
  CHAUFFEUR_ARRIVAL_NOTE,
  CLASS_INCLUSIONS,
  DEFAULT_RIDE_AREA,
  rideAreaLabel,
  type ServiceType,
} from "@/lib/service-classes";
import { updateDraft, type LatLng } from "./draft-store";
import { NeedHelp } from "./need-help";
import { fetchQuote } from "./quote-client";
import { RideSummary } from "./ride-summary";
import { ContinueBar } from "./continue-bar";
import { classPriceLines } from "./class-price-lines";
import { PriceBreakdown } from "./price-breakdown";
import { ServiceClassCard, ServiceClassSkeleton } from "./service-class-card";
import { StepAside, StepFrame, StepMain } from "./step-frame";
import { useBookingDraft } from "./use-booking-draft";

/** Step 1: the three classes with the server's prices. */
export function ServiceClassStep({
  mapsKey,
  storedDraft,
  serverQuote,
}: {
  mapsKey?: string;
  /** The draft's JSON from its cookie copy, when the server had it (see useBookingDraft). */
  storedDraft?: string | null;
  /** That draft's prices, when the server could work them out while rendering. */
  serverQuote?: DraftQuote | null;
}) {
  const router = useRouter();
  const draft = useBookingDraft(storedDraft);
  const [classes, setClasses] = useState<ClassQuote[] | null>(serverQuote?.quote.classes ?? null);
  const [areaCity, setAreaCity] = useState<string | null>(
    serverQuote?.quote.ride_area_city ?? null,
  );
  const [points, setPoints] = useState<{ pickup: LatLng; dropoff?: LatLng } | null>(
    serverQuote ? { pickup: serverQuote.pickup, dropoff: serverQuote.dropoff } : null,
  );
  const [picked, setSelected] = useState<ServiceType | null>(null);
  const selected = picked ?? draft?.serviceType ?? null;
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!draft) return;
    // Priced while the server rendered this draft: the server quotes only the cookie copy of the
    // booking the URL names, which is the draft this hook answers.
    if (serverQuote) return;
    let cancelled = false;
    fetchQuote(draft)
      .then(({ quote, pickup, dropoff }) => {
        if (cancelled) return;
        setClasses(quote.classes);
        setAreaCity(quote.ride_area_city);
        setPoints({ pickup, dropoff });
      })
      .catch((error: Error) => {
        if (cancelled) return;
        setFailed(error.message);
        toast.error(error.message);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- because the ride is fixed for a draft id here, and re-running on every draft write (the chosen class) would re-price needlessly
  }, [draft?.id]);

  const onContinue = () => {
    const chosen = classes?.find((entry) => entry.service_type === selected);
    if (!draft || !chosen) {
      toast.error("Please select a service class");
      return;
    }
    updateDraft(draft.id, {
      serviceType: chosen.service_type,
      pricePence: chosen.price_pence,
      cars: chosen.cars,
      pickupCoordinates: points?.pickup,
      dropoffCoordinates: points?.dropoff,
    });
    router.push(`/return-transfer?booking_id=${encodeURIComponent(draft.id)}`);
  };

  const chosenQuote = classes?.find((entry) => entry.service_type === selected) ?? null;

  if (!draft)
    return (
      <StepFrame step={1}>
        <StepMain>
          <ServiceClassSkeleton />
        </StepMain>
      </StepFrame>
    );
  return (
    <StepFrame step={1}>
      <StepMain>
        {draft.bookingType === "hourly" && classes ? (
          <p className="mb-4 text-sm text-neutral-700">
            Ride area: {rideAreaLabel(draft.rideArea ?? DEFAULT_RIDE_AREA, areaCity)}
          </p>
        ) : null}
        {draft.bookingType === "hourly" && classes ? (
          <p className="mb-4 text-sm text-neutral-700">{HOURLY_MINIMUM_NOTE}</p>
        ) : null}
        {failed ? (
          <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-red-800">
            {failed}
          </p>
        ) : null}
        {/* Announced only: the skeleton below shows the wait without taking a line that would
            vanish (and move the page) when the prices arrive. */}
        {!classes && !failed ? (
          <p aria-live="polite" className="sr-only">
            Calculating prices…
          </p>
        ) : null}
        {classes ? (
          <fieldset>
            <legend className="sr-only">Service class</legend>
            <div className="grid gap-4 md:grid-cols-3">
              {classes.map((entry) => (
                <ServiceClassCard
                  key={entry.service_type}
                  entry={entry}
                  selected={selected === entry.service_type}
                  onSelect={() => setSelected(entry.service_type)}
                />
              ))}
            </div>
            {chosenQuote ? (
              <PriceBreakdown
                className="mt-4"
                lines={classPriceLines(draft, chosenQuote, points)}
                totalPence={chosenQuote.price_pence}
              />
            ) : null}
          </fieldset>
        ) : failed ? null : (
          <ServiceClassSkeleton />
        )}
        <section aria-labelledby="includes-title" className="mt-8 rounded-lg bg-brand-gold-50 p-5">
          <h2 id="includes-title" className="font-semibold">
            All classes include
          </h2>
          <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {CLASS_INCLUSIONS.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check aria-hidden className="h-4 w-4 text-brand-gold-700" /> {item}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-neutral-700">
            {CHAUFFEUR_ARRIVAL_NOTE} Prices include VAT, tolls and parking. Guest and luggage counts
            may require more than one car.
          </p>
        </section>
        <ContinueBar chosen={chosenQuote} onContinue={onContinue} />
      </StepMain>
      <StepAside>
        <RideSummary draft={draft} title="Booking info" />
        {draft.bookingType === "point_to_point" && points?.dropoff ? (
          <RouteMap
            mapsKey={mapsKey}
            pickup={{
              ...points.pickup,
              label: placeLabel(draft.pickupLocation, draft.pickupPlaceName),
            }}
            dropoff={{
              ...points.dropoff,
              label: placeLabel(draft.dropoffLocation ?? "", draft.dropoffPlaceName),
            }}
          />
        ) : draft.bookingType === "point_to_point" && !failed ? (
          // The map's room while the route is looked up, so the help box below stays put.
          <div aria-hidden className="aspect-[2/1] w-full rounded-lg bg-neutral-100" />
        ) : null}
        <NeedHelp />
      </StepAside>
    </StepFrame>
  );
}
