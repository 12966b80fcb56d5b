"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import Link from "next/link";
import { signOut } from "next-auth/react";
import { UserAvatar } from "@/components/dashboard/user-avatar";

export interface AccountSummary {
  first_name: string;
  last_name: string;
  email: string;
  profile_image: string | null;
}

/** The signed-in header menu: name and e-mail, Profile, Log out. */
export function AccountMenu({
  account,
  onNavigate,
}: {
  account: AccountSummary;
  onNavigate?: () => void;
}) {
  const name = `${account.first_name} ${account.last_name}`;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-400"
      >
        <UserAvatar
          firstName={account.first_name}
          lastName={account.last_name}
          image={account.profile_image}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-neutral-200 bg-white p-1 text-neutral-900 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="text-sm font-semibold">{name}</p>
            <p className="text-xs text-neutral-700">{account.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item
            asChild
            className="block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-neutral-100"
          >
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
