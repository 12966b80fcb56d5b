import "server-only";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { guestPageUrl } from "@/lib/partners/partner-host";
import {
  GUEST_PAGE_LIMITS,
  guestPageFieldsSchema,
  type GuestPageFields,
} from "@/lib/validations/partner-guest-page";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { partners, type AuditChanges, type PartnerRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { readMultipart, type UploadedFile } from "@/server/http/multipart";
import { parseWith } from "@/server/http/validation";
import { deleteStoredFiles, withUploads } from "@/server/storage/stored-files";
import { partnerUpdatedEvent } from "./partner-events";

export interface GuestPageSettings {
  slug: string;
  url: string;
  status: PartnerRow["status"];
  company_name: string;
  guest_hero_title: string | null;
  guest_hero_text: string | null;
  guest_hero_image_url: string | null;
  guest_logo_url: string | null;
}

export function guestPageSettings(row: PartnerRow): GuestPageSettings {
  const config = getServerConfig();
  return {
    slug: row.slug,
    url: guestPageUrl(row.slug, config.siteUrl, config.partnerRootDomain),
    status: row.status,
    company_name: row.company_name,
    guest_hero_title: row.guest_hero_title,
    guest_hero_text: row.guest_hero_text,
    guest_hero_image_url: row.guest_hero_image_url,
    guest_logo_url: row.guest_logo_url,
  };
}

const LIMITS = {
  files: {
    logo: { maxBytes: GUEST_PAGE_LIMITS.imageBytes },
    hero_image: { maxBytes: GUEST_PAGE_LIMITS.imageBytes },
  },
  fields: {
    guest_hero_title: { maxLength: 1000 },
    guest_hero_text: { maxLength: 4000 },
    remove_logo: { maxLength: 10 },
    remove_hero_image: { maxLength: 10 },
  },
  maxRequestBytes: 2 * GUEST_PAGE_LIMITS.imageBytes + 64 * 1024,
} as const;

/** Reads PUT /api/partner/guest-page: the text fields (zod) and the two optional images. */
export async function readGuestPageForm(
  request: Request,
): Promise<{ fields: GuestPageFields; logo?: UploadedFile; hero?: UploadedFile }> {
  const { files, fields } = await readMultipart(request, LIMITS);
  return {
    fields: parseWith(guestPageFieldsSchema, fields),
    logo: files.logo[0],
    hero: files.hero_image[0],
  };
}

/**
 * Save publishes: the texts and images go live at once (on an Active partner's page). Images are
 * checked by their bytes and re-encoded, stored public (visitors read them), and the replaced
 * ones removed after the commit.
 */
export async function saveGuestPage(input: {
  partner: PartnerRow;
  fields: GuestPageFields;
  logo?: UploadedFile;
  hero?: UploadedFile;
  actor: AuditActor;
}): Promise<PartnerRow> {
  const { partner, fields } = input;
  const image = (file: UploadedFile, folder: string, maxSide: number) => ({
    ownerKind: "partner" as const,
    ownerId: partner.partner_id,
    visibility: "public" as const,
    file,
    folder,
    maxSide,
  });
  const { row, replaced } = await withUploads(async (uploads) => {
    const logo = input.logo
      ? await uploads.storeImage(image(input.logo, "partners/logos", 600))
      : null;
    const hero = input.hero
      ? await uploads.storeImage(image(input.hero, "partners/heroes", 2400))
      : null;
    const next = {
      guest_hero_title:
        fields.guest_hero_title === undefined ? partner.guest_hero_title : fields.guest_hero_title,
      guest_hero_text:
        fields.guest_hero_text === undefined ? partner.guest_hero_text : fields.guest_hero_text,
      guest_logo_url: logo?.url ?? (fields.remove_logo === "true" ? null : partner.guest_logo_url),
      guest_hero_image_url:
        hero?.url ?? (fields.remove_hero_image === "true" ? null : partner.guest_hero_image_url),
    };
    const changes: AuditChanges = {};
    for (const [key, value] of Object.entries(next) as [keyof typeof next, string | null][])
      if (value !== partner[key]) changes[key] = { old: partner[key], new: value };
    return inTransaction(undefined, async (tx) => {
      const [updated] = await tx
        .update(partners)
        .set({ ...next, updated_at: new Date() })
        .where(eq(partners.partner_id, partner.partner_id))
        .returning();
      if (Object.keys(changes).length > 0)
        await recordAudit(
          tx,
          partnerUpdatedEvent(partner.partner_id, input.actor, "guest_page_updated", changes),
        );
      const dropped = [
        partner.guest_logo_url !== next.guest_logo_url ? partner.guest_logo_url : null,
        partner.guest_hero_image_url !== next.guest_hero_image_url
          ? partner.guest_hero_image_url
          : null,
      ].filter((url): url is string => url !== null && url.startsWith("/api/files/"));
      return { row: updated!, replaced: dropped };
    });
  });
  if (replaced.length > 0)
    await deleteStoredFiles(replaced).catch((error: unknown) =>
      console.error("[partners] could not remove replaced guest page images", error),
    );
  return row;
}
