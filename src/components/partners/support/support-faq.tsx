import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { TitledSection } from "@/components/ui/titled-section";

// The spec's four questions, answered with its facts (commission rates, weekly Thursday payouts).
export const PARTNER_FAQ = [
  {
    q: "How do I update my payment information?",
    a: "Go to Account and open Payment Information. Enter your UK sort code and account number, or an IBAN, and choose a weekly or monthly payout schedule. The change applies to the next payout.",
  },
  {
    q: "What are the commission rates?",
    a: "Airport Transfers 20%, Business Travel 20%, Events & Occasions 25% and Hourly Charter 20% of the booking amount.",
  },
  {
    q: "How do booking cancellations affect my commission?",
    a: "A cancelled or refunded booking earns no commission. If the commission was already paid out, the amount is deducted from your next payout; a partial refund is deducted proportionally.",
  },
  {
    q: "When are payouts made?",
    a: "Payouts are made weekly, typically on Thursday, and usually reach your bank within 1-2 business days.",
  },
] as const;

/** Frequently asked questions: one open at a time, and the open one can be closed again. */
export function SupportFaq() {
  return (
    <TitledSection
      id="faq-heading"
      title="Frequently Asked Questions"
      className="p-6"
      titleClassName="mb-2"
    >
      <Accordion type="single" collapsible>
        {PARTNER_FAQ.map((item, index) => (
          <AccordionItem key={item.q} value={`faq-${index}`}>
            <AccordionTrigger>{item.q}</AccordionTrigger>
            <AccordionContent>{item.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </TitledSection>
  );
}
