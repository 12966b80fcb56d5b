/** The active entry: the longest item href (or section) that the path starts with. */
export function activeHref(
  items: { href: string; section?: string }[],
  pathname: string,
): string | undefined {
  const base = (item: { href: string; section?: string }) => item.section ?? item.href;
  return items
    .filter((item) => pathname === base(item) || pathname.startsWith(`${base(item)}/`))
    .sort((a, b) => base(b).length - base(a).length)[0]?.href;
}
