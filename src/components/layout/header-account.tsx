"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { AUTH_CHANGED_EVENT } from "@/components/auth/auth-events";
import { api } from "@/lib/api-client";
import type { AccountSummary } from "./account-menu";

// The menu (Radix and next-auth's client) loads only for signed-in visitors, so anonymous
// visitors of the static public pages never download it; until then the avatar shows as is.
const AccountMenu = dynamic(() => import("./account-menu").then((module) => module.AccountMenu), {
  ssr: false,
  loading: () => null,
});
const AccountLinks = dynamic(() => import("./account-menu").then((module) => module.AccountLinks), {
  ssr: false,
  loading: () => null,
});

/**
 * The header's account area. It asks /api/me on the client (on load, on navigation and when a
 * page announces a change) so public pages stay static and no session provider is needed.
 */
export function HeaderAccount({
  onNavigate,
  inPhoneMenu = false,
}: {
  onNavigate?: () => void;
  /** In the phone menu the account is a section with the person's name, not a menu in a menu. */
  inPhoneMenu?: boolean;
}) {
  const pathname = usePathname();
  const [account, setAccount] = useState<AccountSummary | null>(null);
  const [refresh, setRefresh] = useState(0);

  useEffect(() => {
    const onChange = () => setRefresh((count) => count + 1);
    window.addEventListener(AUTH_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(AUTH_CHANGED_EVENT, onChange);
  }, []);

  useEffect(() => {
    let cancelled = false;
    void api.get<AccountSummary | null>("/api/me", { cache: "no-store" }).then((result) => {
      if (!cancelled) setAccount(result.ok ? result.data : null);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, refresh]);

  if (!account) {
    return (
      <Link
        href="/login"
        onClick={onNavigate}
        className="text-sm font-medium hover:underline underline-offset-4"
      >
        Log in
      </Link>
    );
  }

  return inPhoneMenu ? (
    <AccountLinks account={account} onNavigate={onNavigate} />
  ) : (
    <AccountMenu account={account} onNavigate={onNavigate} />
  );
}
