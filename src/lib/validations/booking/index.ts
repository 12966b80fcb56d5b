/**
 * The booking payloads, one file each in this folder:
 * - `constants.ts`: limits, booking types, guest titles and messages (zod-free, for pages that
 *   must not load the schema library);
 * - `fields.ts`: the shared field rules; `type-rule.ts`: the one point-to-point/hourly rule;
 * - `create.ts`: the server booking (POST /api/bookings, the console's edit and phone bookings);
 * - `draft.ts`: the home form's draft; `draft-state.ts`: its cookie copy, the draft's one shape;
 * - `details.ts` and `details-empty.ts`: the details step's passenger and extras.
 * The quote (`../quote.ts`) is re-exported with them: this index keeps the names the rest of
 * the code imports from `@/lib/validations/booking`.
 */
export * from "./constants";
export * from "../quote";
export * from "./create";
export * from "./draft";
