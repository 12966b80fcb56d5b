import { SITE } from "@/lib/site";

export default function HomePage() {
  return (
    <section className="bg-brand-black px-4 py-24 text-white">
      <div className="mx-auto max-w-site">
        <h1 className="text-4xl font-semibold sm:text-5xl">Your private chauffeur, on time, every time</h1>
        <p className="mt-4 max-w-2xl text-lg text-neutral-300">{SITE.tagline}.</p>
      </div>
      <div id="services" />
    </section>
  );
}
