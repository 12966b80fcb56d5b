/**
 * Why a chauffeur turns an offer down: a short fixed list, so the driver app shows large buttons
 * instead of a text box, and the dispatcher reads the same words on the board and in the
 * booking's History. Shared by the decline endpoint's schema and the app.
 */
export const DECLINE_REASONS = [
  "Too far away",
  "Not available then",
  "Vehicle unsuitable",
  "Personal reasons",
  "Other",
] as const;

export type DeclineReason = (typeof DECLINE_REASONS)[number];
