import { formatPence } from "@/lib/money";
import type { ClassQuote } from "@/lib/pricing";
import { Button } from "@/components/ui/button";

/**
 * The class page's Continue with the chosen price. On a phone it sticks to the bottom of the
 * screen while the cards scroll, so the choice and the way on are always in reach.
 */
export function ContinueBar({
  chosen,
  onContinue,
}: {
  chosen: ClassQuote | null;
  onContinue: () => void;
}) {
  return (
    <div
      data-testid="continue-bar"
      className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center justify-between gap-4 border-t border-neutral-200 bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] lg:static lg:mx-0 lg:justify-start lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
    >
      <p className="min-w-0 text-sm text-neutral-800" aria-live="polite">
        {chosen ? (
          <>
            {chosen.name}:{" "}
            <strong className="text-base text-brand-black">
              {formatPence(chosen.price_pence)}
            </strong>
            {chosen.cars > 1 ? ` (${chosen.cars} cars)` : null}
          </>
        ) : (
          "Choose a class to continue"
        )}
      </p>
      <Button size="lg" onClick={onContinue} disabled={!chosen} className="shrink-0 lg:order-first">
        Continue
      </Button>
    </div>
  );
}
