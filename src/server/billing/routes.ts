import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  billingWebhookAnswerSchema,
  premiumStatusSchema,
  restoreAnswerSchema,
  revenueCatWebhookSchema,
} from "@/shared/api/billing";
import { notFound, unauthorized } from "../http/errors";
import { signedInUser } from "../http/route-guards";
import { type BillingService, webhookAuthorized } from "./service";

/** Restore asks RevenueCat each time: a person presses it a few times at most. */
export const RESTORE_LIMIT = { count: 5, windowMs: 10 * 60_000 };
const TOO_MANY_RESTORES = "Çok sık denedin. Birkaç dakika sonra tekrar dene.";

export interface BillingRouteOptions {
  service: BillingService;
  /** REVENUECAT_WEBHOOK_AUTH: the Authorization value RevenueCat sends; unset, the webhook is 404 */
  webhookAuth: string | undefined;
}

export async function billingRoutes(fastify: FastifyInstance, { service, webhookAuth }: BillingRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/billing/revenuecat",
    {
      // before the body is read: without the secret nothing of the request is looked at
      onRequest: async (request) => {
        if (!webhookAuth) throw notFound();
        if (!webhookAuthorized(request.headers.authorization, webhookAuth)) {
          throw unauthorized("Yetkisiz istek");
        }
      },
      schema: { body: revenueCatWebhookSchema, response: { 200: billingWebhookAnswerSchema } },
    },
    async (request) => ({ outcome: await service.handleEvent(request.body.event) }),
  );

  app.get(
    "/api/billing/status",
    { config: { auth: "user" }, schema: { response: { 200: premiumStatusSchema } } },
    async (request) => service.status(signedInUser(request)),
  );

  app.post(
    "/api/billing/restore",
    {
      config: {
        auth: "user",
        checkAt: "onRequest",
        rateLimit: { name: "billing-restore", ...RESTORE_LIMIT, message: TOO_MANY_RESTORES },
      },
      schema: { response: { 200: restoreAnswerSchema } },
    },
    async (request) => service.restore(signedInUser(request)),
  );
}
