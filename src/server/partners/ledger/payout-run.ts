import "server-only";
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { duePayout, MINIMUM_PAYOUT_PENCE, type PayoutSchedule } from "@/lib/partners/payout-period";
import { payoutMoney } from "@/lib/partners/vat";
import { todayInZone } from "@/lib/time-rules";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import {
  bookings,
  partnerBankAccounts,
  partnerCommissions,
  partnerPayouts,
  partners,
} from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { getPayoutAccount } from "../payment-info";
import { availableCondition } from "./balances";
import { buildStatementSnapshot } from "./statement-snapshot";

export interface CreatedPayout {
  payout_id: number;
  partner_id: number;
  period: string;
  amount_pence: number;
  vat_pence: number;
  total_pence: number;
}

/** A partner the run did not pay because what is due is under the minimum (said, not silent). */
export interface BelowMinimum {
  partner_id: number;
  company_name: string;
  due_pence: number;
}

export interface PayoutRunResult {
  /** The run's date in the operator's zone. */
  run_date: string;
  created: CreatedPayout[];
  below_minimum: BelowMinimum[];
}

interface PartnerRun {
  partnerId: number;
  schedule: PayoutSchedule;
  now: Date;
  timeZone: string;
  actor: AuditActor;
}

/**
 * One partner's payout, if one is due, in its own transaction. The partner row is locked first,
 * so concurrent runs take turns; then a payout for the period already made ends it. The due rows
 * (available, not in a payout, and for a monthly partner written before the month's start) are
 * locked and summed, and only a sum at or above the minimum inserts the payout: a run that pays
 * nothing uses no payout number. VAT is added when the partner has a VAT number now (the time of
 * the payout), and the statement's snapshot is written with the payout.
 */
async function payOutPartner(
  tx: Transaction,
  input: PartnerRun,
): Promise<CreatedPayout | BelowMinimum | null> {
  const due = duePayout(input.schedule, input.now, input.timeZone);
  const [partner] = await tx
    .select()
    .from(partners)
    .where(eq(partners.partner_id, input.partnerId))
    .for("update");
  if (!partner || partner.status !== "Active") return null;
  const [existing] = await tx
    .select({ id: partnerPayouts.payout_id })
    .from(partnerPayouts)
    .where(
      and(eq(partnerPayouts.partner_id, input.partnerId), eq(partnerPayouts.period, due.period)),
    );
  if (existing) return null;
  const rows = await tx
    .select({ id: partnerCommissions.commission_id, amount: partnerCommissions.amount_pence })
    .from(partnerCommissions)
    .innerJoin(bookings, eq(bookings.booking_id, partnerCommissions.booking_id))
    .where(
      and(
        eq(partnerCommissions.partner_id, input.partnerId),
        isNull(partnerCommissions.payout_id),
        availableCondition(input.now),
        due.written_before ? lt(partnerCommissions.created_at, due.written_before) : undefined,
      ),
    )
    .for("update", { of: partnerCommissions });
  const gross = rows.reduce((sum, row) => sum + Math.max(0, row.amount), 0);
  const deductions = rows.reduce((sum, row) => sum - Math.min(0, row.amount), 0);
  if (gross - deductions < MINIMUM_PAYOUT_PENCE) {
    // Nothing at all due is no news; a balance waiting for the minimum is, to the operator.
    if (gross - deductions <= 0) return null;
    return {
      partner_id: input.partnerId,
      company_name: partner.company_name,
      due_pence: gross - deductions,
    };
  }
  const money = payoutMoney(gross - deductions, Boolean(partner.vat_number?.trim()));
  const account = await getPayoutAccount(tx, input.partnerId);
  const [payout] = await tx
    .insert(partnerPayouts)
    .values({
      partner_id: input.partnerId,
      period: due.period,
      gross_pence: gross,
      deductions_pence: deductions,
      amount_pence: money.net_pence,
      vat_rate_bps: money.vat_rate_bps,
      vat_pence: money.vat_pence,
      account: account?.masked ?? null,
      created_at: input.now,
    })
    .returning();
  await tx
    .update(partnerCommissions)
    .set({ payout_id: payout!.payout_id })
    .where(
      inArray(
        partnerCommissions.commission_id,
        rows.map((row) => row.id),
      ),
    );
  const statement = await buildStatementSnapshot(tx, {
    payout: payout!,
    partner,
    timeZone: input.timeZone,
  });
  await tx
    .update(partnerPayouts)
    .set({ statement })
    .where(eq(partnerPayouts.payout_id, payout!.payout_id));
  await recordAudit(tx, {
    actor: input.actor,
    entity: { kind: "payout", id: payout!.payout_id },
    action: "created",
    changes: {
      status: { old: null, new: "Pending" },
      amount_pence: { old: null, new: money.net_pence },
      vat_pence: { old: null, new: money.vat_pence },
      total_pence: { old: null, new: money.total_pence },
    },
    context: {
      partner_id: input.partnerId,
      period: due.period,
      schedule: input.schedule,
      rows: rows.length,
    },
  });
  return {
    payout_id: payout!.payout_id,
    partner_id: input.partnerId,
    period: due.period,
    amount_pence: money.net_pence,
    vat_pence: money.vat_pence,
    total_pence: money.total_pence,
  };
}

/**
 * The payout run (the administrator's button, and every Thursday 09:00 London the scheduled
 * `partners.payout` job per partner, scheduled-payouts.ts): each Active partner
 * whose schedule is due (lib/partners/payout-period.ts) and whose due balance reaches the
 * minimum gets one payout for its period, exactly once however often and however concurrently
 * the run is started. `now` and `timeZone` are the ledger's clock and the operator's zone.
 * `partnerIds` limits the run to those partners (the demo data pays only its own).
 */
export async function runPayouts(input: {
  now: Date;
  timeZone: string;
  actor: AuditActor;
  partnerIds?: readonly number[];
}): Promise<PayoutRunResult> {
  const active = await inTransaction(undefined, (tx) =>
    tx
      .select({ partner_id: partners.partner_id, schedule: partnerBankAccounts.payout_schedule })
      .from(partners)
      .leftJoin(partnerBankAccounts, eq(partnerBankAccounts.partner_id, partners.partner_id))
      .where(
        and(
          eq(partners.status, "Active"),
          input.partnerIds ? inArray(partners.partner_id, [...input.partnerIds]) : undefined,
        ),
      )
      .orderBy(partners.partner_id),
  );
  const created: CreatedPayout[] = [];
  const belowMinimum: BelowMinimum[] = [];
  for (const { partner_id: partnerId, schedule } of active) {
    const made = await inTransaction(undefined, (tx) =>
      payOutPartner(tx, {
        partnerId,
        // No bank details yet: the form's default, weekly.
        schedule: schedule ?? "weekly",
        now: input.now,
        timeZone: input.timeZone,
        actor: input.actor,
      }),
    );
    if (made && "payout_id" in made) created.push(made);
    else if (made) belowMinimum.push(made);
  }
  return {
    run_date: todayInZone(input.timeZone, input.now),
    created,
    below_minimum: belowMinimum,
  };
}
