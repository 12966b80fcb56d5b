import { Phone } from "lucide-react";
import type { BookingTab } from "@/lib/booking-events";
import type { SiteIdentity } from "@/lib/site";
import { BookNowButton } from "./book-now-button";

interface Service {
  title: string;
  text: string;
  /** Services sold by conversation (no instant price) have only Call Now. */
  bookTab?: BookingTab;
}

const SERVICES: readonly Service[] = [
  {
    title: "Airport Transfers",
    text: "Meet and greet at arrivals, flight tracking and 60 minutes free waiting.",
    bookTab: "point_to_point",
  },
  {
    title: "Business Travel",
    text: "Discreet, punctual chauffeurs for meetings, roadshows and conferences.",
  },
  {
    title: "Special Events",
    text: "Weddings, galas and premieres arrive in style, planned to the minute.",
  },
  {
    title: "Corporate Accounts",
    text: "Monthly invoicing, cost centres and a dedicated account manager.",
  },
  {
    title: "Chauffeur Services",
    text: "Professional, vetted chauffeurs who know every city they drive.",
  },
  {
    title: "Hourly Hire",
    text: "Keep a car and chauffeur at your disposal from 1 to 24 hours.",
    bookTab: "hourly",
  },
  {
    title: "City Transfers",
    text: "Door-to-door rides across town at a fixed price, booked in a minute.",
    bookTab: "point_to_point",
  },
  {
    title: "Long Distance",
    text: "Comfortable intercity journeys with rest stops whenever you need them.",
    bookTab: "point_to_point",
  },
];

export function ServicesSection({ site }: { site: SiteIdentity }) {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="scroll-mt-20 bg-neutral-50 px-4 py-20"
    >
      <div className="mx-auto max-w-site">
        <h2 id="services-title" className="text-3xl font-semibold">
          Our services
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map((service) => (
            <li
              key={service.title}
              className="flex flex-col rounded-lg border border-neutral-200 bg-white p-6"
            >
              <h3 className="text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 flex-1 text-sm text-neutral-700">{service.text}</p>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                {service.bookTab ? (
                  <BookNowButton tab={service.bookTab} service={service.title} />
                ) : null}
                <a
                  href={site.phoneHref}
                  className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-gold-700 hover:underline"
                >
                  <Phone aria-hidden className="h-4 w-4" /> Call Now{" "}
                  <span className="sr-only">about {service.title}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
