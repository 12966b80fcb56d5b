"use client";

import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { DetailRows } from "@/components/ui/detail-rows";
import { api } from "@/lib/api-client";
import { PAYOUT_STATUS_TONES, payoutReference, type PayoutStatus } from "@/lib/commissions/labels";
import { formatPence } from "@/lib/money";
import type { PartnerBalanceView } from "@/lib/partners/types";
import { payoutAmountText } from "@/lib/partners/vat";

/** Money sent, with the VAT in it when there is some. */
const withVat = (total: number, vat: number) =>
  vat > 0 ? `${formatPence(total)} (incl. VAT ${formatPence(vat)})` : formatPence(total);

interface LedgerTotals {
  commissioned_pence: number;
  commission_pence: number;
  reversed_pence: number;
  net_commission_pence: number;
}
interface PayoutRow {
  payout_id: number;
  period: string;
  amount_pence: number;
  vat_rate_bps: number | null;
  vat_pence: number;
  total_pence: number;
  status: PayoutStatus;
}

/** View Details' ledger figures, balance and latest payouts, read when the dialog opens. */
export function PartnerPayoutSummary({ partnerId }: { partnerId: number }) {
  const [balance, setBalance] = useState<PartnerBalanceView | null>(null);
  const [ledger, setLedger] = useState<LedgerTotals | null>(null);
  const [payouts, setPayouts] = useState<PayoutRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void Promise.all([
      api.get<{ balance: PartnerBalanceView; ledger: LedgerTotals }>(
        `/api/admin/partners/${partnerId}`,
        {
          signal: controller.signal,
        },
      ),
      api.get<PayoutRow[]>(`/api/admin/partners/payouts?partner_id=${partnerId}&page_size=10`, {
        signal: controller.signal,
      }),
    ])
      .then(([details, list]) => {
        if (details.ok) {
          setBalance(details.data.balance);
          setLedger(details.data.ledger);
        }
        if (list.ok) setPayouts(list.data);
        if (!details.ok || !list.ok) setError("The balance could not be loaded.");
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [partnerId]);
  if (error) return <p role="alert">{error}</p>;
  if (!balance || !ledger || !payouts) return <p role="status">Loading balance...</p>;
  return (
    <section aria-label="Balance and payouts" className="mt-6 flex flex-col gap-3">
      <h3 className="text-base font-semibold">Balance and payouts</h3>
      <DetailRows
        termWidth="8rem"
        rows={[
          ["Commissioned bookings", formatPence(ledger.commissioned_pence)],
          ["Commission earned", formatPence(ledger.commission_pence)],
          ["Refund reversals", formatPence(-ledger.reversed_pence)],
          ["Net commission", formatPence(ledger.net_commission_pence)],
          ["Available", formatPence(balance.available_pence)],
          ["Not yet available", formatPence(balance.not_yet_available_pence)],
          [
            "Pending payouts",
            withVat(balance.pending_payouts_pence, balance.pending_payouts_vat_pence),
          ],
          ["Total paid", withVat(balance.total_paid_pence, balance.total_paid_vat_pence)],
        ]}
      />
      {payouts.length === 0 ? (
        <p className="text-sm text-neutral-700">No payouts yet.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm" aria-label="Payouts">
          {payouts.map((payout) => (
            <li key={payout.payout_id} className="flex flex-wrap items-center gap-3">
              <span className="font-semibold">{payoutReference(payout.payout_id)}</span>
              <span>{payout.period}</span>
              <span>{payoutAmountText(payout)}</span>
              <Badge tone={PAYOUT_STATUS_TONES[payout.status]}>{payout.status}</Badge>
              <a
                className="inline-flex min-h-11 items-center underline"
                href={`/api/admin/partners/payouts/${payout.payout_id}/statement`}
              >
                Statement<span className="sr-only"> for {payoutReference(payout.payout_id)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
