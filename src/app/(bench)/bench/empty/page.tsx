import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getServerConfig } from "@/env";

export const metadata: Metadata = { title: "Empty page" };
// Decided per request: the flag is read when the server runs, not when the site is built.
export const dynamic = "force-dynamic";

/**
 * The baseline `npm run bench:pages` measures every page against: nothing but the root layout
 * (html, body, skip link, toaster). It exists only when the benchmark started the server with
 * BENCH_ROUTES=1 (refused in a deployment), like /api/bench/ping.
 */
export default function EmptyBenchPage() {
  if (!getServerConfig().benchRoutes) notFound();
  return (
    <main id="main" className="p-4">
      <h1>Empty page</h1>
    </main>
  );
}
