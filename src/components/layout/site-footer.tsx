"use client";

import Link from "next/link";
import { reachPhrase } from "@/lib/site";
import { openBookingForm, type BookingTab } from "@/lib/booking-events";
import { Button } from "@/components/ui/button";
import { useSiteIdentity } from "./site-identity-context";

// Each link is a 44 px tall target (design rule 11), however short its text.
const FOOTER_LINK = "inline-flex min-h-11 items-center hover:text-white hover:underline";

// The footer's Book links open the booking popup on their tab.
const BOOKING_LINKS: { type: BookingTab; label: string }[] = [
  { type: "point_to_point", label: "Point to Ride" },
  { type: "hourly", label: "Book by Hour" },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  const site = useSiteIdentity();
  return (
    <footer className="bg-brand-black text-neutral-300">
      <div className="mx-auto grid max-w-site gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-semibold text-white">{site.name}</p>
          <p className="mt-2 max-w-md text-sm">
            {site.tagline}. Since 2019, in {reachPhrase(site)}, with 24/7 customer support.
          </p>
        </div>
        <nav aria-label="Book">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Book</h2>
          <ul className="mt-3 text-sm">
            {BOOKING_LINKS.map(({ type, label }) => (
              <li key={type}>
                <Button
                  variant="plain"
                  size="inline"
                  className="font-normal hover:text-white"
                  onClick={() => openBookingForm(type)}
                >
                  {label}
                </Button>
              </li>
            ))}
            <li>
              <Link href="/driver-registration" className={FOOTER_LINK}>
                Become a Driver
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <ul className="mt-3 text-sm">
            <li>
              <a href={site.phoneHref} className={FOOTER_LINK}>
                {site.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.supportEmail}`} className={FOOTER_LINK}>
                {site.supportEmail}
              </a>
            </li>
            <li className="py-3">{site.address}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-neutral-800">
        <div className="mx-auto flex max-w-site flex-col gap-2 px-4 py-4 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <nav aria-label="Legal" className="flex flex-wrap gap-x-4">
            <Link href="/privacy-policy" className={FOOTER_LINK}>
              Privacy Policy
            </Link>
            <Link href="/terms-and-conditions" className={FOOTER_LINK}>
              Terms and Conditions
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
