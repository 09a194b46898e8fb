/**
 * Saving a draw. Its text is the server's record of the comment the client names (commentId),
 * never text the client sends: a shared page shows only what the app wrote (security review M6).
 */
import type { User } from "@/shared/api/auth";
import type { CreateDrawData } from "@/shared/api/draws";
import { COMMENT_SAVE_WINDOW_MS, type DrawSourceType } from "@/shared/limits";
import { READY_LIST_TRACK_PREFIX } from "@/shared/ready-lists";
import { drawSearchText } from "@/shared/search";
import type { CommentRepository } from "../comments/repository";
import { badRequest } from "../http/errors";
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

      // Saved already (a retry, a second tab, two saves at once): insertOnce answers the first draw.
      return draws.insertOnce({
        userId: user.id,
        commentId: comment.id,
        number: body.number,
        trackId: comment.trackId,
        trackTitle: comment.trackTitle,
        trackArtist: comment.trackArtist,
        // A draw is shown to anyone with its link: links and media must point where we expect.
        trackImage: safeMediaUrl(body.trackImage, mediaHosts),
        trackPreviewUrl: safeMediaUrl(body.trackPreviewUrl, mediaHosts),
        trackExternalUrl: safeExternalUrl(body.trackExternalUrl),
        theme: comment.theme,
        headline: comment.headline,
        short: comment.short,
        long: comment.long,
        // spec section 7: the draw's comment equals its short text
        comment: comment.short,
        sessionId: body.sessionId,
        // the question the comment answers; the owner may hide it from the shared page
        hint: comment.hint,
        ...source,
        searchText: drawSearchText({
          trackTitle: comment.trackTitle,
          trackArtist: comment.trackArtist,
          comment: comment.short,
        }),
      });
    },
  };
}

export type DrawService = ReturnType<typeof createDrawService>;
