"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { TRIP_POLL_MS, type TripView } from "@/lib/trip/types";
import { DrawnTripMap } from "./drawn-trip-map";
import { TripGone } from "./trip-gone";

const GoogleTripMap = lazy(() => import("./google-trip-map"));
// Only a completed ride asks for a rating: the form (and react-hook-form with it) is not part of
// the page a passenger follows the car on.
const TripRating = lazy(() => import("./trip-rating"));

type Poll = { kind: "live"; view: TripView } | { kind: "gone" };

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
}

/**
 * The passenger's live view of their ride: painted by the server, then read again at most every
 * 10 seconds while the page is visible (paused when hidden, read at once when it shows again). A
 * link that stops working mid-ride turns into the same "not available" message as a wrong one.
 */
export function TripLive({
  token,
  initial,
  mapsKey,
}: {
  token: string;
  initial: TripView;
  mapsKey: string | null;
}) {
  const [poll, setPoll] = useState<Poll>({ kind: "live", view: initial });
  const [stale, setStale] = useState(false);
  const lastRead = useRef(0);

  useEffect(() => {
    lastRead.current = Date.now();
    let stopped = false;
    const read = async () => {
      if (stopped || document.visibilityState !== "visible") return;
      if (Date.now() - lastRead.current < TRIP_POLL_MS - 500) return;
      lastRead.current = Date.now();
      try {
        const response = await fetch(`/api/trip/${token}`, { cache: "no-store" });
        if (response.status === 404) {
          stopped = true;
          setPoll({ kind: "gone" });
          return;
        }
        const body = (await response.json()) as { success: boolean; data?: TripView };
        if (!response.ok || !body.data) throw new Error("poll failed");
        setPoll({ kind: "live", view: body.data });
        setStale(false);
      } catch {
        setStale(true);
      }
    };
    const timer = window.setInterval(() => void read(), TRIP_POLL_MS);
    const onVisible = () => void read();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [token]);

  if (poll.kind === "gone") return <TripGone />;
  const view = poll.view;
  const carText = view.car
    ? `${[view.car.colour, view.car.make, view.car.model].filter(Boolean).join(" ")}`
    : null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-neutral-900">Your ride</h1>
      <div aria-live="polite" className="rounded-lg bg-neutral-900 p-4 text-white">
        <p className="text-lg font-semibold" data-testid="trip-status">
          {view.status_label}
        </p>
        {view.eta ? (
          <p data-testid="trip-eta">
            Arriving in about {view.eta.minutes} min (around {timeOf(view.eta.arrives_at)})
          </p>
        ) : null}
        {stale ? (
          <p className="text-sm">Could not refresh; showing the last known position.</p>
        ) : null}
      </div>

      {mapsKey ? (
        <Suspense fallback={<div className="h-64 rounded-lg bg-neutral-100" />}>
          <GoogleTripMap apiKey={mapsKey} view={view} />
        </Suspense>
      ) : (
        <DrawnTripMap
          pickup={view.pickup}
          dropoff={view.dropoff}
          cars={
            view.position ? [{ ...view.position, key: "car", label: "Your chauffeur's car" }] : []
          }
          title={`Map: pickup A${view.dropoff ? ", drop-off B" : ""}${view.position ? " and your chauffeur's car" : ""}`}
        />
      )}
      {view.position ? (
        <p className="text-sm text-neutral-700">
          Car position at {timeOf(view.position.recorded_at)}
        </p>
      ) : null}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-neutral-700">Pickup time</dt>
        <dd className="text-neutral-900">{view.pickup_time}</dd>
        <dt className="font-medium text-neutral-700">Pickup</dt>
        <dd className="text-neutral-900">{view.pickup.label}</dd>
        {view.dropoff ? (
          <>
            <dt className="font-medium text-neutral-700">Drop-off</dt>
            <dd className="text-neutral-900">{view.dropoff.label}</dd>
          </>
        ) : null}
      </dl>

      {view.chauffeur ? (
        <section
          aria-label="Your chauffeur"
          className="flex flex-wrap items-center gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-3"
        >
          {view.chauffeur.photo_url ? (
            // eslint-disable-next-line @next/next/no-img-element -- a private, per-link photo next/image must not cache
            <img
              src={view.chauffeur.photo_url}
              alt={`Photo of ${view.chauffeur.first_name}`}
              width={48}
              height={48}
              className="size-12 rounded-full object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-neutral-900">{view.chauffeur.first_name}</p>
            {view.car ? (
              <p className="text-sm text-neutral-700">
                {carText} ·{" "}
                <span className="font-mono font-semibold text-neutral-900">{view.car.plate}</span>
              </p>
            ) : null}
          </div>
          {view.phone ? (
            <a
              href={`tel:${view.phone.replace(/[^\d+]/g, "")}`}
              className="inline-flex min-h-11 items-center rounded-md bg-neutral-900 px-4 text-sm font-semibold text-white"
            >
              Call {view.chauffeur.first_name}
            </a>
          ) : null}
        </section>
      ) : null}

      {view.status === "completed" ? (
        <Suspense fallback={<p className="text-sm text-neutral-700">Loading the rating form…</p>}>
          <TripRating token={token} rated={view.rated} />
        </Suspense>
      ) : null}
    </div>
  );
}
