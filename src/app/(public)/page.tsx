import { BookingForm } from "@/components/booking/booking-form";
import { AboutTeaser, Testimonials, WhyChooseUs } from "@/components/home/home-sections";
import { ServicesSection } from "@/components/home/services-section";
import { getSiteIdentity } from "@/server/settings/site-identity";

export default async function HomePage() {
  const site = await getSiteIdentity();
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="bg-brand-black px-4 py-16 text-white sm:py-24"
      >
        <div className="mx-auto grid max-w-site items-center gap-10 lg:grid-cols-2">
          <div>
            <h1 id="hero-title" className="text-4xl font-semibold sm:text-5xl">
              Your private chauffeur, on time, every time
            </h1>
            <p className="mt-4 max-w-xl text-lg text-neutral-300">
              {site.tagline}. Fixed prices in pounds, 24/7 customer support, since 2019.
            </p>
          </div>
          <BookingForm />
        </div>
      </section>
      <ServicesSection site={site} />
      <WhyChooseUs site={site} />
      <Testimonials />
      <AboutTeaser site={site} />
    </>
  );
}
