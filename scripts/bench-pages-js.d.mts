// Types for bench-pages-js.mjs, which the browser suite's page-weight check imports.
export declare const EXTRA_JS_KB: number;
export interface BenchPage {
  name: string;
  path: string;
  draft?: boolean;
  signedIn?: boolean;
  /** Opened with the chauffeur's session. */
  driver?: boolean;
  earlierStep?: boolean;
  /** What `--pages=` names it by when its path carries a token (`/trip`). */
  match?: string;
}
export declare function benchPages(account: {
  draftId: string;
  bookingId: number;
  partnerSlug: string;
  /** `/trip/{token}` of a live ride; without it the trip page is left out. */
  tripPath?: string;
}): BenchPage[];
export declare function pageCookie(
  page: BenchPage,
  account: {
    sessionCookie: { name: string; value: string };
    driverCookie: { name: string; value: string };
  },
): { name: string; value: string } | undefined;
export declare function initialScripts(
  url: string,
  cookie?: { name: string; value: string },
): Promise<Set<string>>;
export declare function initialJsKb(base: string, scripts: Iterable<string>): Promise<number>;
export declare function printJsTable(
  rows: { name: string; path: string; jsKb: number }[],
  extraJsKb: number,
): number;
