/**
 * Every query key of the client. A read's key is its endpoint's path, which the default query
 * function fetches (spec section 7), so two features that show the same data share its key here
 * rather than importing each other.
 */
import type { Endpoint } from "@/shared/api-types";

/** Paths of the contract's GET endpoints without parameters. */
type ReadPath = Endpoint extends infer E ? (E extends `GET ${infer Path}` ? Path : never) : never;
const read = <Path extends Exclude<ReadPath, `${string}:${string}`>>(path: Path) => [path] as const;

export const queryKeys = {
  user: read("/api/auth/user"),
  config: read("/api/config"),
  account: read("/api/account"),
  pendingSignup: read("/api/auth/pending"),
  stats: read("/api/analytics/stats"),
  /** Premium as the profile card and the Premium dialog show it (store subscription or grant) */
  premiumStatus: read("/api/billing/status"),
  detailedStats: read("/api/analytics/detailed"),
  /** the history's pages (GET /api/draws), one infinite query per tab, search and filters */
  drawPages: (params: Readonly<Record<string, string | undefined>>) =>
    ["/api/draws", "pages", params] as const,
  drawPagesAll: ["/api/draws", "pages"] as const,
  /** read by its own query function (GET /api/draws/:id) */
  publicDraw: (id: string) => ["/api/draws", id] as const,
  /** asked one track at a time (POST /api/audio-features) */
  audioFeatures: (trackId: string) => ["/api/audio-features", trackId] as const,
};

/** The lists that show saved draws; they never go stale on their own, so a new draw refreshes them. */
export const SAVED_DRAW_LIST_KEYS = [
  queryKeys.stats,
  queryKeys.drawPagesAll,
  queryKeys.detailedStats,
] as const;
