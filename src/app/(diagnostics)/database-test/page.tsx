import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DatabaseTestPanel } from "@/components/diagnostics/database-test-panel";
import { getPageUser } from "@/server/auth/session";
import { requiresAdmin } from "@/server/health/diagnostics-access";

export const metadata: Metadata = { title: "Database test", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function DatabaseTestPage() {
  if (requiresAdmin()) {
    const user = await getPageUser();
    if (!user) redirect("/login?callbackUrl=/database-test");
    if (user.role !== "admin") redirect("/");
  }
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
