/**
 * The header's account menu lives in the root layout and does not re-render on client
 * navigation, so pages announce sign-in, sign-out and photo changes with this event.
 */
export const AUTH_CHANGED_EVENT = "auth-changed";

export function notifyAuthChanged(): void {
  window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}
