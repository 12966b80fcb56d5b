/*
 * Hands the address just registered from /register to /login in this tab's session storage, so
 * the login form can fill it in without the address ever appearing in a URL (history, logs).
 */
const KEY = "registered-email";

export function rememberRegisteredEmail(email: string): void {
  try {
    window.sessionStorage.setItem(KEY, email);
  } catch {
    // Storage refused (private mode, quota): the login form simply starts empty.
  }
}

/** The address registered in this tab, if any. */
export function peekRegisteredEmail(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Once shown, forgotten: a later visit to /login starts empty. */
export function forgetRegisteredEmail(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, or storage refused: nothing to forget.
  }
}
