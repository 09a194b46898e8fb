/**
 * Logging out. Apart from lib/auth.ts because only the user menu needs it, and that menu loads
 * after the first paint.
 */
import { useMutation } from "@tanstack/react-query";
import type { ApiMessage } from "@/shared/api-types";
import { reloadHome } from "./auth";
import { forgetPersonalData } from "./personal-storage";
import { callApi } from "./query-client";

/**
 * This device's reminder is the person's who leaves (ADR 041): ended with the session, so the next
 * person on a shared browser does not get it. Best effort, and never holds the logout up long.
 */
async function endThisDevicesReminder(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration("/");
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await callApi("DELETE /api/push/subscriptions", { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

async function logout(): Promise<ApiMessage> {
  await Promise.race([
    endThisDevicesReminder().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 3_000)),
  ]);
  return callApi("POST /api/auth/logout");
}

/** Spec section 4: the page reloads at / whether or not the server answered. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error("logout failed", error),
    onSettled: () => {
      forgetPersonalData();
      reloadHome();
    },
  });
}
