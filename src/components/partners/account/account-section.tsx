import type { ReactNode } from "react";

/** One card of Account Settings: a region named by its heading. */
export function AccountSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-neutral-200 bg-white p-6">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mb-4 text-sm text-neutral-800">{description}</p>}
      {children}
    </section>
  );
}
