/** What the console's Page Management reads from `/api/admin/pages`: shared by server and UI. */
import { labelKeys } from "@/lib/label-keys";

export type PageStatus = "Draft" | "Published";

export const REVISION_ACTION_LABELS = {
  draft: "Saved as draft",
  publish: "Published",
  unpublish: "Unpublished",
  restore: "Restored",
};
export type RevisionAction = keyof typeof REVISION_ACTION_LABELS;
export const REVISION_ACTIONS = labelKeys(REVISION_ACTION_LABELS);

/** A revision's action in words (an action written by an older release shows as stored). */
export function revisionLabel(action: string): string {
  return REVISION_ACTION_LABELS[action as RevisionAction] ?? action;
}

/** A row of the pages table. */
export interface AdminPageRow {
  page_id: number;
  title: string;
  slug: string;
  status: PageStatus;
  is_system: boolean;
  /** The working copy differs from what visitors see (a draft saved after the last publish). */
  has_unpublished_changes: boolean;
  updated_at: string;
  views: number;
}

/** The three cards above the table. */
export interface AdminPageStats {
  total_pages: number;
  published_pages: number;
  total_views: number;
}

/** The editor's page: the working copy plus where it is published. */
export interface AdminPage extends AdminPageRow {
  meta_description: string;
  body_markdown: string;
  published_revision_id: number | null;
  /** The address visitors use today (the published revision's slug), null when not published. */
  published_slug: string | null;
  published_at: string | null;
}

/** A line of the revisions panel: who, when, what. */
export interface AdminRevisionSummary {
  revision_id: number;
  action: RevisionAction;
  title: string;
  slug: string;
  created_at: string;
  created_by_name: string | null;
  /** The revision visitors see now. */
  is_published: boolean;
}

/** One revision in full, with its sanitised HTML for viewing. */
export interface AdminRevision extends AdminRevisionSummary {
  meta_description: string;
  body_markdown: string;
  html: string;
}
