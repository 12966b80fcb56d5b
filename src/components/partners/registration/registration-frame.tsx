import type { ReactNode } from "react";
import { AuthPanel } from "@/components/auth/auth-card";
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
      <AuthPanel
        title={title}
        description={description}
        above={<RegistrationProgress current={step} />}
      >
        {children}
      </AuthPanel>
      {aside}
    </div>
  );
}
