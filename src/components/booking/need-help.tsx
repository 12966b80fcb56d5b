"use client";

import { Phone } from "lucide-react";
import { useSiteIdentity } from "@/components/layout/site-identity-context";

export function NeedHelp() {
  const site = useSiteIdentity();
  return (
    <section aria-labelledby="need-help-title" className="rounded-lg bg-brand-black p-5 text-white">
      <h2 id="need-help-title" className="text-lg font-semibold">
        Need Help 24/7
      </h2>
      <p className="mt-1 text-sm text-neutral-300">Our team answers around the clock.</p>
      <a
        href={site.phoneHref}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-gold-400 px-4 py-2 font-semibold text-brand-black"
      >
        <Phone aria-hidden className="h-4 w-4" /> {site.phoneDisplay}
      </a>
    </section>
  );
}
