import { DashboardNav } from "@/components/dashboard/dashboard-nav";
import { requirePageUser } from "@/server/auth/guards";

/** The proxy redirects signed-out visitors too, but this check is the one that counts. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await requirePageUser("/dashboard");
  return (
    <div className="mx-auto flex w-full max-w-site flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
      <aside className="md:w-56 md:shrink-0">
        <p className="mb-3 hidden text-sm text-neutral-700 md:block">
          Signed in as{" "}
          <span className="font-medium text-neutral-900">
            {user.first_name} {user.last_name}
          </span>
        </p>
        <DashboardNav />
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
