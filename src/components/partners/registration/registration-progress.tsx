import { Check } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { ProgressBar } from "@/components/ui/progress-bar";

export const REGISTRATION_STEPS = ["Contact Details", "Company Details", "Create Account"] as const;

/**
 * The stepper (earlier steps ticked as done) and the progress bar under it, read out as
 * "Step 2 of 3". `current` is 1-based.
 */
export function RegistrationProgress({ current }: { current: 1 | 2 | 3 }) {
  const percent = Math.round((current / REGISTRATION_STEPS.length) * 100);
  return (
    <nav aria-label="Registration progress" className="mb-8">
      <ol className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {REGISTRATION_STEPS.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          return (
            <li
              key={label}
              aria-current={step === current ? "step" : undefined}
              className="flex items-center gap-2"
            >
              <span
                className={cn(
                  "flex size-7 items-center justify-center rounded-full text-xs font-semibold",
                  done && "bg-green-700 text-white",
                  step === current && "bg-brand-black text-white",
                  step > current && "bg-neutral-200 text-neutral-800",
                )}
              >
                {done ? <Check aria-hidden className="size-4" /> : step}
              </span>
              <span className={step === current ? "font-semibold" : "text-neutral-700"}>
                {label}
                {done && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <ProgressBar
        label={`Step ${current} of ${REGISTRATION_STEPS.length}`}
        value={percent}
        className="mt-4"
        barClassName="bg-brand-gold-500"
      />
    </nav>
  );
}
