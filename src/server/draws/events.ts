/**
 * What the Draw module tells everyone (events/bus.ts), after the change committed. Small on
 * purpose (PostgreSQL's NOTIFY carries under 8000 bytes): the draw's id, its owner, its version,
 * and the public fields a change touched; a reader loads the rest.
 */
import type { DrawOrigin } from "@/shared/limits";
import type { ShareThemeId } from "@/shared/share-themes";

/** How a draw came to be (stored in draws.origin): every way saves through createDraw. */
export type { DrawOrigin };

export interface DrawCreated {
  id: string;
  ownerId: string;
  version: number;
  origin: DrawOrigin;
}

/** What a change touched: the public view changes with the share theme and the question's visibility. */
export type DrawField = "favorite" | "hintHidden" | "shareTheme";

export interface DrawUpdated {
  id: string;
  ownerId: string;
  version: number;
  field: DrawField;
  /** the draw's public view changed (the shared page, its images) */
  publicChange: boolean;
  shareTheme: ShareThemeId;
  hintHidden: boolean;
}

export interface DrawDeleted {
  id: string;
  ownerId: string;
  /** the version it had when it was deleted */
  version: number;
}

declare module "../events/bus" {
  interface EventTopics {
    "draw.created": DrawCreated;
    "draw.updated": DrawUpdated;
    "draw.deleted": DrawDeleted;
  }
}

/** Every topic of a draw: a cache of a draw's public view listens to these and to resync. */
export const DRAW_TOPICS = ["draw.created", "draw.updated", "draw.deleted"] as const;
