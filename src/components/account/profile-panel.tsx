import type { ReactNode } from "react";

const headingClass = "text-lg font-semibold text-neutral-900";

/** One card of the profile page: a region named by its heading, with an optional button beside it. */
export function ProfilePanel({
  id,
  title,
  action,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={headingClass}>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm"
    >
      {action ? (
        <div className="flex items-center justify-between gap-4">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
