/**
 * The push sender as the app and `npm run push` build it (ADR 041): undefined without VAPID keys.
 * Its outbound client reaches PUSH_ALLOWED_HOSTS only, over https.
 */
import type { Config } from "../config";
import { createOutbound } from "../http/outbound";
import type { Metrics } from "../metrics/metrics";
import { observeAs } from "../metrics/wiring";
import type { PushRepository } from "./repository";
import { createPushSender, type PushSender, type VapidKeys } from "./sender";

export function vapidKeys(config: Config): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : undefined;
}

export interface PushDelivery {
  sender: PushSender;
  close(): Promise<void>;
}

export function createPushDelivery(options: {
  config: Config;
  repo: Pick<PushRepository, "deleteSubscription">;
  userAgent: string;
  log: { warn: (obj: object, msg: string) => void };
  metrics?: Metrics;
  /** tests: the fake push service's certificate authority */
  extraCa?: readonly string[];
}): PushDelivery | undefined {
  const vapid = vapidKeys(options.config);
  if (!vapid) return undefined;
  const { metrics } = options;
  const outbound = createOutbound({
    userAgent: options.userAgent,
    allowedHosts: options.config.PUSH_ALLOWED_HOSTS,
    httpsOnly: true,
    extraCa: options.extraCa,
    observe: metrics ? observeAs(metrics, "push") : undefined,
  });
  const sender = createPushSender({
    vapid,
    outbound,
    allowedHosts: options.config.PUSH_ALLOWED_HOSTS,
    forget: (id) => options.repo.deleteSubscription(id),
    count: (kind, outcome) => metrics?.pushSent(kind, outcome),
    log: options.log,
  });
  return { sender, close: () => outbound.close() };
}
