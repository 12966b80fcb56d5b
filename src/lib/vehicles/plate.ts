/**
 * UK registration plates. Stored normalised (upper case, no spaces or dashes) so one car is one
 * plate however it was typed; shown with the DVLA's space before the last three characters
 * ('AB12CDE' -> 'AB12 CDE'), which holds for current plates and is harmless for older ones.
 */
export const PLATE_MAX_LENGTH = 8;

export function normalisePlate(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

/** Letters and digits only, 2 to 8 of them once normalised. */
export function isValidPlate(value: string): boolean {
  return /^[A-Z0-9]{2,8}$/.test(normalisePlate(value));
}

export function displayPlate(value: string): string {
  const plate = normalisePlate(value);
  return plate.length > 4 ? `${plate.slice(0, -3)} ${plate.slice(-3)}` : plate;
}
