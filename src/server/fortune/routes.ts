import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  audioFeaturesRequestSchema,
  audioFeaturesResponseSchema,
  commentAnswerSchema,
  commentRequestSchema,
} from "@/shared/api/comment";
import {
  COMMENT_WINDOW_MINUTES,
  FREE_COMMENTS_PER_WINDOW,
  PREMIUM_COMMENTS_PER_WINDOW,
} from "@/shared/limits";
import type { CommentRepository } from "../comments/repository";
import { byAddress, signedInUser, TOO_MANY_FROM_ADDRESS } from "../http/route-guards";
import type { CommentService } from "./comment/service";
import type { AudioFeaturesService } from "./melody/service";
import { requirePublishable } from "./published-text";

/**
 * 20 comments per 10 minutes for a free account; Premium's "Sınırsız fal çekme" is 120, more than
 * anyone asks for by hand, while a script is still stopped (src/shared/limits.ts).
 */
export const COMMENT_LIMIT = {
  count: FREE_COMMENTS_PER_WINDOW,
  premiumCount: PREMIUM_COMMENTS_PER_WINDOW,
  windowMs: COMMENT_WINDOW_MINUTES * 60_000,
};
/**
 * Each comment may be a paid model call; accounts are free, so an address has a budget too. A
 * Premium account's requests may fill it further (Premium is paid for, so accounts cannot be
 * multiplied for free), so a Premium person alone on an address is held by their own limit.
 */
export const COMMENT_ADDRESS_LIMIT = {
  count: 60,
  premiumCount: 240,
  windowMs: COMMENT_WINDOW_MINUTES * 60_000,
};
export const AUDIO_FEATURES_LIMIT = { count: 60, windowMs: 10 * 60_000 };
export const TOO_MANY_COMMENTS =
  "Çok fazla fal yorumu istedin. Yıldızlar biraz dinlensin; birkaç dakika sonra tekrar dene.";
const TOO_MANY_REQUESTS = "Çok fazla istek. Lütfen biraz sonra tekrar dene.";

export interface FortuneRouteOptions {
  comments: CommentService;
  /** the server's record of every comment written: a draw is saved from it */
  records: CommentRepository;
  audioFeatures: AudioFeaturesService;
}

export async function fortuneRoutes(fastify: FastifyInstance, opts: FortuneRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/comment",
    {
      config: {
        auth: "premiumTheme",
        rateLimit: [
          { name: "comment", ...COMMENT_LIMIT, message: TOO_MANY_COMMENTS, exposeRemaining: true },
          {
            name: "comment-address",
            ...COMMENT_ADDRESS_LIMIT,
            key: byAddress,
            message: TOO_MANY_FROM_ADDRESS,
          },
        ],
      },
      schema: { body: commentRequestSchema, response: { 200: commentAnswerSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      requirePublishable([body.track], body.hint);
      const result = await opts.comments.generate({
        track: body.track,
        theme: body.theme,
        audio: body.audio ?? null,
        hint: body.hint,
        persona: body.persona,
        salt: body.salt ?? null,
        number: body.number ?? null,
      });
      const kind = result.kind;
      const record = await opts.records.insert({
        userId: signedInUser(request).id,
        trackId: body.track.id,
        trackTitle: body.track.title,
        trackArtist: body.track.artist,
        theme: body.theme,
        // A hint that led to a support message (self-harm, acute distress) is not kept anywhere.
        hint: kind === "support" || result.hintSafety === "support" ? null : body.hint,
        headline: result.headline,
        short: result.short,
        long: result.long,
        kind,
      });
      reply.header("x-comment-source", result.source);
      return {
        commentId: record.id,
        kind,
        hintSafety: result.hintSafety,
        headline: result.headline,
        short: result.short,
        long: result.long,
        publicTexts: result.publicTexts,
      };
    },
  );

  app.post(
    "/api/audio-features",
    {
      config: {
        auth: "user",
        rateLimit: { name: "audio", ...AUDIO_FEATURES_LIMIT, message: TOO_MANY_REQUESTS },
      },
      schema: { body: audioFeaturesRequestSchema, response: { 200: audioFeaturesResponseSchema } },
    },
    async (request) => opts.audioFeatures.featuresFor(request.body.trackIds),
  );
}
