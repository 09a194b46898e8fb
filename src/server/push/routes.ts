/**
 * /api/push (ADR 041): the server's public key, and the signed-in person's reminder on this
 * device. Every route answers 404 while the VAPID keys are not set.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  pushKeySchema,
  pushReminderStateSchema,
  pushStateQuerySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from "@/shared/api/push";
import { minuteOfTime, timeOfMinute } from "@/shared/reminder-time";
import { badRequest, notFound } from "../http/errors";
import { byAddress, signedInUser, TOO_MANY_FROM_ADDRESS } from "../http/route-guards";
import { isPushEndpointAllowed } from "./endpoint-hosts";
import { istanbulMoment } from "./istanbul-time";
import { PUSH_MESSAGES as M } from "./messages";
import type { PushRepository, ReminderState } from "./repository";

export interface PushRouteOptions {
  /** the VAPID public key; undefined: push is off and every route answers 404 */
  publicKey: string | undefined;
  repo: PushRepository;
  allowedHosts: readonly string[];
  now?: () => Date;
}

/** Subscribing and unsubscribing, per person and per address, in 10 minutes. */
export const PUSH_CHANGE_LIMIT = { count: 30, windowMs: 10 * 60_000 };
export const PUSH_CHANGE_ADDRESS_LIMIT = { count: 120, windowMs: 10 * 60_000 };

const shown = (s: ReminderState) => ({
  time: s.minute === null ? null : timeOfMinute(s.minute),
  devices: s.devices,
  thisDevice: s.thisDevice,
});

export async function pushRoutes(fastify: FastifyInstance, options: PushRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repo, publicKey } = options;
  const now = options.now ?? (() => new Date());
  const changeLimits = [
    { name: "push", ...PUSH_CHANGE_LIMIT, message: M.tooManyChanges },
    { name: "push-address", ...PUSH_CHANGE_ADDRESS_LIMIT, key: byAddress, message: TOO_MANY_FROM_ADDRESS },
  ];
  // before sign-in and the body: with push off there is nothing here at all
  app.addHook("onRequest", async () => {
    if (!publicKey) throw notFound(M.off);
  });

  app.get("/api/push/key", { schema: { response: { 200: pushKeySchema } } }, async () => ({
    publicKey: publicKey!,
  }));

  app.get(
    "/api/push/subscriptions",
    {
      config: { auth: "user" },
      schema: { querystring: pushStateQuerySchema, response: { 200: pushReminderStateSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return shown(await repo.state(signedInUser(request).id, request.query.endpoint));
    },
  );

  app.post(
    "/api/push/subscriptions",
    {
      config: { auth: "user", checkAt: "onRequest", rateLimit: changeLimits },
      schema: { body: pushSubscriptionBodySchema, response: { 200: pushReminderStateSchema } },
    },
    async (request) => {
      const { endpoint, keys, time } = request.body;
      if (!isPushEndpointAllowed(endpoint, options.allowedHosts)) throw badRequest(M.endpointNotAllowed);
      const minute = minuteOfTime(time)!;
      const at = now();
      const today = istanbulMoment(at);
      const state = await repo.subscribe({
        userId: signedInUser(request).id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        minute,
        today: today.date,
        skipToday: minute <= today.minute,
        now: at,
      });
      return shown(state);
    },
  );

  app.delete(
    "/api/push/subscriptions",
    {
      config: { auth: "user", checkAt: "onRequest", rateLimit: changeLimits },
      schema: { body: pushUnsubscribeBodySchema, response: { 200: pushReminderStateSchema } },
    },
    async (request) => shown(await repo.unsubscribe(signedInUser(request).id, request.body.endpoint)),
  );
}
