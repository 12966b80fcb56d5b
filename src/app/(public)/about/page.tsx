import type { Metadata } from "next";
import { SITE } from "@/lib/site";
import { getSiteIdentity } from "@/server/settings/site-identity";

export const metadata: Metadata = { title: "About us" };

export default async function AboutPage() {
  // The cities figure is the one Settings holds (the home page and footer quote it too).
  const { citiesCount } = await getSiteIdentity();
  const FIGURES = [
    ["2019", "Established"],
    ["500+", "Vehicles"],
    ["1000+", "Chauffeurs"],
    [`${citiesCount}+`, "Cities"],
    ["10K+", "Customers"],
  ] as const;
  return (
    <div className="mx-auto max-w-site px-4 py-16">
      <h1 className="text-4xl font-semibold">About {SITE.name}</h1>
      <p className="mt-4 max-w-3xl text-lg text-neutral-700">
        Established in 2019, we provide private chauffeurs for airport transfers, business travel,
        events and hourly hire across the United Kingdom, Canada and the United States, with 24/7
        customer support.
      </p>
      <dl className="mt-10 grid gap-6 sm:grid-cols-5">
        {FIGURES.map(([figure, label]) => (
          <div key={label} className="rounded-lg bg-brand-black p-6 text-center text-white">
            <dt className="text-sm text-neutral-300">{label}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-gold-400">{figure}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="mission-title" className="mt-12 max-w-3xl">
        <h2 id="mission-title" className="text-2xl font-semibold">
          Our mission
        </h2>
        <p className="mt-3 text-neutral-700">
          Every ride should feel effortless: a fixed price before you book, a vetted professional at
          the wheel, and a team that answers whenever you need us.
        </p>
      </section>
    </div>
  );
}
