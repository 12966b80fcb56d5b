/** A guest page slug: lower-case letters, digits and single hyphens, 3 to 48 characters. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,46}[a-z0-9]$/;
export const SLUG_MAX = 48;

/**
 * The slug a company name suggests ("Bennett & Sons Executive Travel Ltd." becomes
 * "bennett-sons-executive-travel-ltd"); accents are dropped, anything else becomes a hyphen.
 * A name with no usable letters falls back to "partner".
 */
export function slugFromName(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX - 4)
    .replace(/-+$/g, "");
  return base.length >= 3 ? base : `partner${base ? `-${base}` : ""}`;
}

/** The first candidate not in `taken`: the base, then base-2, base-3, ... */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
