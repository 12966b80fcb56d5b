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

const CARRIED_KEY = "toast-after-load";

interface CarriedToast {
  kind: "success" | "error";
  title: string;
  description?: string;
}

/**
 * A toast for the page a full load is about to open (after a sign-in, which must load the whole
 * app again with the new session): kept in this tab's sessionStorage and shown by the root
 * layout's toaster once that page has hydrated.
 */
export function toastAfterLoad(carried: CarriedToast): void {
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(carried));
  } catch {
    // Storage refused (private mode, quota): the page opens without the toast.
  }
}

/** Shows (once) the toast a previous page left for this one. */
export function showCarriedToast(): void {
  let carried: CarriedToast | null = null;
  try {
    const raw = sessionStorage.getItem(CARRIED_KEY);
    sessionStorage.removeItem(CARRIED_KEY);
    carried = raw ? (JSON.parse(raw) as CarriedToast) : null;
  } catch {
    return;
  }
  if (!carried || typeof carried.title !== "string") return;
  const options = carried.description ? { description: carried.description } : undefined;
  if (carried.kind === "error") toast.error(carried.title, options);
  else toast.success(carried.title, options);
}
