import { useQuery } from "@tanstack/react-query";
import type { PublicConfig, User } from "@/shared/api-types";
import { getQueryFn } from "./query-client";
import { queryKeys } from "./query-keys";

/** Signed in when the current-user call returns a user (spec section 4). */
export function useAuth() {
  const { data: user, isLoading } = useQuery<User | null>({
    queryKey: queryKeys.user,
    queryFn: getQueryFn<User>({ on401: "returnNull" }),
  });
  return { user: user ?? null, isLoading, isAuthenticated: Boolean(user) };
}

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: queryKeys.config });
}

/** After login, register and logout the page reloads at / (spec section 4). */
export function reloadHome() {
  window.location.href = "/";
}
