/**
 * The signed-in customer's area, named once: the header's account menu, the phone menu and the
 * area's own navigation all use these words, so the same page is never called two things.
 */
export const ACCOUNT_AREA = {
  name: "Your account",
  bookings: { href: "/dashboard/bookings", label: "My Bookings" },
  profile: { href: "/dashboard/profile", label: "Profile" },
  logOut: "Log out",
} as const;

export const ACCOUNT_LINKS = [ACCOUNT_AREA.bookings, ACCOUNT_AREA.profile] as const;

/** The accessible name of the avatar button: it says whose account it opens. */
export function accountMenuLabel(name: string): string {
  return `Account menu for ${name}`;
}
