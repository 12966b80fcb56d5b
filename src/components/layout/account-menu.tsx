"use client";

import Link from "next/link";
import { signOut } from "next-auth/react";
import { UserAvatar } from "@/components/dashboard/user-avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

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
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-400"
      >
        <UserAvatar
          firstName={account.first_name}
          lastName={account.last_name}
          image={account.profile_image}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <div className="px-3 py-2">
          <p className="text-sm font-semibold">{name}</p>
          <p className="text-xs text-neutral-700">{account.email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/dashboard/profile" onClick={onNavigate}>
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            onNavigate?.();
            void signOut({ callbackUrl: "/login" });
          }}
        >
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
