import {
  BadgePoundSterling,
  CalendarClock,
  Crown,
  GraduationCap,
  Headset,
  ShieldCheck,
  Wallet,
  Car,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SiteIdentity } from "@/lib/site";

const BLOCKS = [
  {
    icon: BadgePoundSterling,
    title: "Premium Earnings",
    text: "Competitive rates for every ride, with airport, business and event work paying a premium.",
  },
  {
    icon: CalendarClock,
    title: "Flexible Schedule",
    text: "Choose day, night or flexible shifts, five or seven days a week: you decide when you drive.",
  },
  {
    icon: Crown,
    title: "Elite Clientele",
    text: "Drive executives, travellers and private clients who expect, and value, a professional.",
  },
] as const;

const OFFERINGS = [
  { icon: Wallet, title: "Weekly payouts", text: "Your earnings paid every week, on time." },
  { icon: Car, title: "Vehicle support", text: "Drive your own car or one of our fleet." },
  {
    icon: GraduationCap,
    title: "Training",
    text: "Onboarding and service training before your first ride.",
  },
  { icon: Headset, title: "24/7 support", text: "An operations team on hand for every job." },
] as const;

/** The hero of /driver-registration. */
export function DriverHero({ site }: { site: SiteIdentity }) {
  return (
    <section className="bg-brand-black text-white">
      <div className="mx-auto max-w-site px-4 py-14 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-gold-400">
          Become a Driver
        </p>
        <h1 className="mt-2 max-w-3xl text-3xl font-semibold sm:text-5xl">
          Drive with {site.name}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-neutral-200">
          Join our team of professional chauffeurs. Apply in a few minutes: we review every
          application and contact you.
        </p>
        <p className="mt-4 flex items-center gap-2 text-sm text-neutral-200">
          <ShieldCheck aria-hidden className="size-5 text-brand-gold-400" />
          Licensed private hire drivers only.
        </p>
        <Button asChild variant="secondary" size="lg" className="mt-6">
          <a href="#apply">Apply now</a>
        </Button>
      </div>
    </section>
  );
}

/** Why drive with us: the three marketing blocks and the four offerings. */
export function DriverBenefits() {
  return (
    <section aria-labelledby="driver-benefits" className="flex flex-col gap-6">
      <h2 id="driver-benefits" className="text-2xl font-semibold text-neutral-900">
        Why drive with us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BLOCKS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-neutral-200 bg-white p-5 shadow-sm">
            <Icon aria-hidden className="size-8 text-brand-gold-700" />
            <h3 className="mt-3 text-lg font-semibold text-neutral-900">{title}</h3>
            <p className="mt-1 text-sm text-neutral-700">{text}</p>
          </li>
        ))}
      </ul>
      <h2 className="text-xl font-semibold text-neutral-900">What we offer</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {OFFERINGS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-lg bg-neutral-100 p-4">
            <Icon aria-hidden className="size-6 shrink-0 text-brand-gold-700" />
            <div>
              <h3 className="font-semibold text-neutral-900">{title}</h3>
              <p className="text-sm text-neutral-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
