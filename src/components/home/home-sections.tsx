import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Clock, Globe2, ShieldCheck, Star } from "lucide-react";
import { reachPhrase, type SiteIdentity } from "@/lib/site";
import { TestimonialsCarousel, type Testimonial } from "./testimonials-carousel";

/** The figures come from Settings, so the reasons are built per render. */
function reasons(site: SiteIdentity) {
  return [
    {
      icon: ShieldCheck,
      title: "Vetted chauffeurs",
      text: "Licensed, background-checked and trained in discreet service.",
    },
    {
      icon: Clock,
      title: "24/7 customer support",
      text: "A real person answers at any hour, every day of the year.",
    },
    {
      icon: Globe2,
      title: capitalise(reachPhrase(site)),
      text: "The same standard wherever your journey takes you.",
    },
    {
      icon: Star,
      title: "Fixed prices",
      text: "The price you see is the price you pay: no surge, no surprises.",
    },
  ] as const;
}

const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "The chauffeur was waiting at arrivals with my name and had tracked the delayed flight. Flawless.",
    name: "Sarah M.",
    role: "Frequent flyer",
  },
  {
    quote: "We use them for every roadshow. Punctual, immaculate cars and invoices that just work.",
    name: "James T.",
    role: "Operations director",
  },
  {
    quote: "Booked by the hour for our wedding day and the driver went above and beyond.",
    name: "Priya & Tom",
    role: "Newly-weds",
  },
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function WhyChooseUs({ site }: { site: SiteIdentity }) {
  return (
    <section aria-labelledby="why-title" className="px-4 py-20">
      <div className="mx-auto max-w-site">
        <h2 id="why-title" className="text-3xl font-semibold">
          Why choose us
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons(site).map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden className="h-8 w-8 text-brand-gold-700" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-neutral-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-brand-black px-4 py-20">
      <h2 id="testimonials-title" className="mb-8 text-center text-3xl font-semibold text-white">
        What our clients say
      </h2>
      <TestimonialsCarousel testimonials={TESTIMONIALS} />
    </section>
  );
}

export function AboutTeaser({ site }: { site: SiteIdentity }) {
  return (
    <section aria-labelledby="about-teaser-title" className="px-4 py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="about-teaser-title" className="text-3xl font-semibold">
          Chauffeuring since 2019
        </h2>
        <p className="mt-4 text-neutral-700">
          From a single car in London to {reachPhrase(site)}, we have kept one promise: a
          professional chauffeur, on time, every time, with 24/7 customer support.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/about">More about us</Link>
        </Button>
      </div>
    </section>
  );
}
