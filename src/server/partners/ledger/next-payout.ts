import "server-only";
import { eq } from "drizzle-orm";
import { nextPayoutDate, type PayoutSchedule } from "@/lib/partners/payout-period";
import { getDb } from "@/server/db/client";
import { partnerBankAccounts, partnerPayouts } from "@/server/db/schema";
import { ledgerNow, ledgerTimeZone } from "./clock";

/**
 * When the partner's next payout is due, for its Payouts page: the next run day of its schedule
 * (weekly without bank details, the form's default) whose period has no payout yet.
 */
export async function nextPayout(
  partnerId: number,
  clock?: { now: Date; timeZone: string },
): Promise<{ date: string; schedule: PayoutSchedule }> {
  const db = await getDb();
  const now = clock?.now ?? (await ledgerNow(db));
  const timeZone = clock?.timeZone ?? (await ledgerTimeZone());
  const [account] = await db
    .select({ schedule: partnerBankAccounts.payout_schedule })
    .from(partnerBankAccounts)
    .where(eq(partnerBankAccounts.partner_id, partnerId));
  const periods = new Set(
    (
      await db
        .select({ period: partnerPayouts.period })
        .from(partnerPayouts)
        .where(eq(partnerPayouts.partner_id, partnerId))
    ).map((row) => row.period),
  );
  const schedule = account?.schedule ?? "weekly";
  return {
    schedule,
    date: nextPayoutDate({ schedule, now, timeZone, hasPayout: (period) => periods.has(period) }),
  };
}
