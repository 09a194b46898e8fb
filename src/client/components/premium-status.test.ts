import { describe, expect, it } from "vitest";
import type { PremiumStatus } from "@/shared/api-types";
import { premiumStatusLines } from "./premium-status";

const status = (subscription: PremiumStatus["subscription"]): PremiumStatus => ({
  isPremium: Boolean(subscription?.active),
  source: subscription ? "store" : null,
  subscription,
  restoreAvailable: true,
});

describe("premiumStatusLines", () => {
  it("says a store subscription renews, with the store's name", () => {
    const lines = premiumStatusLines(
      status({
        active: true,
        expiresAt: "2026-12-21T10:00:00Z",
        willRenew: true,
        store: "APP_STORE",
        productId: "p",
      }),
    );
    expect(lines).toEqual(["Aboneliğin 21 Aralık 2026 tarihinde yenilenecek (App Store)."]);
  });

  it("never says a promotional grant renews", () => {
    const lines = premiumStatusLines(
      status({
        active: true,
        expiresAt: "2026-12-21T10:00:00Z",
        willRenew: true,
        store: "PROMOTIONAL",
        productId: null,
      }),
    );
    expect(lines).toEqual(["Premium'un 21 Aralık 2026 tarihine kadar promosyon olarak açık."]);
    expect(lines.join(" ")).not.toMatch(/yenilen/);
  });
});
