import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { getCacheNamespace } from "@/server/db/client";

/**
 * Published pages live in Next's data cache and full-route cache (shared by every instance on
 * Vercel), so a visitor's request never waits for the database. Publishing, unpublishing,
 * restoring or deleting expires the page's tag and path; the next visit renders it afresh.
 * Both caches are shared by every server started from one build, whatever its database, so keys
 * and tags name the database (src/server/db/identity.ts; rendered pages: cache-handler.cjs).
 */
export function contentPagesTag(namespace: string): string {
  return `content-pages:${namespace}`;
}

export function contentPageTag(namespace: string, slug: string): string {
  return `content-page:${namespace}:${slug}`;
}

/** The data-cache key parts of the published page at a slug of one database. */
export function contentPageKeyParts(namespace: string, slug: string): string[] {
  return ["content-page", "v2", namespace, slug];
}

function outsideNext(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.message.startsWith("Invariant: static generation store missing") ||
      error.message.startsWith("Invariant: incrementalCache missing"))
  );
}

/**
 * Expires this database's public copies of the pages at these slugs (old and new when a slug
 * moved). revalidatePath has no database in it: it also expires other databases' renders of the
 * path in this process, which only costs them a fresh render.
 */
export async function expirePublicPages(slugs: readonly string[]): Promise<void> {
  const namespace = await getCacheNamespace();
  try {
    for (const slug of new Set(slugs)) {
      revalidateTag(contentPageTag(namespace, slug), { expire: 0 });
      revalidatePath(`/${slug}`);
    }
    revalidateTag(contentPagesTag(namespace), { expire: 0 });
  } catch (error) {
    // Scripts and tests run outside a Next.js server: there is no cache to expire.
    if (!outsideNext(error)) throw error;
  }
}

export function isOutsideNextError(error: unknown): boolean {
  return outsideNext(error);
}
