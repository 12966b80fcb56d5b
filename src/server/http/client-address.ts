import "server-only";
import { getServerConfig } from "@/env";
import { isSocketAddressStamped, SOCKET_ADDRESS_HEADER } from "./socket-address";

/** Every caller whose address cannot be told shares this one rate-limit bucket. */
export const UNKNOWN_CLIENT_ADDRESS = "local";

// An IPv6 address with a zone id fits easily; anything longer is not an address and would only
// grow the rate-limit keys.
const MAX_ADDRESS_LENGTH = 64;

/** A Fetch `Headers`, or the plain record next-auth passes to `authorize` (values may be lists). */
export type HeaderSource = Headers | Record<string, unknown> | undefined;

export function headerValue(headers: HeaderSource, name: string): string | undefined {
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
 * The address the server's own socket saw (stamped by socket-address.ts), with IPv4 in IPv6
 * form shortened, so "::ffff:127.0.0.1" and "127.0.0.1" are one caller.
 */
export function socketAddressFromHeaders(headers: HeaderSource): string | undefined {
  if (!isSocketAddressStamped()) return undefined;
  return usable(headerValue(headers, SOCKET_ADDRESS_HEADER)?.replace(/^::ffff:/i, ""));
}

/**
 * The caller's address for per-address rate limits. Only the header the deployment names
 * (config.trustedProxyHeader: Vercel's x-real-ip, or TRUSTED_PROXY_HEADER) is believed, since
 * any client can send x-real-ip or x-forwarded-for to a server it reaches directly; otherwise
 * the socket's address. A proxy appends to a list, so of a list only the last entry, the one
 * the nearest (trusted) proxy wrote, counts.
 */
export function clientAddressFromHeaders(headers: HeaderSource): string {
  const trusted = getServerConfig().trustedProxyHeader;
  if (trusted) {
    const entries = headerValue(headers, trusted)?.split(",") ?? [];
    const fromProxy = usable(entries.findLast((entry) => entry.trim() !== ""));
    if (fromProxy) return fromProxy;
  }
  return socketAddressFromHeaders(headers) ?? UNKNOWN_CLIENT_ADDRESS;
}

export function clientAddress(request: Request): string {
  return clientAddressFromHeaders(request.headers);
}

function isLoopbackAddress(address: string | undefined): boolean {
  const plain = address?.replace(/^::ffff:/i, "") ?? "";
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * This machine itself: the socket is loopback and so is the caller's address as clientAddress()
 * reads it. Behind a proxy on the same machine every socket is loopback, so when a proxy header
 * is trusted the address the proxy forwarded decides too; a header alone never makes a caller
 * local (a remote client reaching the socket directly is refused by the socket test).
 */
export function isLoopbackHeaders(headers: HeaderSource): boolean {
  return (
    isLoopbackAddress(socketAddressFromHeaders(headers)) &&
    isLoopbackAddress(clientAddressFromHeaders(headers))
  );
}

export function isLoopbackRequest(request: Request): boolean {
  return isLoopbackHeaders(request.headers);
}
