/**
 * Refusals of a driver application the browser acts on as well as shows (the form adds a
 * sign-in link beside the one that means "you are already one of our drivers").
 */
export const APPLICANT_IS_DRIVER_MESSAGE =
  "A driver with this email already exists. Please sign in with this email instead of applying again.";
