/**
 * Reminders through Web Push on this device (ADR 041): whether they can be offered here (the server
 * has VAPID keys, the browser a PushManager), this device's state, and turning them on and off.
 * The browser's permission is asked only inside `turnOn`, which runs on the person's press.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PushReminderState } from "@/shared/api-types";
import { usePublicConfig } from "./auth";
import { ApiError, callApi, errorMessage } from "./query-client";

/**
 * The reminders' query keys live here, not in query-keys.ts: that module is in the landing page's
 * first chunk, which is at its budget (80 KB brotli), and only this module reads these two.
 */
const PUSH_KEY = ["/api/push/key"] as const;
const REMINDER_STATE = ["/api/push/subscriptions", "this-device"] as const;

/** "no" to the offer after a draw: never asked again on this device (not personal data: kept at logout) */
const OFFER_DECLINED_KEY = "reminder_offer_declined";

export function browserCanPush(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/**
 * The server's public key, or null when push is off there: /api/config says so first, and the key
 * is not asked for (a 404 still reads as off).
 */
export function usePushKey(enabled = true) {
  const { data: config } = usePublicConfig();
  return useQuery<string | null>({
    queryKey: PUSH_KEY,
    enabled: enabled && browserCanPush() && config !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      if (!config?.remindersEnabled) return null;
      try {
        return (await callApi("GET /api/push/key")).publicKey;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (existing) return existing;
  await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  return existing ? existing.pushManager.getSubscription() : null;
}

/** The person's reminder and whether this device gets it. */
export function useReminderState(enabled: boolean) {
  return useQuery<PushReminderState>({
    queryKey: REMINDER_STATE,
    enabled,
    queryFn: async () => {
      const subscription = await currentSubscription().catch(() => null);
      return callApi("GET /api/push/subscriptions", { query: { endpoint: subscription?.endpoint } });
    },
  });
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** Why turning reminders on did not happen, in words for the person. */
export class ReminderError extends Error {}

/** The sentence for a failed change of the reminder (a toast's description). */
export function reminderErrorText(error: unknown): string {
  return error instanceof ReminderError ? error.message : errorMessage(error, "Hatırlatma ayarlanamadı.");
}

async function turnOn(publicKey: string, time: string): Promise<PushReminderState> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new ReminderError(
      "Bildirim izni verilmedi. Hatırlatma için tarayıcının site ayarlarından bildirimlere izin verebilirsin.",
    );
  }
  const reg = await registration();
  const key = keyBytes(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  // made for another key (the server's keys changed): the push service would refuse our sends
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: key })
    .catch(() => {
      throw new ReminderError("Bu tarayıcı bildirim servisine bağlanamadı. Biraz sonra tekrar dene.");
    });
  const json = subscription.toJSON();
  return callApi("POST /api/push/subscriptions", {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
      time,
    },
  });
}

async function turnOff(): Promise<PushReminderState> {
  const subscription = await currentSubscription();
  if (!subscription) return callApi("GET /api/push/subscriptions");
  const state = await callApi("DELETE /api/push/subscriptions", {
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe().catch(() => false);
  return state;
}

/** On (at a time) or off, for this device; the answer becomes the reminder's state. */
export function useSetReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { publicKey: string; time: string } | null) =>
      change ? turnOn(change.publicKey, change.time) : turnOff(),
    onSuccess: (state) => queryClient.setQueryData(REMINDER_STATE, state),
  });
}

export function offerDeclined(): boolean {
  try {
    return localStorage.getItem(OFFER_DECLINED_KEY) === "1";
  } catch {
    return false;
  }
}

export function declineOffer(): void {
  try {
    localStorage.setItem(OFFER_DECLINED_KEY, "1");
  } catch {
    // private mode: the offer may come back next time, nothing worse
  }
}
