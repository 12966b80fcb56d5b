import { testCardPaymentSchema } from "@/lib/validations/payment";

/** The test card form's fields: the payment schema without the secret, which the page holds. */
export const cardFieldsSchema = testCardPaymentSchema.omit({ client_secret: true });
