import type { ReactNode } from "react";

/** The card networks the number's first digits name (IIN ranges); null until they do. */
export type CardBrand = "visa" | "mastercard" | "amex";

export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/\D/g, "");
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return null;
}

const BRANDS: { brand: CardBrand; name: string; mark: ReactNode }[] = [
  {
    brand: "visa",
    name: "Visa",
    mark: (
      <>
        <rect width="38" height="24" rx="4" fill="#1a1f71" />
        <text
          x="19"
          y="16.5"
          textAnchor="middle"
          fontSize="10"
          fontWeight="700"
          fill="#fff"
          fontStyle="italic"
        >
          VISA
        </text>
      </>
    ),
  },
  {
    brand: "mastercard",
    name: "Mastercard",
    mark: (
      <>
        <rect width="38" height="24" rx="4" fill="#1f1f1f" />
        <circle cx="15" cy="12" r="7" fill="#eb001b" />
        <circle cx="23" cy="12" r="7" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  {
    brand: "amex",
    name: "American Express",
    mark: (
      <>
        <rect width="38" height="24" rx="4" fill="#2e77bc" />
        <text x="19" y="15.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="#fff">
          AMEX
        </text>
      </>
    ),
  },
];

/**
 * The accepted networks beside the card number; once the digits name one, the others fade and
 * screen readers hear which card was recognised. Simple marks drawn for the site.
 */
export function CardBrands({ cardNumber }: { cardNumber: string }) {
  const detected = detectCardBrand(cardNumber);
  const detectedName = BRANDS.find((entry) => entry.brand === detected)?.name;
  return (
    <div data-testid="card-brand" data-brand={detected ?? ""} className="flex items-center gap-1.5">
      {BRANDS.map(({ brand, name, mark }) => (
        <svg
          key={brand}
          viewBox="0 0 38 24"
          width="38"
          height="24"
          role="img"
          aria-label={name}
          className={detected && detected !== brand ? "opacity-25" : undefined}
        >
          {mark}
        </svg>
      ))}
      <span className="sr-only" aria-live="polite">
        {detectedName ? `${detectedName} card` : ""}
      </span>
    </div>
  );
}
