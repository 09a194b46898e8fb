import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { reloadHome } from "@/client/lib/auth";
import { ApiError, callApi, errorMessage } from "@/client/lib/query-client";
import { queryKeys } from "@/client/lib/query-keys";
import { toast } from "@/client/lib/use-toast";
import type { LoginBody, PendingSignup, RegisterBody, User } from "@/shared/api-types";
import { T } from "@/shared/texts";

function login(body: LoginBody): Promise<User> {
  return callApi("POST /api/auth/login", { body });
}

function register(body: RegisterBody): Promise<User> {
  return callApi("POST /api/auth/register", { body });
}

export type SignInRequest = { mode: "login"; body: LoginBody } | { mode: "register"; body: RegisterBody };

/** Signs in or up; then the page reloads at / (spec section 4), and a failure is a toast (section 8). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignInRequest) =>
      request.mode === "login" ? login(request.body) : register(request.body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.user });
      reloadHome();
    },
    onError: (error, request) => {
      if (request.mode === "login") {
        // A wrong email and a wrong password read alike; only 'too many attempts' says more.
        const limited = error instanceof ApiError && error.status === 429;
        toast({
          title: T.login.loginFailedTitle,
          description: limited ? errorMessage(error, T.login.loginFailed) : T.login.loginFailed,
          variant: "destructive",
        });
      } else {
        toast({
          title: T.login.registerFailedTitle,
          description: errorMessage(error, T.login.registerFailed),
          variant: "destructive",
        });
      }
    },
  });
}

/** The provider sign-in waiting for an email (GET /api/auth/pending); a 404 means none or expired. */
export function usePendingSignup() {
  return useQuery<PendingSignup>({ queryKey: queryKeys.pendingSignup });
}

/** Makes the account with the typed email; then the page reloads at / like any sign-in. */
export function useCompleteSignup() {
  return useMutation({
    mutationFn: (email: string) => callApi("POST /api/auth/pending", { body: { email } }),
    onSuccess: () => reloadHome(),
    onError: (error) =>
      toast({
        title: T.login.registerFailedTitle,
        description: errorMessage(error, T.login.registerFailed),
        variant: "destructive",
      }),
  });
}
