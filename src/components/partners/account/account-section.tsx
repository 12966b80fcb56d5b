import type { ReactNode } from "react";
import { TitledSection } from "@/components/ui/titled-section";

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
    <TitledSection id={id} title={title} className="p-6" titleClassName="mb-2">
      {description && <p className="mb-4 text-sm text-neutral-800">{description}</p>}
      {children}
    </TitledSection>
  );
}
