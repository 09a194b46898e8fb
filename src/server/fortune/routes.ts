import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  audioFeaturesRequestSchema,
  audioFeaturesResponseSchema,
  commentRequestSchema,
  commentResponseSchema,
} from "@/shared/api";
import { requireThemeAllowed, requireUser } from "../auth/guards";
import { tooManyRequests } from "../http/errors";
import type { RateLimiter } from "../http/rate-limit";
import type { AudioFeaturesService } from "./audio-features";
import type { CommentService } from "./comment-service";

export const COMMENT_LIMIT = { count: 20, windowMs: 10 * 60_000 };
export const AUDIO_FEATURES_LIMIT = { count: 60, windowMs: 10 * 60_000 };
export const TOO_MANY_COMMENTS =
  "Çok fazla fal yorumu istedin. Yıldızlar biraz dinlensin; birkaç dakika sonra tekrar dene.";
const TOO_MANY_REQUESTS = "Çok fazla istek. Lütfen biraz sonra tekrar deneyin.";

export interface FortuneRouteOptions {
  comments: CommentService;
  audioFeatures: AudioFeaturesService;
  rateLimiter: RateLimiter;
}

export async function fortuneRoutes(fastify: FastifyInstance, opts: FortuneRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/comment",
    { schema: { body: commentRequestSchema, response: { 200: commentResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      requireThemeAllowed(user, body.theme);
      const limit = await opts.rateLimiter.hit(
        `comment:${user.id}`,
        COMMENT_LIMIT.count,
        COMMENT_LIMIT.windowMs,
      );
      if (!limit.allowed) throw tooManyRequests(TOO_MANY_COMMENTS, limit.retryAfterSeconds);
      const result = await opts.comments.generate({
        track: body.track,
        theme: body.theme,
        audio: body.audio ?? null,
        hint: body.hint,
        persona: body.persona,
        salt: body.salt ?? null,
        number: body.number ?? null,
      });
      reply.header("x-comment-source", result.source);
      reply.header("x-ratelimit-remaining", String(limit.remaining));
      return { headline: result.headline, short: result.short, long: result.long };
    },
  );

  app.post(
    "/api/audio-features",
    { schema: { body: audioFeaturesRequestSchema, response: { 200: audioFeaturesResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const limit = await opts.rateLimiter.hit(
        `audio:${user.id}`,
        AUDIO_FEATURES_LIMIT.count,
        AUDIO_FEATURES_LIMIT.windowMs,
      );
      if (!limit.allowed) throw tooManyRequests(TOO_MANY_REQUESTS, limit.retryAfterSeconds);
      return opts.audioFeatures.featuresFor(request.body.trackIds);
    },
  );
}
