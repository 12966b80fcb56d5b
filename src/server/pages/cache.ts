import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";

/**
 * Published pages live in Next's data cache and full-route cache (shared by every instance on
 * Vercel), so a visitor's request never waits for the database. Publishing, unpublishing,
 * restoring or deleting expires the page's tag and path; the next visit renders it afresh.
 */
export const CONTENT_PAGES_TAG = "content-pages";

export function contentPageTag(slug: string): string {
  return `content-page:${slug}`;
}

function outsideNext(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.message.startsWith("Invariant: static generation store missing") ||
      error.message.startsWith("Invariant: incrementalCache missing"))
  );
}

/** Expires the public copies of the pages at these slugs (old and new when a slug moved). */
export function expirePublicPages(slugs: readonly string[]): void {
  try {
    for (const slug of new Set(slugs)) {
      revalidateTag(contentPageTag(slug), { expire: 0 });
      revalidatePath(`/${slug}`);
    }
    revalidateTag(CONTENT_PAGES_TAG, { expire: 0 });
  } catch (error) {
    // Scripts and tests run outside a Next.js server: there is no cache to expire.
    if (!outsideNext(error)) throw error;
  }
}

export function isOutsideNextError(error: unknown): boolean {
  return outsideNext(error);
}
