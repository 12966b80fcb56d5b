import type { ReactNode } from "react";
import { StepHeading } from "./step-heading";
import { StepIndicator } from "./step-indicator";

const STEP_TITLES = { 1: "Choose your service", 2: "Return transfer", 3: "Passenger details" };

/**
 * A booking step's page: progress, heading, then the step's main column and its aside (the
 * children, as <StepMain> and <StepAside>). The progress and heading do not depend on the
 * draft, so they are in the server's HTML (the page's first paint) while the draft, which only
 * the browser has, is still being read; the same frame stays mounted when it arrives, so the
 * heading keeps the focus it took.
 */
export function StepFrame({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-site gap-x-8 px-4 py-10 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr]">
      <div className="lg:col-start-1">
        <StepIndicator current={step} />
        <StepHeading>{STEP_TITLES[step]}</StepHeading>
      </div>
      {children}
    </div>
  );
}

/** The step's form column, under the heading. */
export function StepMain({ children }: { children: ReactNode }) {
  return <div className="lg:col-start-1">{children}</div>;
}

/** The summary column: beside the heading and form on a wide screen, below them on a phone. */
export function StepAside({ children }: { children: ReactNode }) {
  return (
    <aside className="mt-8 grid content-start gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0">
      {children}
    </aside>
  );
}

/**
 * The main column while the browser reads the draft (when the server had no cookie copy of it).
 */
export function StepLoading() {
  return (
    <StepMain>
      <p className="p-8 text-center">Loading your booking…</p>
    </StepMain>
  );
}
