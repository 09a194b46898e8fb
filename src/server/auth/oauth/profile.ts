/** What a provider tells about a person, cleaned before any of it is stored. */
import { NAME_MAX } from "@/shared/limits";
import { hostAllowed } from "../../http/outbound";

export interface ProviderProfile {
  providerUserId: string;
  /** lower-cased; null when the provider gave none (X without the email scope) */
  email: string | null;
  /** true only when the provider says it has verified the address */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  imageUrl: string | null;
}

/**
 * A name as shown in the app: control and format characters (bidi overrides, zero-width) removed,
 * spaces collapsed, at most NAME_MAX characters; empty is null.
 */
export function cleanName(value: string | null): string | null {
  if (!value) return null;
  const cleaned = value
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned ? Array.from(cleaned).slice(0, NAME_MAX).join("").trim() : null;
}

/** "Ayşe Nur Yılmaz" -> first "Ayşe Nur", last "Yılmaz" (GitHub and X give one name field). */
export function splitName(full: string | null): { firstName: string | null; lastName: string | null } {
  const name = cleanName(full);
  if (!name) return { firstName: null, lastName: null };
  const cut = name.lastIndexOf(" ");
  if (cut <= 0) return { firstName: name, lastName: null };
  return { firstName: cleanName(name.slice(0, cut)), lastName: cleanName(name.slice(cut + 1)) };
}

/**
 * A provider's picture is kept only when it is https on that provider's own image host and that
 * host is one of the media hosts (the allow-list covers share): anything else is dropped.
 */
export function safeProfileImage(
  url: string | null,
  providerHosts: readonly string[],
  mediaHosts: readonly string[],
): string | null {
  if (!url || url.length > 1000) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" || parsed.username || parsed.password || parsed.port) return null;
    return hostAllowed(parsed, providerHosts) && hostAllowed(parsed, mediaHosts) ? parsed.toString() : null;
  } catch {
    return null;
  }
}
