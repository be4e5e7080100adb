import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/** docs/product.md#shell: one toast at a time, 5 s on screen, removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; defaults to TOAST_DURATION. */
  duration?: number;
};

export type ToasterToast = ToastInput & {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type State = { toasts: ToasterToast[] };

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transitions; `toastId` undefined means every toast. */
export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

let memoryState: State = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

/** Closes one toast (or all); it is dropped from the store TOAST_REMOVE_DELAY ms later. */
export function dismissToast(toastId?: string): void {
  const ids = toastId === undefined ? memoryState.toasts.map((t) => t.id) : [toastId];
  ids.forEach(scheduleRemoval);
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

/** Shows a toast, replacing the one on screen (TOAST_LIMIT = 1). */
export function toast(input: ToastInput) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  const dismiss = () => dismissToast(id);
  const update = (next: Partial<ToastInput>) =>
    dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): State {
  return memoryState;
}

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
