import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { ProgressBar } from "@/components/ui/progress-bar";

/** "Step N of 2" with the step's title, the heading of each application form. */
export function StepHeader({ step, title, id }: { step: 1 | 2; title: string; id?: string }) {
  return (
    <div>
      <p className="text-sm font-semibold text-brand-gold-700">Step {step} of 2</p>
      <ProgressBar
        label={`Application progress: step ${step} of 2`}
        value={step}
        min={1}
        max={2}
        filled={step === 1 ? 50 : 100}
        className="mt-2"
        barClassName="rounded-full bg-brand-black"
      />
      <h2 id={id} className="mt-4 text-2xl font-semibold text-neutral-900">
        {title}
      </h2>
    </div>
  );
}

/** A step's card: the section named by its heading, the step header, then the form. */
export function StepSection({
  step,
  title,
  id,
  className,
  children,
}: {
  step: 1 | 2;
  title: string;
  /** The section's id (step 1's "Apply" links point at it). */
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `driver-step-${step}`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("rounded-xl border border-neutral-200 bg-white p-6 shadow-sm", className)}
    >
      <StepHeader step={step} title={title} id={headingId} />
      <div className="mt-6">{children}</div>
    </section>
  );
}
