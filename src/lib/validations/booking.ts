/**
 * The booking payloads, one module each: the quote (`quote.ts`), the server booking
 * (`create-booking.ts`) and the home form's draft (`booking-draft.ts`), on shared field rules
 * (`booking-fields.ts`) and one point-to-point/hourly rule (`booking-type-rule.ts`). This index
 * keeps the names the rest of the code imports; zod-free code imports ./booking-constants.
 */
export * from "./booking-constants";
export * from "./quote";
export * from "./create-booking";
export * from "./booking-draft";
