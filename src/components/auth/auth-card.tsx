import type { ReactNode } from "react";

export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-neutral-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-neutral-600">{description}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export const primaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-md bg-brand-black px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-500 disabled:opacity-60";

export const linkClass = "font-medium text-brand-gold-700 underline-offset-4 hover:underline";
