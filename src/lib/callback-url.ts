/**
 * Where a user may be sent after signing in: a path on this site and nothing else. Shared by
 * next-auth's redirect callback on the server and the login form in the browser, so both decide
 * the same way.
 *
 * The value is parsed against the site's own origin, the way a browser would, and accepted only
 * if it stays on that origin. Browsers drop tabs and newlines and read `\` as `/`, so
 * `/\t/evil.example` or `/\evil.example` would become `//evil.example`; anything carrying such
 * characters, raw or percent-encoded, is refused rather than repaired.
 */

// Control characters, whitespace and backslashes: never part of a path we link to ourselves.
const SUSPICIOUS = /[\u0000-\u0020\u007f-\u009f\\]/;
// Once decoded, an encoded space is fine (`?q=a%20b`); control characters and `\` are not.
const SUSPICIOUS_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/;

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function isPlainPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//");
}

/**
 * The same-origin path (with query and fragment) that `value` points to, or null. Relative
 * values must be a single-slash path; absolute ones must name exactly `origin`.
 */
export function sameOriginPath(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > 2000) return null;
  if (SUSPICIOUS.test(value)) return null;
  const decoded = decodedOnce(value);
  if (decoded === null || SUSPICIOUS_DECODED.test(decoded)) return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(value, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  // next-auth's own callback cookie holds the bare site URL (no trailing slash): the home page.
  if (!isPlainPath(value) && value !== base.origin && !value.startsWith(`${base.origin}/`))
    return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // A path that decodes to `//host` could be re-read as protocol-relative by the next hop.
  if (!isPlainPath(path) || (decodedOnce(target.pathname) ?? "//").startsWith("//")) return null;
  return path;
}

/**
 * The browser's choice after sign-in: a same-origin path, never back to the sign-in or
 * registration pages (that would loop).
 */
export function safeCallbackUrl(
  value: string | null | undefined,
  origin: string = typeof window === "undefined" ? "http://localhost" : window.location.origin,
): string | null {
  const path = sameOriginPath(value, origin);
  if (!path || /^\/(login|register)(?:[/?#]|$)/.test(path)) return null;
  return path;
}
