import type { CommentAnswer, CreateDrawBody, Track } from "@/shared/api-types";
import type { ThemeId } from "@/shared/themes";

type WrittenComment = Pick<CommentAnswer, "commentId" | "headline" | "short" | "long">;
type DrawnTrack = Pick<Track, "id" | "title" | "artist"> &
  Partial<Pick<Track, "image" | "previewUrl" | "externalUrl">>;

/**
 * The body of POST /api/draws: the track drawn and the comment the server wrote for it
 * (POST /api/comment's answer, saved by its commentId). The play page's comment block sends it;
 * tests and benches save draws through the API with it.
 */
export function drawBody(
  comment: WrittenComment,
  track: DrawnTrack,
  fields: {
    number: string;
    theme?: ThemeId;
    sessionId?: string | null;
    sourceType?: CreateDrawBody["sourceType"];
    sourceId?: CreateDrawBody["sourceId"];
  },
): CreateDrawBody {
  return {
    commentId: comment.commentId,
    number: fields.number,
    trackId: track.id,
    trackTitle: track.title,
    trackArtist: track.artist,
    trackImage: track.image ?? null,
    trackPreviewUrl: track.previewUrl ?? null,
    trackExternalUrl: track.externalUrl ?? null,
    theme: fields.theme ?? "genel",
    headline: comment.headline,
    short: comment.short,
    long: comment.long,
    comment: comment.short,
    sessionId: fields.sessionId ?? null,
    sourceType: fields.sourceType,
    sourceId: fields.sourceId,
  };
}
