import type { Metadata } from "next";
import { DatabaseTestPanel } from "@/components/diagnostics/database-test-panel";
import { requirePageAdminOrNotFound } from "@/server/auth/guards";
import { requiresAdmin } from "@/server/health/diagnostics-access";

export const metadata: Metadata = { title: "Database test", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function DatabaseTestPage() {
  if (requiresAdmin()) await requirePageAdminOrNotFound("/database-test");
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold">Database connection test</h1>
      <p className="mt-2 text-neutral-600">
        Checks that the application can reach its database and run a query.
      </p>
      <DatabaseTestPanel />
    </section>
  );
}
