/** Tip presets, as a percentage of what the ride cost. */
export const TIP_PRESET_PERCENTS = [10, 15, 20] as const;
export type TipPresetPercent = (typeof TIP_PRESET_PERCENTS)[number];

/** The largest tip taken, in pence (£200). */
export const TIP_CAP_PENCE = 20_000;
/** The smallest card payment worth taking (Stripe's minimum for GBP is 30p). */
export const TIP_MIN_PENCE = 100;

/** A preset's amount in whole pence, rounded to the nearest penny and never above the cap. */
export function presetTipPence(ridePence: number, percent: number): number {
  return Math.min(TIP_CAP_PENCE, Math.round((ridePence * percent) / 100));
}

export function tipPresets(ridePence: number): { percent: number; pence: number }[] {
  return TIP_PRESET_PERCENTS.map((percent) => ({
    percent,
    pence: presetTipPence(ridePence, percent),
  }));
}
