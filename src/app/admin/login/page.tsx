import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { getPageUser } from "@/server/auth/session";

export const metadata: Metadata = { title: "Admin sign in", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function AdminLoginPage() {
  // A signed-in administrator has nothing to do here.
  const user = await getPageUser();
  if (user?.role === "admin") redirect("/admin/dashboard");
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-neutral-100 px-4">
      <div className="w-full max-w-md rounded-xl border border-neutral-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-neutral-900">Admin sign in</h1>
        <p className="mt-1 text-sm text-neutral-700">Sign in to manage bookings and drivers.</p>
        <div className="mt-6">
          <Suspense>
            <AdminLoginForm />
          </Suspense>
        </div>
      </div>
    </main>
  );
}
