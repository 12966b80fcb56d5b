"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { useEffect, useState } from "react";
import { AUTH_CHANGED_EVENT } from "@/components/auth/auth-events";
import { UserAvatar } from "@/components/dashboard/user-avatar";

interface AccountSummary {
  first_name: string;
  last_name: string;
  email: string;
  profile_image: string | null;
}

/**
 * The header's account area. It asks /api/me on the client (on load, on navigation and when a
 * page announces a change) so public pages stay static and no session provider is needed.
 */
export function HeaderAccount({ onNavigate }: { onNavigate?: () => void }) {
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
    fetch("/api/me", { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: AccountSummary | null }>) : { data: null }))
      .then((body) => !cancelled && setAccount(body.data))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [pathname, refresh]);

  if (!account) {
    return (
      <Link href="/login" onClick={onNavigate} className="text-sm font-medium hover:underline underline-offset-4">
        Log in
      </Link>
    );
  }

  const name = `${account.first_name} ${account.last_name}`;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label={`Account menu for ${name}`} className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-400">
        <UserAvatar firstName={account.first_name} lastName={account.last_name} image={account.profile_image} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-lg border border-neutral-200 bg-white p-1 text-neutral-900 shadow-lg">
          <div className="px-3 py-2">
            <p className="text-sm font-semibold">{name}</p>
            <p className="text-xs text-neutral-700">{account.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item asChild className="block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100">
            <Link href="/dashboard/profile" onClick={onNavigate}>
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100"
            onSelect={() => {
              onNavigate?.();
              void signOut({ callbackUrl: "/login" });
            }}
          >
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
