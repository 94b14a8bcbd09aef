import type { toast as sonnerToast } from "sonner";

type Sonner = typeof sonnerToast;

/** Sonner, fetched with the first toast (src/components/layout/toaster.tsx shows it). */
const loadSonner = () => import("sonner").then((module) => module.toast);

/**
 * Sonner's `toast`, `toast.success` and `toast.error`, loaded with the first toast rather than with the page: a toast
 * only ever follows something that happened on it, and the toaster shows one raised before it was there.
 */
export function toast(...args: Parameters<Sonner>) {
  void loadSonner().then((sonner) => sonner(...args));
}
toast.success = (...args: Parameters<Sonner["success"]>) => void loadSonner().then((sonner) => sonner.success(...args));
toast.error = (...args: Parameters<Sonner["error"]>) => void loadSonner().then((sonner) => sonner.error(...args));
