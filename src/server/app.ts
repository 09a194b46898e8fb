/**
 * buildApp(deps) -> a Fastify instance. main.ts calls it with the real configuration; tests call
 * it with a throw-away database and the fakes' addresses.
 */
import fastifyCookie from "@fastify/cookie";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { createAuthRepository } from "./auth/repository";
import { authRoutes } from "./auth/routes";
import { createSessions } from "./auth/sessions";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createDrawRepository } from "./draws/repository";
import { drawRoutes } from "./draws/routes";
import { createAudioFeaturesService } from "./fortune/audio-features";
import { createCommentService } from "./fortune/comment-service";
import { createLlmClient } from "./fortune/llm";
import { createLyricsService } from "./fortune/lyrics";
import { createFortuneRepository } from "./fortune/repository";
import { fortuneRoutes } from "./fortune/routes";
import { errorHandler } from "./http/errors";
import { registerInputGuards } from "./http/input-guards";
import { createOutbound, hostsOf, type Outbound } from "./http/outbound";
import { createRateLimiter } from "./http/rate-limit";
import { registerSecurity } from "./http/security";
import { playlistRoutes } from "./playlists/routes";
import { createPlaylistService } from "./playlists/service";
import { createShareRepository } from "./share/repository";
import { shareRoutes } from "./share/routes";
import { indexHtmlOf, registerSpa } from "./spa";

// Zod's own messages (for fields without a message of ours) in Turkish.
z.config(z.locales.tr());

export interface AppDeps {
  config: Config;
  database: Database;
  /** folder of the built client (index.html + assets) */
  clientDir: string;
  outbound?: Outbound;
  mediaOutbound?: Outbound;
  logger?: FastifyServerOptions["logger"];
  now?: () => Date;
  /** shorter timeouts for tests of the fallbacks */
  tuning?: { llmAttemptTimeoutMs?: number; llmTotalTimeoutMs?: number };
}

export const APP_USER_AGENT = "SarkiFali/0.1 (+https://github.com/sarki-fali)";

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 300 },
    trustProxy: config.TRUST_PROXY as FastifyServerOptions["trustProxy"],
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  const outbound =
    deps.outbound ??
    createOutbound({
      userAgent: APP_USER_AGENT,
      allowedHosts: [
        ...hostsOf(
          config.SPOTIFY_API_BASE,
          config.SPOTIFY_ACCOUNTS_BASE,
          config.SPOTIFY_EMBED_BASE,
          config.YOUTUBE_API_BASE,
          config.LRCLIB_BASE,
          config.LLM_BASE_URL,
        ),
      ],
    });

  // Covers and previews come from addresses a client may have written: they get their own client
  // whose allow-list holds the media hosts only, never a provider's or the model's address.
  const mediaOutbound =
    deps.mediaOutbound ??
    createOutbound({ userAgent: APP_USER_AGENT, allowedHosts: config.MEDIA_ALLOWED_HOSTS });

  await app.register(fastifyCookie);
  registerSecurity(app, config.PUBLIC_URL);
  registerInputGuards(app);

  const authRepo = createAuthRepository(database.db);
  const rateLimiter = createRateLimiter(database.db, deps.now);
  const sessions = createSessions({
    repo: authRepo,
    secureCookies: config.PUBLIC_URL?.startsWith("https://") ?? false,
    now: deps.now,
  });
  sessions.register(app);

  app.get("/api/health", async () => {
    await database.db.execute(sql`select 1`);
    return { status: "ok" };
  });
  app.get("/api/config", async () => ({
    supportEmail: config.SUPPORT_EMAIL,
    privacyEmail: config.PRIVACY_EMAIL,
    youtubeConfigured: Boolean(config.YOUTUBE_API_KEY),
  }));

  await app.register(authRoutes, {
    repo: authRepo,
    sessions,
    rateLimiter,
    premiumEmails: config.PREMIUM_EMAILS,
  });
  const fortuneRepo = createFortuneRepository(database.db, deps.now);
  await app.register(playlistRoutes, {
    rateLimiter,
    service: createPlaylistService({
      config,
      outbound,
      log: app.log.child({ module: "playlists" }),
      onLoaded: (tracks) => fortuneRepo.recordPreviews(tracks),
    }),
  });

  const fortuneLog = app.log.child({ module: "fortune" });
  const comments = createCommentService({
    lyrics: createLyricsService({ config, outbound, cache: fortuneRepo.lyricsCache(), logger: fortuneLog }),
    llm: createLlmClient({
      config,
      outbound,
      logger: fortuneLog,
      attemptTimeoutMs: deps.tuning?.llmAttemptTimeoutMs,
      totalTimeoutMs: deps.tuning?.llmTotalTimeoutMs,
    }),
    log: fortuneLog,
  });
  const audioFeatures = createAudioFeaturesService({
    repo: fortuneRepo,
    outbound: mediaOutbound,
    log: fortuneLog,
    now: deps.now,
  });
  await app.register(fortuneRoutes, { comments, audioFeatures, rateLimiter });

  const drawRepo = createDrawRepository(database.db);
  await app.register(drawRoutes, { repo: drawRepo, rateLimiter, mediaHosts: config.MEDIA_ALLOWED_HOSTS });

  await registerSpa(app, { clientDir: deps.clientDir });
  await app.register(shareRoutes, {
    draws: drawRepo,
    images: createShareRepository(database.db),
    outbound: mediaOutbound,
    publicUrl: config.PUBLIC_URL,
    indexHtml: indexHtmlOf(deps.clientDir),
  });

  app.decorate("maintenance", async () => {
    const now = deps.now?.() ?? new Date();
    await authRepo.deleteExpiredSessions(now);
    await rateLimiter.prune(new Date(now.getTime() - 24 * 3600_000));
    await fortuneRepo.pruneLyrics();
  });

  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** periodic clean-up of expired rows; main.ts runs it hourly */
    maintenance(): Promise<void>;
  }
}
