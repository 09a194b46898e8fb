/**
 * Toast state shared by the whole app (the shadcn/ui pattern): at most one toast at a time; a
 * dismissed toast is removed from memory after 1,000,000 ms (spec section 9).
 */
import { type ReactNode, useSyncExternalStore } from "react";

const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive" | "success";
  duration?: number;
  open: boolean;
}

type Action =
  | { type: "ADD"; toast: ToastData }
  | { type: "DISMISS"; id?: string }
  | { type: "REMOVE"; id?: string };

interface State {
  toasts: ToastData[];
}

let count = 0;
const nextId = () => {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
};

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return;
  removeTimeouts.set(
    id,
    setTimeout(() => {
      removeTimeouts.delete(id);
      dispatch({ type: "REMOVE", id });
    }, TOAST_REMOVE_DELAY),
  );
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "DISMISS": {
      for (const t of state.toasts) if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    }
    case "REMOVE":
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

const listeners = new Set<() => void>();
let memory: State = { toasts: [] };

function dispatch(action: Action) {
  memory = reducer(memory, action);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => memory;

export type ToastInput = Omit<ToastData, "id" | "open">;

export function toast(input: ToastInput) {
  const id = nextId();
  dispatch({ type: "ADD", toast: { ...input, id, open: true } });
  return { id, dismiss: () => dispatch({ type: "DISMISS", id }) };
}

export function dismissToast(id?: string) {
  dispatch({ type: "DISMISS", id });
}

/**
 * An external store read with useSyncExternalStore: a toast said before the Toaster subscribed
 * (a page's mount effect that runs in the Toaster's own commit) is still shown, which a
 * useState(copy) + subscribe-in-an-effect pair loses.
 */
export function useToast() {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
