/**
 * What a person sends that the app later publishes under its own name (review M6): a shared
 * draw's page, its og:title and its preview image show the song's title and artist as the
 * client sent them, and the question when its owner shows it. They pass the same screen as a
 * model's answer (comment/safety.ts `unsafeContent`): no link or address, no phone number, no
 * phishing wording in a title or an artist, nor the app's own name. A question is the person's own words and is shown
 * only by their choice, so it is held to links and phone numbers only ("şifremi paylaşsam mı"
 * is a fair question).
 */
import { badRequest } from "../http/errors";
import { unsafeContent } from "./comment/safety";

export const PUBLISHED_TEXT_MESSAGES = {
  track:
    "Şarkı adı ve sanatçı bağlantı, telefon numarası ya da hesap uyarısına benzeyen sözler içeremez; fal paylaşılınca bunlar Şarkı Falı adına görünür.",
  question: "Sorun bağlantı ya da telefon numarası içeremez.",
} as const;

/** The app's own name: a title or artist that names it reads as the app speaking (a "Şarkı Falı Destek Ekibi"). */
const BRAND = /[şs]ark[ıi]\s*fal[ıi]/iu;

/** Whether a track's title and artist may be published. */
export function publishableTrack(track: { title: string; artist: string }): boolean {
  return [track.title, track.artist].every((text) => unsafeContent(text) === null && !BRAND.test(text));
}

/** Throws the 400 when a track's title or artist, or the question, may not be published. */
export function requirePublishable(
  tracks: readonly { title: string; artist: string }[],
  question?: string | null,
) {
  if (!tracks.every(publishableTrack)) throw badRequest(PUBLISHED_TEXT_MESSAGES.track);
  const reason = question ? unsafeContent(question) : null;
  if (reason && reason !== "phishing wording") throw badRequest(PUBLISHED_TEXT_MESSAGES.question);
}
