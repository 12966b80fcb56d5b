/** Keys that never belong in an answer: secrets and their hashes. */
const FORBIDDEN = new Set([
  "password_hash",
  "passwordhash",
  "token_hash",
  "tokenhash",
  "session_version",
  "sv",
  "secret",
]);
const TOKEN_KEYS = new Set(["token", "access_token", "accesstoken", "reset_token", "resettoken"]);

/**
 * Walks a JSON value and lists the paths of forbidden keys. The top-level `errors` object maps
 * the request's own field names (password, token) to messages, so it is not walked.
 */
export function findForbiddenKeys(
  value: unknown,
  options: { allowTokenAt?: string } = {},
  path = "",
): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => findForbiddenKeys(item, options, `${path}[${index}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (path === "" && key === "errors") return [];
    const childPath = path ? `${path}.${key}` : key;
    const lower = key.toLowerCase();
    const own =
      FORBIDDEN.has(lower) || (TOKEN_KEYS.has(lower) && childPath !== options.allowTokenAt)
        ? [childPath]
        : [];
    return [...own, ...findForbiddenKeys(child, options, childPath)];
  });
}
