import type { Metadata } from "next";
import { ContactForm } from "@/components/home/contact-form";
import { TitledSection } from "@/components/ui/titled-section";
import { getSiteIdentity } from "@/server/settings/site-identity";

export const metadata: Metadata = { title: "Contact us" };

export default async function ContactPage() {
  const site = await getSiteIdentity();
  return (
    <div className="mx-auto grid max-w-site gap-10 px-4 py-16 lg:grid-cols-[1fr_20rem]">
      <div>
        <h1 className="text-4xl font-semibold">Contact us</h1>
        <p className="mt-3 text-neutral-700">Send us a message and we will get back to you soon.</p>
        <ContactForm />
      </div>
      <TitledSection
        as="aside"
        id="contact-details-title"
        title="Contact details"
        className="border-0 bg-brand-black p-6 text-white"
        titleClassName="mb-0 text-white"
      >
        <dl className="mt-4 grid gap-3 text-sm">
          <div>
            <dt className="text-neutral-300">Email</dt>
            <dd>
              <a
                className="inline-flex min-h-11 items-center underline"
                href={`mailto:${site.supportEmail}`}
              >
                {site.supportEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-neutral-300">Phone</dt>
            <dd>
              <a className="inline-flex min-h-11 items-center underline" href={site.phoneHref}>
                {site.phoneDisplay}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-neutral-300">Office</dt>
            <dd>{site.address}</dd>
          </div>
        </dl>
      </TitledSection>
    </div>
  );
}
