/**
 * Premium as a person reads it: who gives it (a store subscription or a grant), until when, and
 * from which store. Shared by the profile's Premium card and the Premium dialog.
 */
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import type { PremiumStatus } from "@/shared/api-types";
import { formatLongDate } from "./long-date";

export function usePremiumStatus(enabled = true) {
  return useQuery<PremiumStatus>({ queryKey: queryKeys.premiumStatus, enabled });
}

/** RevenueCat's store names as people know the stores. */
const STORE_NAMES: Record<string, string> = {
  APP_STORE: "App Store",
  MAC_APP_STORE: "Mac App Store",
  PLAY_STORE: "Google Play",
  AMAZON: "Amazon Appstore",
  STRIPE: "Stripe",
  PROMOTIONAL: "promosyon",
};

export function storeName(store: string | null): string | null {
  if (!store) return null;
  return STORE_NAMES[store] ?? store;
}

/** One or two sentences: 'Aboneliğin 21 Aralık 2026 tarihinde yenilenecek (App Store).' */
export function premiumStatusLines(status: PremiumStatus): string[] {
  const sub = status.subscription;
  const where = sub ? storeName(sub.store) : null;
  const via = where ? ` (${where})` : "";
  if (sub?.active && sub.store === "PROMOTIONAL") {
    // a promotional grant does not renew and was not bought in a store
    return sub.expiresAt === null
      ? ["Premium'un süresiz olarak promosyonla açık."]
      : [`Premium'un ${formatLongDate(sub.expiresAt)} tarihine kadar promosyon olarak açık.`];
  }
  if (sub?.active) {
    if (sub.expiresAt === null) return [`Süresiz Premium satın alımın var${via}.`];
    const date = formatLongDate(sub.expiresAt);
    return sub.willRenew
      ? [`Aboneliğin ${date} tarihinde yenilenecek${via}.`]
      : [`Aboneliğin iptal edildi; Premium ${date} tarihine kadar açık${via}.`];
  }
  const lines: string[] = [];
  if (status.source === "operator") lines.push("Premium üyeliğin hesabına tanımlandı.");
  if (sub?.expiresAt)
    lines.push(`Mağaza aboneliğin ${formatLongDate(sub.expiresAt)} tarihinde sona erdi${via}.`);
  return lines;
}
