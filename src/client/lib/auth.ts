import { useQuery } from "@tanstack/react-query";
import type { User } from "@/shared/api";
import { getQueryFn } from "./query-client";

export const USER_QUERY_KEY = ["/api/auth/user"] as const;

/** Signed in when the current-user call returns a user (spec section 4). */
export function useAuth() {
  const { data: user, isLoading } = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: "returnNull" }),
  });
  return { user: user ?? null, isLoading, isAuthenticated: Boolean(user) };
}

export interface PublicConfig {
  supportEmail: string;
  privacyEmail: string;
  youtubeConfigured: boolean;
}

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: ["/api/config"] });
}

/** After login, register and logout the page reloads at / (spec section 4). */
export function reloadHome() {
  window.location.href = "/";
}
