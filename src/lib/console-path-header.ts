/**
 * The request header proxy.ts sets to the requested path on console requests (overwriting any
 * sent by the client), so the console layout, which Next.js does not tell its path, can let an
 * administrator who must set up two-factor sign-in reach the set-up page. Pages pass their own
 * path to their guard as well, so nothing depends on the proxy alone.
 */
export const CONSOLE_PATHNAME_HEADER = "x-console-pathname";
