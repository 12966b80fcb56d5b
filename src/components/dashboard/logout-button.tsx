"use client";

import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";

// next-auth's client loads on the click: the dashboard pages need it for nothing else.
async function logOut(): Promise<void> {
  const { signOut } = await import("next-auth/react");
  await signOut({ callbackUrl: "/login" });
}

/** Ends the browser session and goes to /login (spec: logout goes to /login). */
export function LogoutButton({
  className,
  label = "Log Out",
}: {
  className?: string;
  label?: string;
}) {
  return (
    <Button variant="ghost" onClick={() => void logOut()} className={className}>
      <LogOut aria-hidden className="h-4 w-4" /> {label}
    </Button>
  );
}
