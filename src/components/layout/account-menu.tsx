"use client";

import Link from "next/link";
import { signOut } from "next-auth/react";
import { UserAvatar } from "@/components/dashboard/user-avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ACCOUNT_AREA, ACCOUNT_LINKS, accountMenuLabel } from "@/lib/account-area";

export interface AccountSummary {
  first_name: string;
  last_name: string;
  email: string;
  profile_image: string | null;
}

const fullName = (account: AccountSummary) => `${account.first_name} ${account.last_name}`;
const logOut = () => void signOut({ callbackUrl: "/login" });

function Avatar({ account }: { account: AccountSummary }) {
  return (
    <UserAvatar
      firstName={account.first_name}
      lastName={account.last_name}
      image={account.profile_image}
    />
  );
}

/** What both account menus take: who is signed in, and what to do when a link is followed. */
interface AccountNavProps {
  account: AccountSummary;
  /** Closes the surrounding menu (the phone's sheet) when a link is followed. */
  onNavigate?: () => void;
}

/** The signed-in header menu: name and e-mail, My Bookings, Profile, Log out. */
export function AccountMenu({ account, onNavigate }: AccountNavProps) {
  const name = fullName(account);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={accountMenuLabel(name)}
        className="flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-400"
      >
        <Avatar account={account} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <div className="px-3 py-2">
          <p className="text-sm font-semibold">{name}</p>
          <p className="text-xs text-neutral-700">{account.email}</p>
        </div>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href} onClick={onNavigate}>
              {link.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            onNavigate?.();
            logOut();
          }}
        >
          {ACCOUNT_AREA.logOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The phone menu's account section: no menu inside a menu, but the person's name and e-mail by
 * the avatar, then the same links and Log out, each a full-width target.
 */
export function AccountLinks({ account, onNavigate }: AccountNavProps) {
  const name = fullName(account);
  return (
    <nav aria-label={ACCOUNT_AREA.name} className="flex flex-col border-t border-neutral-200 pt-2">
      <div className="flex items-center gap-3 py-2">
        <Avatar account={account} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-sm text-neutral-700">{account.email}</p>
        </div>
      </div>
      {ACCOUNT_LINKS.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          onClick={onNavigate}
          className="flex min-h-11 items-center font-medium"
        >
          {link.label}
        </Link>
      ))}
      <Button
        variant="ghost"
        className="justify-start px-0"
        onClick={() => {
          onNavigate?.();
          logOut();
        }}
      >
        {ACCOUNT_AREA.logOut}
      </Button>
    </nav>
  );
}
