import { z } from "zod";

/** An unset or blank variable is undefined. */
export const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const flag = z
  .string()
  .trim()
  .optional()
  .transform((value) => value !== undefined && value !== "" && value !== "0" && value !== "false");

/*
 * Where the site is and whom to believe about a caller's address. Pure functions of values
 * env.ts has read (it stays the only reader of the environment).
 */

// A header name as HTTP allows it, stored lower-case: Fetch's Headers compare that way.
/** A 0/1 switch: anything else is a configuration error naming the variable. */
export const oneOrZero = (name: string) =>
  z
    .enum(["", "0", "1"], { message: `${name} must be 1 or 0` })
    .optional()
    .transform((value) => value === "1");

export const headerNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]+$/, "TRUSTED_PROXY_HEADER must be a header name such as x-real-ip")
  .transform((value) => value.toLowerCase());

export const portSchema = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, "PORT must be a port number")
  .transform(Number);

/**
 * The site's public URL: NEXTAUTH_URL when set (a deployment must set it); locally the port the
 * server listens on (`next start -p 3100` sets PORT), so links in e-mails reach this server.
 */
export function siteUrlFor(env: { NEXTAUTH_URL?: string; PORT?: number }): string {
  const url = env.NEXTAUTH_URL ?? `http://localhost:${env.PORT ?? 3000}`;
  return url.replace(/\/$/, "");
}

/**
 * The one request header that carries the caller's address, or null to use the socket's address.
 * A header is believed only when the deployment says a proxy writes it: Vercel sets x-real-ip
 * itself (and overwrites x-forwarded-for); elsewhere TRUSTED_PROXY_HEADER names it. A directly
 * exposed server trusts no header, since any client can send one.
 */
export function trustedProxyHeaderFor(env: {
  VERCEL: boolean;
  TRUSTED_PROXY_HEADER?: string;
}): string | null {
  return env.TRUSTED_PROXY_HEADER ?? (env.VERCEL ? "x-real-ip" : null);
}
