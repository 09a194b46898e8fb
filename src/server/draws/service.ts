/**
 * Saving a draw. Its text is the server's record of the comment the client names (commentId),
 * never text the client sends: a shared page shows only what the app wrote (security review M6).
 */
import type { User } from "@/shared/api/auth";
import type { CreateDrawData } from "@/shared/api/draws";
import { COMMENT_SAVE_WINDOW_MS, type DrawSourceType } from "@/shared/limits";
import { READY_LIST_TRACK_PREFIX } from "@/shared/ready-lists";
import { drawSearchText } from "@/shared/search";
import type { ThemeId } from "@/shared/themes";
import type { CommentRepository } from "../comments/repository";
import { badRequest } from "../http/errors";
import type { DrawOrigin } from "./events";
import { safeExternalUrl, safeMediaUrl } from "./links";
import { DRAW_MESSAGES as M } from "./messages";
import type { DrawRepository } from "./repository";

/** A YouTube video id; Spotify's track ids are 22 characters, CSV ones start with 'csv:'. */
const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The source a track id shows (an older client sends none); the migration uses the same rule. */
export function sourceOfTrackId(trackId: string): DrawSourceType {
  if (trackId.startsWith("csv:")) return "csv";
  if (trackId.startsWith(READY_LIST_TRACK_PREFIX)) return "ready";
  return YOUTUBE_VIDEO_ID.test(trackId) ? "youtube" : "spotify";
}

/**
 * The source the client names, checked against the track: a CSV track is only ever "csv" and a
 * ready-made list's only "ready", and a provider's track is neither; between Spotify and YouTube
 * the client's word stands (their id shapes tell them apart, but a client knows which it loaded).
 */
export function checkedSource(
  trackId: string,
  named: DrawSourceType | null,
  sourceId: string | null,
): { sourceType: DrawSourceType; sourceId: string | null } {
  const fromId = sourceOfTrackId(trackId);
  const sourceType = named ?? fromId;
  const own = (type: DrawSourceType) => type === "csv" || type === "ready";
  if ((own(sourceType) || own(fromId)) && sourceType !== fromId) throw badRequest(M.sourceMismatch);
  return { sourceType, sourceId: sourceType === "csv" ? null : sourceId };
}

/** A track as a list or a client gave it: its links are checked before anyone sees them. */
export interface DrawTrack {
  id: string;
  title: string;
  artist: string;
  image?: string | null;
  previewUrl?: string | null;
  externalUrl?: string | null;
}

/**
 * One draw to save, whatever made it (DrawOrigin): the server's record of its comment, its track
 * (a spread's past song; `spread` holds its present and future ones) and where the list came from
 * (checked with checkedSource by the caller, before any work).
 */
export interface DrawInput {
  origin: DrawOrigin;
  userId: string;
  commentId: string;
  number: string;
  track: DrawTrack;
  theme: ThemeId;
  texts: { headline: string; short: string; long: string };
  hint: string | null;
  sessionId: string | null;
  source: { sourceType: DrawSourceType; sourceId: string | null };
  friendName?: string | null;
  spread?: readonly { number: string; track: DrawTrack }[];
}

export interface DrawServiceOptions {
  draws: DrawRepository;
  comments: CommentRepository;
  /** covers and previews of a saved draw must come from these hosts (they are shown publicly) */
  mediaHosts: readonly string[];
  now?: () => Date;
}

export function createDrawService({
  draws,
  comments,
  mediaHosts,
  now = () => new Date(),
}: DrawServiceOptions) {
  /**
   * Saves a draw once per comment (draw.created); `created` is false when that comment was saved
   * before. Every way a draw is made comes through here: a spread, a friend's pick, a live
   * room's draw and the song of the day.
   */
  async function createDraw(input: DrawInput): Promise<{ id: string; created: boolean }> {
    // A draw is shown to anyone with its link: links and media must point where we expect.
    const media = (url: string | null | undefined) => safeMediaUrl(url ?? null, mediaHosts);
    const link = (url: string | null | undefined) => safeExternalUrl(url ?? null);
    const all = [input.track, ...(input.spread ?? []).map((c) => c.track)];
    return draws.insertOnce(
      {
        userId: input.userId,
        commentId: input.commentId,
        kind: input.spread ? "spread" : "single",
        number: input.number,
        trackId: input.track.id,
        trackTitle: input.track.title,
        trackArtist: input.track.artist,
        trackImage: media(input.track.image),
        trackPreviewUrl: media(input.track.previewUrl),
        trackExternalUrl: link(input.track.externalUrl),
        spread: input.spread?.map((c) => ({
          number: c.number,
          trackTitle: c.track.title,
          trackArtist: c.track.artist,
          trackImage: media(c.track.image),
          trackExternalUrl: link(c.track.externalUrl),
        })),
        theme: input.theme,
        ...input.texts,
        // spec section 7: the draw's comment equals its short text
        comment: input.texts.short,
        sessionId: input.sessionId,
        hint: input.hint,
        friendName: input.friendName ?? null,
        ...input.source,
        searchText: drawSearchText({
          trackTitle: all.map((t) => t.title).join("\n"),
          trackArtist: all.map((t) => t.artist).join("\n"),
          comment: input.texts.short,
        }),
      },
      input.origin,
    );
  }

  return {
    /**
     * Saves the draw of one of the user's comments; `created` is false when that comment was saved
     * before (the answer is then the first draw's id). Refusals are 400s with a Turkish message.
     * No premium check here: /api/comment checked the theme when it wrote the comment, and a
     * person who has lost Premium since may still keep what they were given.
     */
    async save(user: User, body: CreateDrawData): Promise<{ id: string; created: boolean }> {
      const comment = await comments.findById(body.commentId);
      if (!comment) throw badRequest(M.commentUnknown);
      if (comment.userId !== user.id) throw badRequest(M.commentNotYours);
      if (comment.kind === "support") throw badRequest(M.commentIsSupport);
      if (comment.trackId !== body.trackId) throw badRequest(M.commentOtherTrack);
      if (comment.theme !== body.theme) throw badRequest(M.commentOtherTheme);
      const source = checkedSource(body.trackId, body.sourceType, body.sourceId);

      if (now().getTime() - comment.createdAt.getTime() > COMMENT_SAVE_WINDOW_MS) {
        // Saved in time already (a late retry): the same draw, never an error.
        const saved = await draws.findByCommentId(comment.id);
        if (saved) return { id: saved.id, created: false };
        throw badRequest(M.commentExpired);
      }

      // Saved already (a retry, a second tab, two saves at once): the first draw's id.
      return createDraw({
        origin: "single",
        userId: user.id,
        commentId: comment.id,
        number: body.number,
        // the text and track names are the server's record, the media links the client's
        track: {
          id: comment.trackId,
          title: comment.trackTitle,
          artist: comment.trackArtist,
          image: body.trackImage,
          previewUrl: body.trackPreviewUrl,
          externalUrl: body.trackExternalUrl,
        },
        theme: comment.theme,
        texts: { headline: comment.headline, short: comment.short, long: comment.long },
        // the question the comment answers; the owner may hide it from the shared page
        hint: comment.hint,
        sessionId: body.sessionId,
        source,
      });
    },

    createDraw,
  };
}

export type DrawService = ReturnType<typeof createDrawService>;
