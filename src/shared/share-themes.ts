/**
 * Designs of the shared draw's images (the 1200x630 link preview and the 9:16 story): 'klasik' is
 * everyone's; the others are Premium's "special sharing themes" (spec section 1). Stored with the
 * draw as `shareTheme`; the server refuses a premium one for a free account.
 */
export const SHARE_THEME_IDS = ["klasik", "gece", "altin", "pastel"] as const;
export type ShareThemeId = (typeof SHARE_THEME_IDS)[number];

export interface ShareTheme {
  id: ShareThemeId;
  label: string;
  /** one short line for the picker */
  description: string;
  premium: boolean;
}

export const SHARE_THEMES: readonly ShareTheme[] = [
  { id: "klasik", label: "Klasik", description: "Yıldızlı mor gece", premium: false },
  { id: "gece", label: "Gece", description: "Dolunay, yıldızlar", premium: true },
  { id: "altin", label: "Altın", description: "Siyah ve altın", premium: true },
  { id: "pastel", label: "Pastel", description: "Açık ve yumuşak", premium: true },
];

export const DEFAULT_SHARE_THEME: ShareThemeId = "klasik";

export function shareThemeById(id: string): ShareTheme | undefined {
  return SHARE_THEMES.find((t) => t.id === id);
}

export function isPremiumShareTheme(id: ShareThemeId): boolean {
  return shareThemeById(id)?.premium ?? false;
}

/**
 * Raised whenever any design's picture changes: part of the image cache key and of the image's
 * address, so chat apps and browsers fetch the new picture.
 */
export const SHARE_IMAGE_VERSION = 5;

/**
 * The address of a draw's image. The theme and the renderer's version are in it, so a new choice
 * is a new address (link-preview caches key on the address); the server always draws the draw's
 * current theme whatever the address says.
 */
export function drawImagePath(id: string, shareTheme: ShareThemeId, format: "og" | "story" = "og"): string {
  const v = `v=${shareTheme}-${SHARE_IMAGE_VERSION}`;
  return `/api/og/${encodeURIComponent(id)}?${format === "story" ? "format=story&" : ""}${v}`;
}
