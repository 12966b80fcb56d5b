// Types for bench-pages-data.mjs, which the browser suite's page-weight check imports.
export declare function prepareAccount(base: string): Promise<{
  sessionCookie: { name: string; value: string };
  /** An approved chauffeur's session, with one assigned job and one open offer. */
  driverCookie: { name: string; value: string };
  bookingId: number;
  /** `/trip/{token}`: a live ride, its chauffeur on the way with a position (the drawn map). */
  tripPath: string;
  partnerSlug: string;
  draftId: string;
  draft: Record<string, unknown>;
}>;
