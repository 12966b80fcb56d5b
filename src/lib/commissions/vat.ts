/**
 * VAT on a self-billed invoice, in integer pence: 20 % (UK standard rate) of the net, rounded
 * HALF UP to the whole penny, computed exactly with BigInt; nothing on a net of zero or less.
 */
export const VAT_RATE_BPS = 2_000;

export function vatPence(netPence: number): number {
  if (!Number.isSafeInteger(netPence) || netPence <= 0) return 0;
  return Number((BigInt(netPence) * BigInt(VAT_RATE_BPS) * 2n + 10_000n) / 20_000n);
}
