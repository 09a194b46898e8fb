import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { callApi, errorMessage } from "@/client/lib/query-client";
import { queryKeys } from "@/client/lib/query-keys";
import { toast } from "@/client/lib/use-toast";
import type {
  Account,
  ChangePasswordBody,
  DeleteAccountBody,
  ReauthBody,
  RestoreAnswer,
  UpdateAccountBody,
  User,
} from "@/shared/api-types";
import type { SignInProvider } from "@/shared/sign-in";
import { T } from "@/shared/texts";

export function useAccount() {
  return useQuery<Account>({ queryKey: queryKeys.account });
}

function failed(fallback: string) {
  return (error: unknown) =>
    toast({ title: T.error, description: errorMessage(error, fallback), variant: "destructive" });
}

function done(message: string) {
  toast({ title: T.success, description: message, variant: "success" });
}

export function useUpdateNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountBody) => callApi("PATCH /api/account", { body }),
    onSuccess: (user: User) => {
      // the header's name and avatar letter change at once
      queryClient.setQueryData(queryKeys.user, user);
      queryClient.setQueryData<Account>(queryKeys.account, (a) => (a ? { ...a, user } : a));
      done("Adın güncellendi");
    },
    onError: failed("Ad güncellenemedi"),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => callApi("POST /api/account/password", { body }),
    onSuccess: ({ message }) => {
      done(message);
      return queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
    onError: failed("Şifre değiştirilemedi"),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/account/sessions/:id", { params: { id } }),
    onSuccess: ({ message }) => {
      done(message);
      return queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
    onError: failed("Oturum kapatılamadı"),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi("POST /api/account/sessions/revoke-others"),
    onSuccess: ({ message }) => {
      done(message);
      return queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
    onError: failed("Oturumlar kapatılamadı"),
  });
}

export function useUnlinkMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SignInProvider) =>
      callApi("DELETE /api/account/methods/:provider", { params: { provider } }),
    onSuccess: ({ message }) => {
      done(message);
      return queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
    onError: failed("Giriş yöntemi kaldırılamadı"),
  });
}

/** The lists kept in local storage under the spec's keys (section 3): gone with the account. */
const DRAW_CACHE_KEYS = ["cached_recent_draws", "cached_favorite_draws"];

/**
 * Deletes the account; then this browser forgets everything of it and lands on the landing page
 * with a toast (no reload, so the toast stays on screen).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => callApi("DELETE /api/account", { body }),
    onSuccess: ({ message }) => {
      for (const key of DRAW_CACHE_KEYS) {
        try {
          localStorage.removeItem(key);
        } catch {
          // storage unavailable: nothing was kept there
        }
      }
      // Signed out at once (the app shows the signed-out routes), then every cached answer of the
      // account is dropped; the public settings stay.
      queryClient.setQueryData(queryKeys.user, null);
      const keep = new Set<unknown>([queryKeys.user[0], queryKeys.config[0]]);
      queryClient.removeQueries({ predicate: (q) => !keep.has(q.queryKey[0]) });
      navigate("/");
      toast({ title: "Hesabın silindi", description: message, variant: "success" });
    },
    onError: failed("Hesap silinemedi"),
  });
}

/**
 * 'Satın Alımları Geri Yükle': the server asks RevenueCat and answers the new state, said in a
 * toast; the header, the profile and the Premium dialog follow at once.
 */
export function useRestorePurchases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi("POST /api/billing/restore"),
    onSuccess: (answer: RestoreAnswer) => {
      queryClient.setQueryData(queryKeys.premiumStatus, answer.status);
      queryClient.setQueryData<User | null>(queryKeys.user, (u) =>
        u ? { ...u, isPremium: answer.status.isPremium } : u,
      );
      queryClient.setQueryData<Account>(queryKeys.account, (a) =>
        a ? { ...a, user: { ...a.user, isPremium: answer.status.isPremium } } : a,
      );
      const titles = {
        restored: T.success,
        expired: "Abonelik sona ermiş",
        none: "Satın alım bulunamadı",
        unavailable: "Mobil uygulama çok yakında",
      } as const;
      toast({
        title: titles[answer.outcome],
        description: answer.message,
        variant: answer.outcome === "restored" ? "success" : "default",
      });
    },
    onError: failed("Satın alımlar geri yüklenemedi"),
  });
}

/** The password again: the session counts as a recent sign-in for 10 minutes (ADR 028). */
export function useReauthenticate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReauthBody) => callApi("POST /api/account/reauth", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account }),
    onError: failed("Kimliğin doğrulanamadı"),
  });
}

/** Sends the link that proves the account's address again. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => callApi("POST /api/account/verify-email"),
    onSuccess: ({ message }) => done(message),
    onError: failed("Doğrulama bağlantısı gönderilemedi"),
  });
}
