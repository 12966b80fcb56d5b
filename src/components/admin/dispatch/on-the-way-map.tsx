"use client";

import { DrawnTripMap } from "@/components/trip/drawn-trip-map";
import { Alert } from "@/components/ui/alert";
import { usePolledData } from "@/components/ui/use-polled-data";
import { OPERATOR_MAP_POLL_MS, type CarOnTheWay } from "@/lib/trip/operator-map";

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  });
}

/**
 * The board's map tab: every chauffeur on the way, drawn on the offline map (each car with its
 * pickup), and the same as a list (who, which booking, last seen, minutes to pickup), read again
 * every 10 seconds while visible.
 */
export function OnTheWayMap({ initial }: { initial: CarOnTheWay[] }) {
  const { data: cars, error } = usePolledData<CarOnTheWay[]>(
    "/api/admin/dispatch/on-the-way",
    initial,
    OPERATOR_MAP_POLL_MS,
  );
  const located = cars.filter((car) => car.position !== null);
  return (
    <div className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      {cars.length === 0 ? (
        <p className="text-sm text-neutral-700">No chauffeur is on the way right now.</p>
      ) : (
        <>
          <div className="max-w-3xl">
            <DrawnTripMap
              pickup={null}
              dropoff={null}
              cars={located.map((car) => ({
                ...car.position!,
                key: car.assignment_id,
                trail: car.trail,
                label: `${car.chauffeur}, ${car.booking_reference}`,
              }))}
              title={`Map of ${located.length} chauffeurs on the way`}
            />
          </div>
          <ul aria-label="Chauffeurs on the way" className="flex flex-col gap-2">
            {cars.map((car) => (
              <li
                key={car.assignment_id}
                className="rounded-md border border-neutral-200 bg-white p-3 text-sm"
              >
                <p className="font-semibold text-neutral-900">
                  {car.chauffeur} · {car.booking_reference}
                </p>
                <p className="text-neutral-700">
                  To {car.pickup.label} for {timeOf(car.pickup_at)}
                </p>
                <p className="text-neutral-700">
                  {car.position
                    ? `Last seen ${timeOf(car.position.recorded_at)}; about ${car.eta_minutes} min from the pickup`
                    : "No position shared"}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
