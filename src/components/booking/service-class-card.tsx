import { Check } from "lucide-react";
import { formatPence } from "@/lib/money";
import type { ClassQuote } from "@/lib/pricing";
import { SERVICE_TYPES, type ServiceType } from "@/lib/service-classes";

// Drawn for the site (public/vehicles/LICENSE.md: CC0). Files, not inline SVG: no JavaScript.
const VEHICLE_IMAGES: Record<ServiceType, string> = {
  business_class: "/vehicles/business-class.svg",
  first_class: "/vehicles/first-class.svg",
  business_van: "/vehicles/business-van.svg",
};

// The card's height is fixed by its content and the image's reserved box, so the skeleton shown
// while prices load takes the same room and nothing below it moves when they arrive.
const CARD_CLASS = "flex min-h-72 flex-col rounded-lg border-2 bg-white p-5";

/** One class as a radio card: the vehicle, its capacity and the server's price. */
export function ServiceClassCard({
  entry,
  selected,
  onSelect,
}: {
  entry: ClassQuote;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <label
      className={`${CARD_CLASS} cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-gold-600 ${selected ? "border-brand-black" : "border-neutral-200"}`}
    >
      <input
        type="radio"
        name="service_class"
        value={entry.service_type}
        checked={selected}
        onChange={onSelect}
        className="sr-only"
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG; next/image adds nothing */}
      <img
        src={VEHICLE_IMAGES[entry.service_type]}
        alt=""
        width={240}
        height={100}
        className="mb-3 h-20 w-auto self-start"
        data-testid={`vehicle-${entry.service_type}`}
      />
      <span className="text-lg font-semibold">{entry.name}</span>
      <span className="text-sm text-neutral-700">{entry.vehicle}</span>
      <span className="mt-2 text-sm text-neutral-700">
        Up to {entry.passengers} passengers · {entry.luggage} luggage
      </span>
      <span className="mt-4 text-2xl font-bold" data-testid={`price-${entry.service_type}`}>
        {formatPence(entry.price_pence)}
        {entry.cars > 1 ? (
          <span className="ml-1 text-sm font-medium text-neutral-700">({entry.cars} cars)</span>
        ) : null}
      </span>
      {selected ? (
        <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-gold-700">
          <Check aria-hidden className="h-4 w-4" /> Selected
        </span>
      ) : null}
    </label>
  );
}

/**
 * The room of the three cards while the server prices the ride (and, in the server's HTML, while
 * the browser reads the draft): each class's vehicle in its place, so the page's largest picture
 * is painted at once instead of after the prices, and the cards replace it without a move.
 */
export function ServiceClassSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-3" aria-hidden>
      {SERVICE_TYPES.map((type) => (
        <div key={type} className={`${CARD_CLASS} border-neutral-200`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- as in the card above */}
          <img
            src={VEHICLE_IMAGES[type]}
            alt=""
            width={240}
            height={100}
            // Fetched ahead of the scripts: it is what the first paint is waiting for.
            fetchPriority="high"
            className="mb-3 h-20 w-auto self-start"
          />
          <div className="h-5 w-32 animate-pulse rounded bg-neutral-100" />
        </div>
      ))}
    </div>
  );
}
