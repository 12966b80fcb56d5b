/** Content pages: the console editor's form and the admin endpoints share these schemas. */
import { z } from "zod";
import { idParam } from "./ids";
import { isReservedSlug, SLUG_MAX, SLUG_MESSAGES, SLUG_PATTERN } from "@/lib/content/slug";
import { trimmedText } from "./fields";

export const CONTENT_PAGE_LIMITS = { title: 120, meta: 300, body: 100_000 } as const;

export const CONTENT_PAGE_MESSAGES = {
  titleRequired: "Please enter a title",
  titleTooLong: `The title must be at most ${CONTENT_PAGE_LIMITS.title} characters`,
  metaTooLong: `The meta description must be at most ${CONTENT_PAGE_LIMITS.meta} characters`,
  bodyTooLong: `The page must be at most ${CONTENT_PAGE_LIMITS.body} characters`,
  slugTaken: "Another page already uses this URL",
  systemSlug: "A system page keeps its URL",
  systemDelete: "System pages cannot be deleted, only edited",
  systemUnpublish:
    "System pages stay published (the site links to them); save a draft to change them",
  notPublished: "This page is not published",
  notFound: "Page not found",
  revisionNotFound: "Revision not found",
  saved: "Draft saved",
  published: "Page published",
  unpublished: "Page unpublished",
  restored: "Revision restored",
  deleted: "Page deleted",
} as const;

export const slugSchema = trimmedText({
  required: SLUG_MESSAGES.required,
  max: SLUG_MAX,
  tooLong: SLUG_MESSAGES.tooLong,
})
  .regex(SLUG_PATTERN, SLUG_MESSAGES.format)
  .refine((slug) => !isReservedSlug(slug), SLUG_MESSAGES.reserved);

export const contentPageSchema = z.strictObject({
  title: trimmedText({
    required: CONTENT_PAGE_MESSAGES.titleRequired,
    max: CONTENT_PAGE_LIMITS.title,
    tooLong: CONTENT_PAGE_MESSAGES.titleTooLong,
  }),
  slug: slugSchema,
  meta_description: z
    .string()
    .trim()
    .max(CONTENT_PAGE_LIMITS.meta, CONTENT_PAGE_MESSAGES.metaTooLong),
  body_markdown: z.string().max(CONTENT_PAGE_LIMITS.body, CONTENT_PAGE_MESSAGES.bodyTooLong),
});
export type ContentPageInput = z.infer<typeof contentPageSchema>;

/** What a save does besides keeping a revision. */
export const CONTENT_PAGE_ACTIONS = ["draft", "publish"] as const;
export const contentPageSaveSchema = contentPageSchema.extend({
  action: z.enum(CONTENT_PAGE_ACTIONS, { error: "Choose draft or publish" }),
});
export type ContentPageSaveInput = z.infer<typeof contentPageSaveSchema>;

export const contentPageIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** `/api/admin/pages/[id]` and its revisions: a malformed id answers 404 like a missing page. */
export const pageIdParamsSchema = z.object({ id: idParam });
export const pageRevisionParamsSchema = z.object({ id: idParam, revisionId: idParam });

/** JSON bodies of the editor carry a whole page (UTF-8 may take four bytes a character). */
export const CONTENT_PAGE_MAX_BODY_BYTES = 512 * 1024;
