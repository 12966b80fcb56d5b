import "server-only";

/** Every caller whose address cannot be told shares this one rate-limit bucket. */
export const UNKNOWN_CLIENT_ADDRESS = "local";

// An IPv6 address with a zone id fits easily; anything longer is not an address and would only
// grow the rate-limit keys.
const MAX_ADDRESS_LENGTH = 64;

/** A Fetch `Headers`, or the plain record next-auth passes to `authorize` (values may be lists). */
export type HeaderSource = Headers | Record<string, unknown> | undefined;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers?.[name];
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join(",");
  return undefined;
}

function usable(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_ADDRESS_LENGTH ? trimmed : undefined;
}

/**
 * The caller's address for per-address rate limits. `x-real-ip` is set by the proxy itself
 * (Vercel, nginx). Proxies append to `x-forwarded-for`, so its first entries are whatever the
 * client sent and only the last one was written by the nearest proxy.
 */
export function clientAddressFromHeaders(headers: HeaderSource): string {
  const realIp = usable(header(headers, "x-real-ip"));
  if (realIp) return realIp;
  const forwarded = header(headers, "x-forwarded-for")?.split(",") ?? [];
  return usable(forwarded.findLast((entry) => entry.trim() !== "")) ?? UNKNOWN_CLIENT_ADDRESS;
}

export function clientAddress(request: Request): string {
  return clientAddressFromHeaders(request.headers);
}
