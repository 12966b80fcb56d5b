/**
 * After a refused submit, the first invalid control gets the focus and is scrolled into the middle
 * of the screen: on a phone the message would otherwise sit far above the button just pressed.
 * Runs after the next paint, so the controls marked by the submit's errors are in the page.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: "center" });
  });
}
