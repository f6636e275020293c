import { useSyncExternalStore } from 'react';

/**
 * A small toast store (SPEC.md section 9): toasts last 6000 ms by default, a click dismisses them;
 * error toasts are red, success green, the others blue. A module-level store so the API layer can
 * raise toasts outside React; `useToasts()` reads it, `useToast()` raises.
 */
export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** The alert key it came from (SPEC.md section 8), for tests and de-duplication. */
  key?: string;
  /** A route in the app the toast links to (a refusal's step of the guide: 'Why? See the guide'). */
  link?: string;
  /** The one thing it tells of (an incoming attack's movement): de-duplicated by it instead of by its text. */
  thing?: string;
  /** A time it counts down to while it is shown (an incoming attack's arrival); the Toaster keeps it live. */
  timer?: ToastTimer;
}

/**
 * The live part of a toast, in server time (ISO instants; `clockSkewMs` the server's clock minus the page's,
 * known to whoever raised it). The Toaster shows `label` and the time left to `until`, refreshed every
 * second, and with `from` a bar of the share of `from` -> `until` already gone (named `progressLabel`),
 * like every timer in the game.
 */
export interface ToastTimer {
  until: string;
  label: string;
  from?: string;
  progressLabel?: string;
  clockSkewMs?: number;
}

export interface ToastOptions {
  key?: string;
  durationMs?: number;
  link?: string;
  thing?: string;
  timer?: ToastTimer;
}

export const TOAST_DURATION_MS = 6000;

type Listener = () => void;

export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => { for (const l of listeners) l(); };

  function dismiss(id: number): void {
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  function push(kind: ToastKind, text: string, opts: ToastOptions = {}): number {
    // The same text twice in a row (two calls failing on one network drop) shows once; a toast about a thing
    // shows once per thing (two attacks arriving in the same second read alike but are two).
    const same = toasts.find((t) => (opts.thing !== undefined ? t.thing === opts.thing : t.thing === undefined && t.kind === kind && t.text === text));
    if (same) return same.id;
    const id = nextId++;
    toasts = [...toasts, {
      id, kind, text, key: opts.key,
      ...(opts.link ? { link: opts.link } : {}),
      ...(opts.thing !== undefined ? { thing: opts.thing } : {}),
      ...(opts.timer ? { timer: opts.timer } : {}),
    }];
    emit();
    schedule(() => dismiss(id), opts.durationMs ?? TOAST_DURATION_MS);
    return id;
  }

  return {
    push,
    dismiss,
    clear(): void { toasts = []; emit(); },
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe(l: Listener): () => void { listeners.add(l); return () => { listeners.delete(l); }; },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one store. */
export const toasts: ToastStore = createToastStore();

export function useToasts(store: ToastStore = toasts): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Raise toasts from a component: `const toast = useToast(); toast.success(t('...'))`. */
export function useToast(store: ToastStore = toasts) {
  return {
    error: (text: string, key?: string) => store.push('error', text, { key }),
    success: (text: string, key?: string) => store.push('success', text, { key }),
    info: (text: string, key?: string) => store.push('info', text, { key }),
    dismiss: store.dismiss,
  };
}
