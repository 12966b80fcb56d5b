import type { Metadata } from "next";
import { Suspense } from "react";
import { DriversManager } from "@/components/admin/drivers/drivers-manager";
import { requirePageRole } from "@/server/auth/guards";

export const metadata: Metadata = { title: "Drivers", robots: { index: false } };

export default async function AdminDriversPage() {
  await requirePageRole("admin", "/admin/drivers");
  return (
    <Suspense fallback={<p role="status">Loading drivers...</p>}>
      <DriversManager />
    </Suspense>
  );
}
