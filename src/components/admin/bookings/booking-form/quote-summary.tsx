"use client";

import type { ReactNode } from "react";
import { formatPence } from "@/lib/money";
import type { LiveQuote } from "./use-live-quote";

/** What POST /api/admin/bookings/{id}/quote answers (server/bookings/requote.ts). */
export interface EditQuote {
  price_pence: number;
  new_price_pence: number;
  refund_pence: number;
  changes: { label: string; old: string; new: string }[];
  notify_customer: boolean;
}

/** What POST /api/admin/bookings/quote answers (server/bookings/requote.ts). */
export interface NewBookingQuote {
  price_pence: number;
  return_price_pence: number;
  total_pence: number;
}

/** A polite live region, so a screen reader hears the price as it changes. */
function QuoteBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      role="status"
      aria-label={title}
      className="rounded-md border border-neutral-300 bg-neutral-50 p-3 text-sm text-neutral-900 sm:col-span-2"
    >
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Pending<T>({ quote, idle }: { quote: LiveQuote<T>; idle: string }) {
  if (quote.status === "idle") return <p>{idle}</p>;
  if (quote.status === "loading") return <p>Working out the price…</p>;
  if (quote.status === "error") return <p className="text-red-700">{quote.message}</p>;
  return null;
}

/** The edit's re-quote: old price -> new price, the refund, and what the customer is told. */
export function EditQuoteSummary({
  quote,
  currentPence,
}: {
  quote: LiveQuote<EditQuote>;
  currentPence: number;
}) {
  if (quote.status !== "ready")
    return (
      <QuoteBox title="Price">
        <Pending quote={quote} idle={`${formatPence(currentPence)}, unchanged`} />
      </QuoteBox>
    );
  const { price_pence, new_price_pence, refund_pence, changes } = quote.quote;
  return (
    <QuoteBox title="Price">
      <p>
        {price_pence === new_price_pence
          ? `${formatPence(price_pence)}, unchanged`
          : `${formatPence(price_pence)} → ${formatPence(new_price_pence)}`}
      </p>
      {refund_pence > 0 && (
        <p>Saving refunds {formatPence(refund_pence)} to the customer&apos;s card.</p>
      )}
      {quote.quote.notify_customer ? (
        <>
          <p className="mt-2">The customer will be e-mailed these changes when you save:</p>
          <ul className="list-disc pl-5">
            {changes.map((change) => (
              <li key={change.label}>
                {change.label}: {change.old} → {change.new}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">Nothing the customer sees changes, so no e-mail is sent.</p>
      )}
    </QuoteBox>
  );
}

/** The new booking's price, with the return leg's, before it is taken. */
export function NewBookingQuoteSummary({ quote }: { quote: LiveQuote<NewBookingQuote> }) {
  if (quote.status !== "ready")
    return (
      <QuoteBox title="Price">
        <Pending quote={quote} idle="Enter the ride to see its price." />
      </QuoteBox>
    );
  const { price_pence, return_price_pence, total_pence } = quote.quote;
  return (
    <QuoteBox title="Price">
      {return_price_pence > 0 ? (
        <p>
          Outbound {formatPence(price_pence)} + return {formatPence(return_price_pence)} ={" "}
          <strong>{formatPence(total_pence)}</strong>
        </p>
      ) : (
        <p>
          <strong>{formatPence(total_pence)}</strong>
        </p>
      )}
    </QuoteBox>
  );
}
