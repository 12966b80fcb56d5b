import Link from "next/link";
import { PublicChrome } from "@/components/layout/public-chrome";
import { Button } from "@/components/ui/button";
import { getSiteIdentity } from "@/server/settings/site-identity";

export default async function NotFound() {
  return (
    <PublicChrome site={await getSiteIdentity()}>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-6xl font-bold text-brand-gold-700">404</p>
        <h1 className="mt-4 text-3xl font-semibold">Oops! Page not found</h1>
        <p className="mt-2 text-neutral-600">
          The page you are looking for does not exist or has moved.
        </p>
        <Button asChild className="mt-8">
          <Link href="/">Return to Home</Link>
        </Button>
      </section>
    </PublicChrome>
  );
}
