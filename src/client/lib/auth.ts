import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import type { PublicConfig, User } from "@/shared/api-types";
import { ApiError, getQueryFn } from "./query-client";
import { queryKeys } from "./query-keys";

/** Signed in when the current-user call returns a user (spec section 4). */
export function useAuth() {
  const {
    data: user,
    isLoading,
    isPaused,
    isError,
    error,
    refetch,
  } = useQuery<User | null>({
    queryKey: queryKeys.user,
    queryFn: getQueryFn<User>({ on401: "returnNull" }),
  });
  const retry = useCallback(() => void refetch(), [refetch]);
  // the server says nobody is signed in (logged out elsewhere, expired): what the browser kept of
  // the last person's data goes too (security review I-7). Its code loads only when the browser
  // keeps anything at all, after the page is up: a first visit's entry stays within its budget.
  useEffect(() => {
    if (user !== null || !storageHoldsAnything()) return;
    void import("./personal-storage").then((m) => {
      if (m.holdsPersonalData()) m.forgetPersonalData();
    });
  }, [user]);
  return {
    user: user ?? null,
    isLoading,
    isAuthenticated: Boolean(user),
    /**
     * Whether signed in or not is unknown because the server cannot be reached: the browser is
     * offline (the call waits for the network) or the call failed without an answer.
     */
    unreachable: user === undefined && (isPaused || (isError && !(error instanceof ApiError))),
    retry,
  };
}

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: queryKeys.config });
}

/** After login, register and logout the page reloads at / (spec section 4). */
export function reloadHome() {
  window.location.href = "/";
}

function storageHoldsAnything(): boolean {
  try {
    return localStorage.length + sessionStorage.length > 0;
  } catch {
    return false;
  }
}
