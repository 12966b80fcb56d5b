import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { users } from "./users";
import { createdAt, instant, optionalRef, requiredRef, serialId, timestamps } from "./columns";

export const CONTENT_PAGE_STATUSES = ["Draft", "Published"] as const;
export type ContentPageStatus = (typeof CONTENT_PAGE_STATUSES)[number];

/**
 * A public content page edited from the console. The row holds the working copy (what the
 * editor shows); visitors see the published revision, so saving a draft never changes the site.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    page_id: serialId("page_id"),
    slug: text("slug").notNull().unique("content_pages_slug_unique"),
    title: text("title").notNull(),
    meta_description: text("meta_description").notNull().default(""),
    body_markdown: text("body_markdown").notNull().default(""),
    status: text("status").$type<ContentPageStatus>().notNull().default("Draft"),
    // System pages (About, Privacy Policy, Terms) are linked from the site: edited, never deleted.
    is_system: boolean("is_system").notNull().default(false),
    // No foreign key: the two tables refer to each other; the revision is deleted with the page.
    published_revision_id: integer("published_revision_id"),
    published_at: instant("published_at"),
    ...timestamps(),
    updated_by: optionalRef("updated_by", () => users.user_id, "set null"),
  },
  (table) => [
    index("content_pages_updated_idx").on(table.updated_at),
    check("content_pages_status_check", sql`${table.status} in ('Draft', 'Published')`),
  ],
);

/** Every save of a page: who and when, and the whole content so any revision can be restored. */
export const contentPageRevisions = pgTable(
  "content_page_revisions",
  {
    revision_id: serialId("revision_id"),
    page_id: requiredRef("page_id", () => contentPages.page_id, "cascade"),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    meta_description: text("meta_description").notNull(),
    body_markdown: text("body_markdown").notNull(),
    // What the save did: draft, publish, unpublish or restore.
    action: text("action").notNull(),
    created_at: createdAt(),
    created_by: optionalRef("created_by", () => users.user_id, "set null"),
  },
  (table) => [index("content_page_revisions_page_idx").on(table.page_id, table.revision_id)],
);

/** Visitors' views per page and day: one upserted counter row, never one row per view. */
export const contentPageViews = pgTable(
  "content_page_views",
  {
    page_id: requiredRef("page_id", () => contentPages.page_id, "cascade"),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.page_id, table.day] })],
);

/**
 * Who has been counted for a page on a day, so reloading a page (or a script calling the beacon)
 * adds one view per visitor, page and UTC day. `visitor_hash` is a keyed hash of the address,
 * page and day: no address is stored, and a hash says nothing on another day. Rows of past days
 * are deleted as new views arrive.
 */
export const contentPageVisitors = pgTable(
  "content_page_visitors",
  {
    page_id: requiredRef("page_id", () => contentPages.page_id, "cascade"),
    day: date("day").notNull(),
    visitor_hash: text("visitor_hash").notNull(),
  },
  (table) => [primaryKey({ columns: [table.page_id, table.day, table.visitor_hash] })],
);
