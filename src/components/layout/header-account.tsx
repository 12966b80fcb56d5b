"use client";

import Link from "next/link";

/** Signed-out state of the header's account area; the accounts work adds the avatar menu. */
export function HeaderAccount({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link href="/login" onClick={onNavigate} className="text-sm font-medium hover:underline underline-offset-4">
      Log in
    </Link>
  );
}
