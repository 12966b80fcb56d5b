import { eq } from "drizzle-orm";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/pages/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PUT as saveRoute,
} from "@/app/api/admin/pages/[id]/route";
import { POST as unpublishRoute } from "@/app/api/admin/pages/[id]/unpublish/route";
import { GET as revisionsRoute } from "@/app/api/admin/pages/[id]/revisions/route";
import { GET as revisionRoute } from "@/app/api/admin/pages/[id]/revisions/[revisionId]/route";
import { POST as restoreRoute } from "@/app/api/admin/pages/[id]/revisions/[revisionId]/restore/route";
import type { AdminPage, AdminPageRow, AdminPageStats } from "@/lib/content/admin-pages";
import { getDb } from "@/server/db/client";
import { contentPages, type UserRow } from "@/server/db/schema";
import { call, type Envelope } from "@test/accounts";

/** The console's page routes, called as the given user (null: signed out). */
export type Caller = UserRow | null;
type Id = { id: string };
type RevisionIds = { id: string; revisionId: string };

export interface ListEnvelope extends Envelope {
  data: AdminPageRow[];
  stats: AdminPageStats;
}

const as = (user: Caller) => (user ? { as: user } : {});

export const pagesApi = {
  list: (user: Caller, query = "") =>
    call<ListEnvelope>(listRoute, { url: `/api/admin/pages${query}`, ...as(user) }),
  create: (user: Caller, body: unknown) =>
    call(createRoute, { method: "POST", url: "/api/admin/pages", body, ...as(user) }),
  get: (user: Caller, id: number | string) =>
    call<Envelope, Id>(getRoute, {
      url: `/api/admin/pages/${id}`,
      params: { id: String(id) },
      ...as(user),
    }),
  save: (user: Caller, id: number | string, body: unknown) =>
    call<Envelope, Id>(saveRoute, {
      method: "PUT",
      url: `/api/admin/pages/${id}`,
      params: { id: String(id) },
      body,
      ...as(user),
    }),
  remove: (user: Caller, id: number | string) =>
    call<Envelope, Id>(deleteRoute, {
      method: "DELETE",
      url: `/api/admin/pages/${id}`,
      params: { id: String(id) },
      ...as(user),
    }),
  unpublish: (user: Caller, id: number | string) =>
    call<Envelope, Id>(unpublishRoute, {
      method: "POST",
      url: `/api/admin/pages/${id}/unpublish`,
      params: { id: String(id) },
      ...as(user),
    }),
  revisions: (user: Caller, id: number | string) =>
    call<Envelope, Id>(revisionsRoute, {
      url: `/api/admin/pages/${id}/revisions`,
      params: { id: String(id) },
      ...as(user),
    }),
  revision: (user: Caller, id: number | string, revisionId: number | string) =>
    call<Envelope, RevisionIds>(revisionRoute, {
      url: `/api/admin/pages/${id}/revisions/${revisionId}`,
      params: { id: String(id), revisionId: String(revisionId) },
      ...as(user),
    }),
  restore: (user: Caller, id: number | string, revisionId: number | string) =>
    call<Envelope, RevisionIds>(restoreRoute, {
      method: "POST",
      url: `/api/admin/pages/${id}/revisions/${revisionId}/restore`,
      params: { id: String(id), revisionId: String(revisionId) },
      ...as(user),
    }),
};

let counter = 0;
/** A valid editor payload with a fresh slug. */
export function pageBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Our fleet ${counter}`,
    slug: `our-fleet-${counter}`,
    meta_description: "The cars we drive",
    body_markdown: "## Sedans\n\nQuiet and roomy.",
    action: "draft",
    ...overrides,
  };
}

export async function pageIdOf(slug: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ page_id: contentPages.page_id })
    .from(contentPages)
    .where(eq(contentPages.slug, slug));
  return row!.page_id;
}

export const pageOf = (body: Envelope) => body.data as AdminPage;
