/**
 * The site's origin for absolute links the page writes (share links). In the browser it is the
 * page's own; the server render (src/client/ssr.tsx) provides the request's, since it has no window.
 */
import { createContext, useContext } from "react";

export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  if (provided !== null) return provided;
  return typeof window === "undefined" ? "" : window.location.origin;
}
