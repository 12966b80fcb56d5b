"use client";

import { LogOut } from "lucide-react";
import { signOut } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { ACCOUNT_AREA } from "@/lib/account-area";

/** Ends the browser session and goes to /login (spec: logout goes to /login). */
export function LogoutButton({
  className,
  label = ACCOUNT_AREA.logOut,
}: {
  className?: string;
  label?: string;
}) {
  return (
    <Button
      variant="ghost"
      onClick={() => void signOut({ callbackUrl: "/login" })}
      className={className}
    >
      <LogOut aria-hidden className="h-4 w-4" /> {label}
    </Button>
  );
}
