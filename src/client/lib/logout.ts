/**
 * Logging out. Apart from lib/auth.ts because only the user menu needs it, and that menu loads
 * after the first paint.
 */
import { useMutation } from "@tanstack/react-query";
import type { ApiMessage } from "@/shared/api-types";
import { reloadHome } from "./auth";
import { forgetPersonalData } from "./personal-storage";
import { callApi } from "./query-client";

function logout(): Promise<ApiMessage> {
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
