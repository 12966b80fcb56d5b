import type { toast as sonnerToast } from "sonner";

type SonnerToast = typeof sonnerToast;

let loaded: SonnerToast | undefined;
let loading: Promise<SonnerToast> | undefined;

/**
 * Runs a toast call on sonner, importing it on the first toast instead of with the page (sonner
 * is ~10 kB gzipped that a form page would otherwise download before it can paint). The root
 * layout's LazyToaster loads the same module after hydration, so usually it is there already;
 * a toast raised before the Toaster mounts is replayed by sonner when it subscribes.
 */
function show(call: (toast: SonnerToast) => void): void {
  if (loaded) {
    call(loaded);
    return;
  }
  loading ??= import("sonner").then((module) => (loaded = module.toast));
  void loading.then(call);
}

/** sonner's `toast.error` / `toast.success` with the same arguments, loaded on first use. */
export const toast = {
  error: (...args: Parameters<SonnerToast["error"]>): void => show((t) => t.error(...args)),
  success: (...args: Parameters<SonnerToast["success"]>): void => show((t) => t.success(...args)),
};
