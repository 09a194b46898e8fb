/**
 * Toast state shared by the whole app (the shadcn/ui pattern): at most one toast at a time; a
 * dismissed toast is removed from memory after 1,000,000 ms (spec section 9).
 */
import { type ReactNode, useEffect, useState } from "react";

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

const listeners = new Set<(s: State) => void>();
let memory: State = { toasts: [] };

function dispatch(action: Action) {
  memory = reducer(memory, action);
  for (const l of listeners) l(memory);
}

export type ToastInput = Omit<ToastData, "id" | "open">;

export function toast(input: ToastInput) {
  const id = nextId();
  dispatch({ type: "ADD", toast: { ...input, id, open: true } });
  return { id, dismiss: () => dispatch({ type: "DISMISS", id }) };
}

export function dismissToast(id?: string) {
  dispatch({ type: "DISMISS", id });
}

export function useToast() {
  const [state, setState] = useState<State>(memory);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
