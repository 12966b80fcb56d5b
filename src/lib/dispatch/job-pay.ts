/**
 * A chauffeur's pay for one car of a booking when the dispatcher sets no fixed amount: the share
 * (a whole percentage) of the fare per car, rounded down to the penny. Worked in integers
 * (price × share ÷ (100 × cars)) so no floating-point error can move it by a penny.
 */
export function sharedJobPayPence(input: {
  pricePence: number;
  numberOfCars: number;
  sharePercent: number;
}): number {
  const cars = Math.max(1, input.numberOfCars);
  return Math.floor((input.pricePence * input.sharePercent) / (100 * cars));
}

/** The pay snapshotted on a job: the operator's fixed amount when given, else the share. */
export function jobPayPence(input: {
  fixedPence?: number | null;
  pricePence: number;
  numberOfCars: number;
  sharePercent: number;
}): number {
  if (input.fixedPence != null) return input.fixedPence;
  return sharedJobPayPence(input);
}
