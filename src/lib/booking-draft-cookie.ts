/**
 * The booking draft's copy in a cookie, beside its localStorage original: the steps' pages read
 * it on the server and render the form and summary in their first HTML, instead of a loading
 * line the browser replaces once its scripts have run. Display only, like the draft itself: the
 * server prices and checks everything again when the booking is created.
 */
export const DRAFT_COOKIE = "booking-draft";
/** A week, as long as anyone leaves a half-made booking; the original outlives it in storage. */
export const DRAFT_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Browsers keep cookies up to 4,096 bytes; a longer draft stays in storage only. */
export const DRAFT_COOKIE_MAX_BYTES = 3_800;
