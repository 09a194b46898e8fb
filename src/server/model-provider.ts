/**
 * Who runs the comment model, as GET /api/config publishes it for the privacy page and the hint
 * field (KVKK art. 9, ADR 020). The operator's LLM_PROVIDER_NAME when set. Otherwise the model
 * server's host only when it is a public DNS name (api.openai.com): a local or internal model
 * (127.0.0.1:11434, vllm.internal:8000, 10.0.0.5) would hand anyone the map of the operator's
 * network (review I-6), so the page then gives MODEL_PROVIDER_UNNAMED and still says that the hint
 * leaves for a model.
 */
import { isIP } from "node:net";
import type { Config } from "./config";

/** What the privacy page and the hint field show when the operator named no provider. */
export const MODEL_PROVIDER_UNNAMED = "Şarkı Falı'nın seçtiği bir yapay zekâ hizmeti";

/**
 * Names no one can look up on the public internet: special-use and private-use suffixes (RFC 6761,
 * 6762, 8375, ICANN's .internal) and the ones routers and companies use for their own networks.
 */
const PRIVATE_SUFFIXES = [
  "localhost",
  "local",
  "internal",
  "intranet",
  "lan",
  "home",
  "home.arpa",
  "corp",
  "private",
  "localdomain",
  "test",
  "example",
  "invalid",
];

/** Whether a host is a public DNS name: not an address, not one label, not a private suffix. */
export function isPublicHostName(hostname: string): boolean {
  const name = hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (name === "" || isIP(name) !== 0) return false;
  const labels = name.split(".");
  if (labels.length < 2 || labels.some((l) => l === "")) return false;
  // a numeric last label is an address spelt another way (URL parsing already turned most into IPv4)
  if (/^\d+$/.test(labels.at(-1)!)) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** null when no model is configured: comments are written on this server and nothing leaves. */
export function modelProviderName(config: Config): string | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  const named = config.LLM_PROVIDER_NAME?.trim();
  if (named) return named;
  const { hostname } = new URL(config.LLM_BASE_URL);
  return isPublicHostName(hostname) ? hostname : MODEL_PROVIDER_UNNAMED;
}
