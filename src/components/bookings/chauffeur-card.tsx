import { MapPin, Phone } from "lucide-react";
import { DriverAvatar } from "@/components/drivers/driver-avatar";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import type { CustomerChauffeur } from "@/lib/dispatch/customer-chauffeur";
import { isHolding } from "@/lib/dispatch/job-states";

/** A dialable number: digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * Who is coming for one car of the customer's booking: photo, first name, the car and its plate,
 * the live status and, only while the server includes the phone (from an hour before pickup
 * until the ride ends), a Call button. Plain and type-only on the data side, so it adds next to
 * nothing to the customer pages' bundles.
 */
export function ChauffeurCard({
  chauffeur,
  numberOfCars = 1,
  bookingId,
}: {
  chauffeur: CustomerChauffeur;
  numberOfCars?: number;
  /** With it, a "Follow your ride" button while the chauffeur holds the job. */
  bookingId?: number;
}) {
  const heading =
    numberOfCars > 1 ? `Your chauffeur, car ${chauffeur.car_number}` : "Your chauffeur";
  const car = chauffeur.car;
  return (
    <section
      aria-label={heading}
      className="flex flex-wrap items-center gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-3"
    >
      <DriverAvatar src={chauffeur.photo_url} name={chauffeur.first_name} className="size-12" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-neutral-700">{heading}</p>
        <p className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900">
          {chauffeur.first_name}
          <Badge tone={chauffeur.status === "completed" ? "green" : "blue"}>
            {chauffeur.status_label}
          </Badge>
        </p>
        {car ? (
          <p className="text-sm text-neutral-700">
            {[car.colour, car.make, car.model].filter(Boolean).join(" ")} ·{" "}
            <span className="font-mono font-semibold text-neutral-900">{car.plate}</span>
          </p>
        ) : null}
      </div>
      {bookingId !== undefined && isHolding(chauffeur.status) ? (
        // A form, not a link: each press issues a fresh trip link (and needs no script).
        <form
          method="post"
          action={`/api/bookings/${bookingId}/trip-link?car=${chauffeur.car_number}`}
        >
          <button type="submit" className={buttonClass({ size: "sm", variant: "outline" })}>
            <MapPin aria-hidden className="size-4" />
            Follow your ride
            {numberOfCars > 1 ? (
              <span className="sr-only"> (car {chauffeur.car_number})</span>
            ) : null}
          </button>
        </form>
      ) : null}
      {chauffeur.phone ? (
        <a href={telHref(chauffeur.phone)} className={buttonClass({ size: "sm" })}>
          <Phone aria-hidden className="size-4" />
          Call chauffeur<span className="sr-only"> {chauffeur.first_name}</span>
        </a>
      ) : null}
    </section>
  );
}

/** Every car's chauffeur of a booking, or nothing while none is assigned. */
export function ChauffeurCards({
  chauffeurs,
  numberOfCars,
  bookingId,
}: {
  chauffeurs: readonly CustomerChauffeur[] | undefined;
  numberOfCars: number;
  bookingId?: number;
}) {
  if (!chauffeurs || chauffeurs.length === 0) return null;
  return (
    <div className="mt-3 space-y-2">
      {chauffeurs.map((chauffeur) => (
        <ChauffeurCard
          key={chauffeur.car_number}
          chauffeur={chauffeur}
          numberOfCars={numberOfCars}
          bookingId={bookingId}
        />
      ))}
    </div>
  );
}
