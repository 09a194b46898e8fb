/**
 * Sends one notification to one device (ADR 041): web-push encrypts the payload to the browser's
 * keys and signs a VAPID header; the request itself goes through the app's outbound client, with
 * the push services as its only hosts (https, the addresses checked while connecting). A push
 * service answering 404 or 410 means the subscription is gone: it is deleted. Other failures are
 * logged and counted; the subscription stays.
 */
import webpush from "web-push";
import { type Outbound, OutboundError } from "../http/outbound";
import { isPushEndpointAllowed } from "./endpoint-hosts";
import type { PushPayload } from "./messages";
import type { PushTarget } from "./repository";

export type PushKind = "reminder" | "recap" | "test";
export type PushOutcome = "sent" | "gone" | "failed";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushSenderDeps {
  vapid: VapidKeys;
  outbound: Outbound;
  allowedHosts: readonly string[];
  /** deletes a subscription its push service no longer knows */
  forget: (subscriptionId: string) => Promise<void>;
  count: (kind: PushKind, outcome: PushOutcome) => void;
  log: { warn: (obj: object, msg: string) => void };
}

/** How long a push service keeps a notification for a device that is offline. */
const TTL_SECONDS: Record<PushKind, number> = { reminder: 3 * 3600, recap: 3 * 24 * 3600, test: 600 };

export function createPushSender(deps: PushSenderDeps) {
  async function send(device: PushTarget, payload: PushPayload, kind: PushKind): Promise<PushOutcome> {
    const outcome = await attempt(device, payload, kind);
    deps.count(kind, outcome);
    return outcome;
  }

  async function attempt(device: PushTarget, payload: PushPayload, kind: PushKind): Promise<PushOutcome> {
    // checked again here: PUSH_ALLOWED_HOSTS may have narrowed since the subscription was stored
    if (!isPushEndpointAllowed(device.endpoint, deps.allowedHosts)) {
      deps.log.warn({ subscription: device.id }, "push endpoint no longer on PUSH_ALLOWED_HOSTS: not sent");
      return "failed";
    }
    const details = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      { vapidDetails: deps.vapid, TTL: TTL_SECONDS[kind], urgency: "normal", topic: topicOf(payload.tag) },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    try {
      await deps.outbound.request(details.endpoint, {
        method: "POST",
        headers,
        body: new Uint8Array(details.body),
        timeoutMs: 10_000,
        retries: 1,
        maxBytes: 64 * 1024,
      });
      return "sent";
    } catch (err) {
      if (err instanceof OutboundError && (err.status === 404 || err.status === 410)) {
        await deps.forget(device.id);
        return "gone";
      }
      deps.log.warn(
        {
          subscription: device.id,
          host: hostOf(device.endpoint),
          status: err instanceof OutboundError ? err.status : undefined,
          reason: err instanceof OutboundError ? err.kind : (err as Error).message,
        },
        "push notification not sent",
      );
      return "failed";
    }
  }

  return { send };
}

export type PushSender = ReturnType<typeof createPushSender>;

/** A push service keeps only the newest notification of a topic for an offline device. */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) || "sarki-fali";
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "?";
  }
}
