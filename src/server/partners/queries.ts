import "server-only";
import { eq } from "drizzle-orm";
import type { PartnerView } from "@/lib/partners/types";
import type { Executor } from "@/server/db/client";
import { partners, type PartnerRow } from "@/server/db/schema";
import { findRow } from "@/server/db/find-row";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import type { Transaction } from "@/server/db/types";

export const PARTNER_NOT_FOUND = "Partner not found";

export function partnerView(row: PartnerRow): PartnerView {
  return {
    partner_id: row.partner_id,
    user_id: row.user_id,
    status: row.status,
    slug: row.slug,
    contact_person_name: row.contact_person_name,
    contact_person_email: row.contact_person_email,
    contact_person_phone: row.contact_person_phone,
    company_name: row.company_name,
    company_phone: row.company_phone,
    company_address: row.company_address,
    company_registration: row.company_registration,
    vat_number: row.vat_number,
    guest_hero_title: row.guest_hero_title,
    guest_hero_text: row.guest_hero_text,
    guest_hero_image_url: row.guest_hero_image_url,
    guest_logo_url: row.guest_logo_url,
    rate_airport_bps: row.rate_airport_bps,
    rate_hourly_bps: row.rate_hourly_bps,
    rate_events_bps: row.rate_events_bps,
    rate_business_bps: row.rate_business_bps,
    created_at: row.created_at.toISOString(),
    approved_at: row.approved_at?.toISOString() ?? null,
  };
}

export async function findPartnerById(
  partnerId: number,
  executor?: Executor,
): Promise<PartnerRow | null> {
  return findRow(partners, eq(partners.partner_id, partnerId), executor);
}

/** The partner's row, locked until the transaction ends (changes to it queue); else a 404. */
export function lockPartnerRow(
  tx: Transaction,
  partnerId: number,
  missing: string,
): Promise<PartnerRow> {
  return lockRowOrNotFound(tx, partners, eq(partners.partner_id, partnerId), missing);
}

export async function findPartnerByUser(
  userId: number,
  executor?: Executor,
): Promise<PartnerRow | null> {
  return findRow(partners, eq(partners.user_id, userId), executor);
}

export async function findPartnerBySlug(
  slug: string,
  executor?: Executor,
): Promise<PartnerRow | null> {
  return findRow(partners, eq(partners.slug, slug), executor);
}

/** A guest page is public, and takes bookings, only while its partner is Active. */
export async function findActivePartnerBySlug(
  slug: string,
  executor?: Executor,
): Promise<PartnerRow | null> {
  const row = await findPartnerBySlug(slug, executor);
  return row?.status === "Active" ? row : null;
}
