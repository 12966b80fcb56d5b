import type { ReactNode } from "react";

export const DEFAULT_HERO_TITLE = "Book your chauffeur";
export const DEFAULT_HERO_TEXT =
  "Fixed prices in pounds, professional chauffeurs and 24/7 support for our guests.";

export interface GuestHeroContent {
  companyName: string;
  heroTitle: string | null;
  heroText: string | null;
  heroImageUrl: string | null;
  logoUrl: string | null;
}

/**
 * A partner's guest page hero: its logo, title, text and background image (darkened so the
 * white text keeps its contrast), with the booking form beside it. Shared by the public page
 * and the partner's live preview.
 */
export function GuestHero({
  content,
  headingId = "guest-hero-title",
  children,
}: {
  content: GuestHeroContent;
  headingId?: string;
  children?: ReactNode;
}) {
  const background = content.heroImageUrl
    ? {
        backgroundImage: `linear-gradient(rgba(0,0,0,0.65), rgba(0,0,0,0.65)), url("${encodeURI(content.heroImageUrl)}")`,
      }
    : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className="bg-brand-black bg-cover bg-center px-4 py-16 text-white sm:py-20"
      style={background}
    >
      <div className="mx-auto grid max-w-site items-center gap-10 lg:grid-cols-2">
        <div>
          {content.logoUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- a stored upload served by /api/files
            <img
              src={content.logoUrl}
              alt={`${content.companyName} logo`}
              className="mb-6 h-16 w-auto max-w-[16rem] rounded bg-white/90 object-contain p-2"
            />
          )}
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-gold-300">
            {content.companyName}
          </p>
          <h1 id={headingId} className="mt-2 text-4xl font-semibold sm:text-5xl">
            {content.heroTitle || DEFAULT_HERO_TITLE}
          </h1>
          <p className="mt-4 max-w-xl whitespace-pre-line text-lg text-neutral-200">
            {content.heroText || DEFAULT_HERO_TEXT}
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
