import type { ReactNode } from "react";
import { RegistrationProgress } from "./registration-progress";

/** The three steps' common frame: the heading, the stepper and progress bar, the form. */
export function RegistrationFrame({
  step,
  title,
  description,
  aside,
  children,
}: {
  step: 1 | 2 | 3;
  title: string;
  description: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-site gap-8 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <RegistrationProgress current={step} />
        <h1 className="text-2xl font-semibold text-neutral-900">{title}</h1>
        <p className="mt-1 text-sm text-neutral-600">{description}</p>
        <div className="mt-6">{children}</div>
      </div>
      {aside}
    </div>
  );
}
