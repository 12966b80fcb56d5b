/**
 * Opens `path` with a full page load (its own module so component tests can watch it: jsdom
 * does not navigate). Used after a sign-in into the console, whose layout may redirect the new
 * session; a client navigation there can leave Next's router refetching a blank page.
 */
export function openWithFullLoad(path: string): void {
  window.location.replace(path);
}
