import { formatPence } from "@/lib/money";
import { PARTNER_MAX_VEHICLE_AGE_YEARS } from "@/lib/partners/partner-options";
import { SERVICE_CLASSES, SERVICE_TYPES } from "@/lib/service-classes";

/** The first step's marketing block: base hourly rates from the pricing module, in pounds. */
export function PartnerBenefits() {
  return (
    <section
      aria-labelledby="partner-benefits"
      className="rounded-xl bg-brand-black p-6 text-white"
    >
      <h2 id="partner-benefits" className="text-xl font-semibold">
        Why partner with us
      </h2>
      <p className="mt-2 text-sm text-neutral-300">
        Your own branded booking page for your guests, commission on every ride they book, and
        weekly payouts.
      </p>
      <h3 className="mt-5 text-sm font-semibold text-brand-gold-300">Base hourly rates</h3>
      <ul className="mt-2 grid gap-2 text-sm">
        {SERVICE_TYPES.map((type) => (
          <li key={type} className="flex justify-between gap-4 border-b border-neutral-700 pb-1">
            <span>{SERVICE_CLASSES[type].name}</span>
            <span className="font-semibold">
              {formatPence(SERVICE_CLASSES[type].hourlyRatePence.inside)}/hr
            </span>
          </li>
        ))}
      </ul>
      <h3 className="mt-5 text-sm font-semibold text-brand-gold-300">Vehicle standard</h3>
      <p className="mt-1 text-sm">
        Vehicles must be at most {PARTNER_MAX_VEHICLE_AGE_YEARS} years old.
      </p>
    </section>
  );
}
