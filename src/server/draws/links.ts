/**
 * A saved draw is shown to anyone with its link, so the addresses a client sent with it are kept
 * only when they point where we expect: covers and previews at the media hosts, the track's page
 * at a known music service over https. Anything else is dropped (null), never shown.
 */
import { hostAllowed } from "../http/outbound";

/** Music pages a shared draw may link to. */
export const EXTERNAL_HOSTS: readonly string[] = [
  "open.spotify.com",
  "www.youtube.com",
  "youtube.com",
  "music.youtube.com",
  "youtu.be",
  "www.deezer.com",
  "deezer.com",
  "music.apple.com",
  "tidal.com",
  "soundcloud.com",
];

function allowedUrl(value: string | null, hosts: readonly string[], httpsOnly: boolean): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (httpsOnly && url.protocol !== "https:") return null;
    // plain http only to a host the list names with its port (a local server, the tests' fakes)
    return hostAllowed(url, hosts, true) ? value : null;
  } catch {
    return null;
  }
}

/** A cover or preview address, kept when its host (and port) is one of `mediaHosts`, over https. */
export function safeMediaUrl(value: string | null, mediaHosts: readonly string[]): string | null {
  return allowedUrl(value, mediaHosts, false);
}

/** The track's page, kept when it is an https address of a known music service. */
export function safeExternalUrl(value: string | null): string | null {
  return allowedUrl(value, EXTERNAL_HOSTS, true);
}
