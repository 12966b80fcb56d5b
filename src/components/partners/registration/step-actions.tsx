import Link from "next/link";
import type { ReactNode } from "react";
import { Button, buttonClass } from "@/components/ui/button";

/** Back to the previous step and the step's submit button, side by side. */
export function StepActions({
  back,
  busy,
  children,
}: {
  back: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link href={back} className={buttonClass({ variant: "outline" })}>
        Back
      </Link>
      <Button type="submit" disabled={busy}>
        {children}
      </Button>
    </div>
  );
}
