// Types for bench-pages-data.mjs, which the browser suite's page-weight check imports.
export declare function prepareAccount(base: string): Promise<{
  sessionCookie: { name: string; value: string };
  bookingId: number;
  partnerSlug: string;
  draftId: string;
  draft: Record<string, unknown>;
}>;
