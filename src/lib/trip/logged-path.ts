/**
 * The path a request log may keep. A trip link's token is its holder's only credential (the
 * database keeps just its hash), so the token never reaches a log line: `/api/trip/<token>/rating`
 * is logged as `/api/trip/[token]/rating`.
 */
export function loggedPath(pathname: string): string {
  return pathname.replace(/^(\/(?:api\/)?trip\/)[^/]+/, "$1[token]");
}
