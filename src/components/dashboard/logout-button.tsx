"use client";

import { LogOut } from "lucide-react";
import { signOut } from "next-auth/react";
import { clsx } from "clsx";

/** Ends the browser session and goes to /login (spec: logout goes to /login). */
export function LogoutButton({
  className,
  label = "Log Out",
}: {
  className?: string;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => void signOut({ callbackUrl: "/login" })}
      className={clsx("inline-flex items-center gap-2", className)}
    >
      <LogOut aria-hidden className="h-4 w-4" /> {label}
    </button>
  );
}
