/**
 * The commission ledger's arithmetic, in integer pence. Rounding rule (stated once, tested):
 * every division rounds HALF UP to the whole penny (0.5p goes up), computed exactly with
 * BigInt so no float ever decides a penny.
 */

/** Basis points in one whole: 2000 bps = 20 %. */
export const BPS_PER_WHOLE = 10_000;
/** UK standard VAT rate on a self-billed invoice, in basis points. */
export const VAT_RATE_BPS = 2_000;

/** round_half_up(numerator / denominator) for numerator >= 0, denominator > 0. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function assertPence(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of pence`);
  }
}

/** The commission on a booking: amount x rate, half-up to the penny. */
export function commissionPence(amountPence: number, rateBps: number): number {
  assertPence(amountPence, "amountPence");
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > BPS_PER_WHOLE) {
    throw new RangeError("rateBps must be a whole number from 0 to 10000");
  }
  return Number(divideHalfUp(BigInt(amountPence) * BigInt(rateBps), BigInt(BPS_PER_WHOLE)));
}

/**
 * The reversal for a refund, as a NON-NEGATIVE number of pence to subtract. It is cumulative:
 * after refunds totalling T of a booking amount A, the reversals add up to
 * round_half_up(C x min(T, A) / A). So partial refunds never drift by a penny each, the
 * reversals never exceed the commission C, and a full refund reverses exactly C.
 */
export function reversalPence(input: {
  commissionPence: number;
  amountPence: number;
  refundedBeforePence: number;
  refundPence: number;
}): number {
  const { commissionPence: commission, amountPence: amount } = input;
  assertPence(commission, "commissionPence");
  assertPence(amount, "amountPence");
  assertPence(input.refundedBeforePence, "refundedBeforePence");
  assertPence(input.refundPence, "refundPence");
  if (amount === 0 || commission === 0) return 0;
  const reversedUpTo = (refunded: number): bigint =>
    divideHalfUp(BigInt(commission) * BigInt(Math.min(refunded, amount)), BigInt(amount));
  const before = reversedUpTo(input.refundedBeforePence);
  const after = reversedUpTo(input.refundedBeforePence + input.refundPence);
  return Number(after - before);
}

/** VAT on a self-billed invoice's net (never negative), half-up to the penny. */
export function vatPence(netPence: number): number {
  if (netPence <= 0) return 0;
  assertPence(netPence, "netPence");
  return Number(divideHalfUp(BigInt(netPence) * BigInt(VAT_RATE_BPS), BigInt(BPS_PER_WHOLE)));
}
