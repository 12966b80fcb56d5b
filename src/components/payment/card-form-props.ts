/** What both card forms (Stripe's Payment Element and the built-in test form) take from the panel. */
export interface CardFormProps {
  /** What the button says it will take: "Pay £315.62". */
  totalPence: number;
  onSuccess: () => void;
  onError: (message: string) => void;
}
