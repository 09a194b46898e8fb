import type { PublicDraw } from "@/shared/api/draws";

/** A shared draw as GET /api/draws/{id} answers it: a single song, no question, no cover. */
export function samplePublicDraw(over: Partial<PublicDraw> = {}): PublicDraw {
  return {
    id: "7b0c7f0e-2f7a-4c1e-9a51-3f1f0d1a2b3c",
    number: "42",
    trackTitle: "Gül Pembe",
    trackArtist: "Barış Manço",
    trackImage: null,
    trackPreviewUrl: null,
    trackExternalUrl: null,
    theme: "genel",
    headline: "Bugün kalbin hafif",
    short: "Küçük bir şarkı, büyük bir gün.",
    long: "Uzun yorum.",
    createdAt: "2025-10-22T10:00:00.000Z",
    shareTheme: "klasik",
    hint: null,
    listSource: null,
    shortCode: "k7m2w9qpa3",
    kind: "single",
    spread: null,
    origin: "single",
    ...over,
  };
}
