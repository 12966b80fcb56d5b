import type { Metadata } from "next";
import { SITE } from "@/lib/site";

export const metadata: Metadata = { title: "Privacy Policy" };

export default function PrivacyPolicyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_p]:mt-3 [&_p]:text-neutral-700">
      <h1 className="text-4xl font-semibold">Privacy Policy</h1>
      <h2>What we collect</h2>
      <p>
        To book and deliver your ride we keep your name, e-mail, phone number, pickup and drop-off
        addresses, travel times, and any passenger, flight or sign details you give us. Card details
        are handled by our payment provider and never stored by us.
      </p>
      <h2>How we use it</h2>
      <p>
        Only to arrange, carry out and invoice your journeys, to contact you about them and to meet
        our legal obligations. We do not sell your data.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Booking records are kept for as long as tax law requires; you can ask us to delete your
        account at any time.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, its correction or erasure by writing to{" "}
        {SITE.supportEmail}.
      </p>
    </article>
  );
}
