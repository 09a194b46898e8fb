/** Loading a playlist from Spotify or YouTube. */
import { z } from "zod";
import { URL_OR_ID_MAX } from "../limits";
import { T } from "../texts";
import { trackSchema } from "./tracks";

// ---------- playlists (POST /api/spotify/tracks, POST /api/youtube/tracks) ----------
const playlistTracksBody = (blankMessage: string) =>
  z.object({
    urlOrId: z
      .string({ error: blankMessage })
      .trim()
      .min(1, blankMessage)
      .max(URL_OR_ID_MAX, "Bağlantı çok uzun"),
  });
export const spotifyTracksBodySchema = playlistTracksBody(T.home.spotifyBlank);
export const youtubeTracksBodySchema = playlistTracksBody(T.home.youtubeBlank);

export const playlistTracksResponseSchema = z.object({
  /** the playlist id the server resolved from the link */
  id: z.string(),
  tracks: z.array(trackSchema),
  /** the playlist is longer than the server reads (1,000 rows): these are its first rows */
  capped: z.boolean().optional(),
});
export type PlaylistTracksResponse = z.infer<typeof playlistTracksResponseSchema>;
