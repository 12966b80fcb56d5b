/**
 * The bounds of the dispatch settings, apart from their schema so that the Settings form can show
 * them without loading zod with the page (the schema loads on the first validation).
 */
export const DISPATCH_LIMITS = {
  bufferMinutes: { min: 0, max: 240 },
  offerSeconds: { min: 90, max: 1800 },
  driverSharePercent: { min: 0, max: 100 },
} as const;
