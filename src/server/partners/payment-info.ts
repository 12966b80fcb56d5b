import "server-only";
import { eq } from "drizzle-orm";
import {
  maskAccount,
  type PaymentInfoInput,
  type PaymentInfoView,
} from "@/lib/validations/partner-payment";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import { lockRow } from "@/server/db/lock-row";
import { partnerBankAccounts, type PartnerBankAccountRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import type { Executor } from "@/server/db/types";

function toView(row: PartnerBankAccountRow): PaymentInfoView {
  return {
    account_holder: row.account_holder,
    kind: row.kind,
    masked: row.masked,
    payout_schedule: row.payout_schedule,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The partner's payout account as the browser may see it (masked), or null before it is set. */
export async function getPaymentInfo(partnerId: number): Promise<PaymentInfoView | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(partnerBankAccounts)
    .where(eq(partnerBankAccounts.partner_id, partnerId));
  return row ? toView(row) : null;
}

/**
 * For payouts and statements: the masked account text ("Sort code 20-••-•• · Account ••••1234"),
 * and the schedule; null when the partner has not given bank details yet.
 */
export async function getPayoutAccount(
  tx: Executor,
  partnerId: number,
): Promise<{ masked: string; payout_schedule: "weekly" | "monthly" } | null> {
  const [row] = await tx
    .select({
      masked: partnerBankAccounts.masked,
      payout_schedule: partnerBankAccounts.payout_schedule,
    })
    .from(partnerBankAccounts)
    .where(eq(partnerBankAccounts.partner_id, partnerId));
  return row ?? null;
}

/** Saves (replaces) the account and schedule; the audit row holds only the masked text. */
export async function savePaymentInfo(input: {
  partnerId: number;
  data: PaymentInfoInput;
  actor: AuditActor;
}): Promise<PaymentInfoView> {
  const { data } = input;
  const values = {
    account_holder: data.account_holder,
    kind: data.kind,
    sort_code: data.kind === "uk" ? data.sort_code : null,
    account_number: data.kind === "uk" ? data.account_number : null,
    iban: data.kind === "iban" ? data.iban : null,
    masked: maskAccount(data),
    payout_schedule: data.payout_schedule,
    updated_at: new Date(),
  };
  return inTransaction(undefined, async (tx) => {
    const previous = await lockRow(
      tx,
      partnerBankAccounts,
      eq(partnerBankAccounts.partner_id, input.partnerId),
    );
    const [row] = await tx
      .insert(partnerBankAccounts)
      .values({ partner_id: input.partnerId, ...values })
      .onConflictDoUpdate({ target: partnerBankAccounts.partner_id, set: values })
      .returning();
    await recordAudit(tx, {
      actor: input.actor,
      entity: { kind: "partner", id: input.partnerId },
      action: "payment_info_updated",
      changes: {
        account: { old: previous?.masked ?? null, new: values.masked },
        payout_schedule: { old: previous?.payout_schedule ?? null, new: values.payout_schedule },
      },
    });
    return toView(row!);
  });
}
