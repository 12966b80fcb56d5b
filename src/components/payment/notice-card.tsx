import Link from "next/link";
import { Button } from "@/components/ui/button";

/** A plain message with one way on (invalid session, booking not found, already paid). */
export function NoticeCard({
  title,
  children,
  href = "/",
  linkLabel = "Go to home page",
}: {
  title: string;
  children?: React.ReactNode;
  href?: string;
  linkLabel?: string;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-brand-black">{title}</h1>
      {children ? <div className="mt-3 text-neutral-700">{children}</div> : null}
      <Button asChild className="mt-6">
        <Link href={href}>{linkLabel}</Link>
      </Button>
    </section>
  );
}
