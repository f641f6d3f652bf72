/** A tiny external store of visible toasts; components read it with useSyncExternalStore. */

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays; the spec's success notices last 3 s. 0 keeps it until dismissed. */
  durationMs?: number;
};

export type Toast = Required<Omit<ToastOptions, 'description'>> & { id: number; description?: string };

type Timer = unknown;

export type ToastStoreOptions = {
  defaultDurationMs?: number;
  /** At most this many toasts show at once; the oldest leaves first. */
  limit?: number;
  schedule?: (callback: () => void, ms: number) => Timer;
  cancel?: (timer: Timer) => void;
};

export type ToastStore = ReturnType<typeof createToastStore>;

export function createToastStore(options: ToastStoreOptions = {}) {
  const {
    defaultDurationMs = 5000,
    limit = 3,
    schedule = (callback, ms) => setTimeout(callback, ms),
    cancel = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>)
  } = options;
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) cancel(timer);
    timers.delete(id);
    const remaining = toasts.filter((toast) => toast.id !== id);
    if (remaining.length === toasts.length) return;
    toasts = remaining;
    emit();
  }

  const sameText = (a: Pick<Toast, 'title' | 'description'>, b: Pick<Toast, 'title' | 'description'>) =>
    a.title === b.title && a.description === b.description;

  function dismissWhere(stale: (toast: Toast) => boolean): void {
    toasts.filter(stale).forEach((toast) => dismiss(toast.id));
  }

  /**
   * Shows a toast. A success replaces the errors on screen (they belonged to what just succeeded);
   * the same text again replaces its earlier copy instead of piling up.
   */
  function show(toastOptions: ToastOptions): number {
    const toast: Toast = {
      id: nextId++,
      title: toastOptions.title,
      description: toastOptions.description,
      variant: toastOptions.variant ?? 'default',
      durationMs: toastOptions.durationMs ?? defaultDurationMs
    };
    dismissWhere(
      (old) => sameText(old, toast) || (toast.variant === 'success' && old.variant === 'destructive')
    );
    const overflow = toasts.length + 1 - limit;
    if (overflow > 0) toasts.slice(0, overflow).forEach((old) => dismiss(old.id));
    toasts = [...toasts, toast];
    if (toast.durationMs > 0)
      timers.set(
        toast.id,
        schedule(() => dismiss(toast.id), toast.durationMs)
      );
    emit();
    return toast.id;
  }

  return {
    show,
    dismiss,
    /** The id of the newest toast shown so far (0 before any): a mark for dismissErrorsUpTo. */
    lastId: (): number => nextId - 1,
    /** Dismisses the error toasts shown up to `id` (the shell calls it after navigating: stale errors go). */
    dismissErrorsUpTo(id: number): void {
      dismissWhere((toast) => toast.variant === 'destructive' && toast.id <= id);
    },
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }
  };
}

/** The application's toasts. @matrimony/ui is a Module Federation singleton, so every remote shares it. */
export const toastStore = createToastStore();

/** Show a notice: `toast({ title: 'Message Sent Successfully!', variant: 'success' })`. */
export function toast(options: ToastOptions): number {
  return toastStore.show(options);
}
