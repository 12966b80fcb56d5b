import type { ReactNode } from "react";

interface PanelProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The white card of a sign-in or sign-up page: its h1, a line under it, then the form. */
export function AuthPanel({
  title,
  description,
  above,
  children,
}: PanelProps & {
  /** Shown above the heading (a stepper). */
  above?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
      {above}
      <h1 className="text-2xl font-semibold text-neutral-900">{title}</h1>
      {description && <p className="mt-1 text-sm text-neutral-600">{description}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function AuthCard(props: PanelProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <AuthPanel {...props} />
    </div>
  );
}

export const linkClass = "font-medium text-brand-gold-700 underline-offset-4 hover:underline";
