/**
 * After a refused submit, the first invalid control gets the focus and is scrolled into the middle
 * of the screen: on a phone the message would otherwise sit far above the button just pressed.
 * The submit's errors reach the page on a later render (after an async resolver, perhaps a lazily
 * loaded one), so this looks on each of the next frames until the marked controls are there.
 */
const MAX_FRAMES = 30;

export function focusFirstInvalid(form: HTMLElement | null, frames = MAX_FRAMES): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) {
      if (frames > 1) focusFirstInvalid(form, frames - 1);
      return;
    }
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: "center" });
  });
}
