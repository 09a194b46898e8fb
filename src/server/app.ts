/**
 * buildApp(deps) -> a Fastify instance. main.ts calls it with the real configuration; tests call
 * it with a throw-away database and the fakes' addresses.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicConfigSchema } from "@/shared/api/config";
import { COMMENT_RETENTION_MS } from "@/shared/limits";
import { accountRoutes } from "./account/routes";
import { createAccountService } from "./account/service";
import { createStatsRepository } from "./analytics/repository";
import { analyticsRoutes } from "./analytics/routes";
import { createDevices, DEVICE_LIFETIME_MS } from "./auth/devices";
import { authGuards } from "./auth/guards";
import { createLoginLimits } from "./auth/login-limits";
import { createMailLinks } from "./auth/mail-links";
import { mailRoutes } from "./auth/mail-routes";
import { providerDefinitions } from "./auth/oauth/providers";
import { oauthRoutes } from "./auth/oauth/routes";
import { createOAuthService } from "./auth/oauth/service";
import { createAuthRepository } from "./auth/repository";
import { authRoutes } from "./auth/routes";
import { createSessions, SESSION_ABSOLUTE_MS, sessionToken } from "./auth/sessions";
import { createBillingRepository } from "./billing/repository";
import { billingRoutes } from "./billing/routes";
import { BILLING_EVENT_RETENTION_MS, createBillingService } from "./billing/service";
import { serveOperatorCommands } from "./cli/operator-socket";
import { createPremiumCommand } from "./cli/premium-command";
import { createPushCommand } from "./cli/push-command";
import { createCommentRepository } from "./comments/repository";
import type { Config } from "./config";
import { createDailyRepository } from "./daily/repository";
import { dailyRoutes } from "./daily/routes";
import { createDailyService } from "./daily/service";
import { createBackupCommand } from "./db/backup-run";
import type { Database } from "./db/client";
import { createDrawRepository } from "./draws/repository";
import { drawRoutes } from "./draws/routes";
import { createDrawService } from "./draws/service";
import { createEventBus, type EventBus } from "./events/bus";
import { createLlmClient } from "./fortune/comment/llm";
import { createCommentService } from "./fortune/comment/service";
import { createLyricsService } from "./fortune/lyrics";
import { createAudioFeaturesService } from "./fortune/melody/service";
import { createFortuneRepository } from "./fortune/repository";
import { fortuneRoutes } from "./fortune/routes";
import { registerCompression } from "./http/compression";
import { registerDraining } from "./http/draining";
import { errorHandler } from "./http/errors";
import { healthRoutes } from "./http/health";
import { registerInputGuards } from "./http/input-guards";
import { loggerOptions } from "./http/logging";
import { createOutbound, hostsOf, type Outbound } from "./http/outbound";
import { createRateLimiter } from "./http/rate-limit";
import { registerRouteGuards } from "./http/route-guards";
import { registerSecurity, securityHeaders } from "./http/security";
import { createInviteRepository } from "./invites/repository";
import { inviteRoutes } from "./invites/routes";
import { createInviteService } from "./invites/service";
import { createMailer } from "./mail/mailer";
import { createMetrics, type Metrics } from "./metrics/metrics";
import { registerMetrics } from "./metrics/routes";
import {
  countCommentsWritten,
  countDrawsWritten,
  observeAs,
  observeProviders,
  providerBases,
} from "./metrics/wiring";
import { modelProviderName } from "./model-provider";
import { type BuiltClient, loadBuiltClient } from "./pages/built-client";
import { createCriticalCss } from "./pages/critical-css";
import { registerPages } from "./pages/delivery";
import { youtubeDay } from "./playlists/quota";
import { createPlaylistRepository } from "./playlists/repository";
import { playlistRoutes } from "./playlists/routes";
import { createPlaylistService, PLAYLIST_KEEP_MS } from "./playlists/service";
import { createPremiumRepository } from "./premium/repository";
import { createPushRepository } from "./push/repository";
import { pushRoutes } from "./push/routes";
import { createReminderScheduler, type ReminderScheduler } from "./push/scheduler";
import { createPushDelivery, vapidKeys } from "./push/setup";
import { createRateLimitRepository } from "./rate-limits/repository";
import { createRecapRepository } from "./recaps/repository";
import { recapRoutes, recapSharedPath } from "./recaps/routes";
import { createRoomRepository } from "./rooms/repository";
import { roomRoutes } from "./rooms/routes";
import { createRoomService } from "./rooms/service";
import { createRoomStreams, type RoomStreams } from "./rooms/streams";
import { OG_IMAGE_VERSION } from "./share/og-image/types";
import {
  createOgImageService,
  OG_IMAGE_RETENTION_DAYS,
  type OgImageService,
  STORED_FORMATS,
} from "./share/og-service";
import { createShareRepository } from "./share/repository";
import { createResultFastPath, type FastPath } from "./share/result-fast-path";
import {
  createResultPages,
  type InProcessBuilderOptions,
  type ResultPageBuilder,
  type ResultPages,
  type ResultRenderer,
  ssrModulePath,
} from "./share/result-page";
import { createResultRenderPool } from "./share/result-render-pool";
import { shareRoutes } from "./share/routes";
import { spreadRoutes } from "./spreads/routes";
import { createSpreadService } from "./spreads/service";
import { createTestClock, testClockRoutes } from "./test-clock";
import { APP_USER_AGENT } from "./user-agent";

// Zod's own messages (for fields without a message of ours) in Turkish.
z.config(z.locales.tr());

export interface AppDeps {
  config: Config;
  database: Database;
  /** folder of the built client (index.html + assets) */
  clientDir: string;
  outbound?: Outbound;
  mediaOutbound?: Outbound;
  /** reaches the sign-in providers' profile endpoints */
  oauthOutbound?: Outbound;
  logger?: FastifyServerOptions["logger"];
  now?: () => Date;
  /** PGlite only: where `npm run premium` reaches the running app (cli/operator-socket.ts) */
  operatorSocket?: string;
  /** the server render of /result/{id}; else the build's (dist/ssr/ssr.js beside clientDir), if any */
  renderResult?: ResultRenderer;
  /** bounds of the rendered pages' cache (tests make them small) */
  resultPageCache?: { maxBytes?: number; ttlMs?: number; maxRendering?: number };
  /** certificate authorities the push sender trusts besides the system's (PEM): the tests' fake push service */
  pushCa?: string[];
  /** the app's metrics (main.ts makes them before the database, to time its statements); else new */
  metrics?: Metrics;
  /** shorter timeouts for tests of the fallbacks */
  tuning?: {
    llmAttemptTimeoutMs?: number;
    llmTotalTimeoutMs?: number;
    revenueCatTimeoutMs?: number;
    /** how long a visitor past the result-page render budget waits for the shell (share/routes.ts) */
    resultOverBudgetDelayMs?: number;
    /** streams one address may hold open on a room at once (rooms/routes.ts) */
    roomStreamsPerAddress?: number;
  };
}

export { APP_USER_AGENT };

export async function buildApp(appDeps: AppDeps) {
  const { config, database } = appDeps;
  // TEST_CLOCK: a clock the e2e tests set (never in a deployment; config.ts refuses it with https)
  const testClock = config.TEST_CLOCK && !appDeps.now ? createTestClock() : undefined;
  const deps: AppDeps = testClock ? { ...appDeps, now: testClock.now } : appDeps;
  // The cached /result pages are answered before Fastify (share/result-fast-path.ts), once built.
  let fastPath: FastPath | undefined;
  const app = Fastify({
    serverFactory: (handler, options) => {
      const server = createServer((req, res) => {
        if (!fastPath) return handler(req, res);
        const started = performance.now();
        if (!fastPath(req, res)) return handler(req, res);
        // answered before Fastify, so before its onResponse hook: counted here
        metrics.request(req.method ?? "GET", "page:result", 200, (performance.now() - started) / 1000);
      });
      // what Fastify does to the server it makes itself (its defaults)
      const o = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
      server.keepAliveTimeout = o.keepAliveTimeout ?? 72_000;
      server.requestTimeout = o.requestTimeout ?? 0;
      server.setTimeout(o.connectionTimeout ?? 0);
      return server;
    },
    logger: loggerOptions(config.LOG_LEVEL, deps.logger),
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 300 },
    trustProxy: config.TRUST_PROXY,
    // answered in Turkish by registerDraining instead
    return503OnClosing: false,
  });
  registerDraining(app);
  const metrics = deps.metrics ?? createMetrics({ database: database.kind });
  app.decorate("metrics", metrics);
  registerMetrics(app, { metrics, token: config.METRICS_TOKEN });
  if (database.poolStats) metrics.readPool(database.poolStats);
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
      observe: observeProviders(metrics, providerBases(config)),
    });

  // Covers and previews come from addresses a client may have written: they get their own client
  // whose allow-list holds the media hosts only, never a provider's or the model's address.
  const mediaOutbound =
    deps.mediaOutbound ??
    createOutbound({
      userAgent: APP_USER_AGENT,
      allowedHosts: config.MEDIA_ALLOWED_HOSTS,
      httpsOnly: true,
      observe: observeAs(metrics, "media"),
    });

  // read before any page is asked for: a build the server cannot read stops the start here
  const client: BuiltClient | undefined = loadBuiltClient(deps.clientDir);
  const security = { publicUrl: config.PUBLIC_URL, scriptHashes: client?.scriptHashes ?? [] };

  await app.register(fastifyCookie);
  await registerCompression(app);
  registerSecurity(app, security);
  registerInputGuards(app);
  if (testClock) testClockRoutes(app, testClock);

  const authRepo = createAuthRepository(database.db);
  const rateLimitRepo = createRateLimitRepository(database.db);
  const rateLimiter = createRateLimiter(rateLimitRepo, deps.now);
  const secureCookies = config.PUBLIC_URL?.startsWith("https://") ?? false;
  const sessions = createSessions({ repo: authRepo, secureCookies, now: deps.now });
  sessions.register(app);
  // before any route: it reads each route's config.auth and config.rateLimit as it is added
  registerRouteGuards(app, { rateLimiter, auth: authGuards });

  healthRoutes(app, () => database.check());
  const signInProviders = providerDefinitions(config);
  const mailer = createMailer(config, app.log.child({ module: "mail" }));
  if (mailer) app.addHook("onClose", () => mailer.close());
  const mailLinks =
    mailer && config.PUBLIC_URL
      ? createMailLinks({
          repo: authRepo,
          mailer,
          limiter: rateLimiter,
          publicUrl: config.PUBLIC_URL,
          now: deps.now,
        })
      : null;
  // the VAPID public key: reminders are on when it is set (/api/config says so, the push routes use it)
  const pushPublicKey = vapidKeys(config)?.publicKey;
  app.get("/api/config", { schema: { response: { 200: publicConfigSchema } } }, async () => ({
    supportEmail: config.SUPPORT_EMAIL,
    privacyEmail: config.PRIVACY_EMAIL,
    youtubeConfigured: Boolean(config.YOUTUBE_API_KEY),
    signInProviders: signInProviders.map((p) => p.id),
    modelProvider: modelProviderName(config),
    mailEnabled: Boolean(mailLinks),
    remindersEnabled: pushPublicKey !== undefined,
  }));

  await app.register(authRoutes, {
    repo: authRepo,
    sessions,
    loginLimits: createLoginLimits({
      limiter: rateLimiter,
      devices: createDevices({ repo: authRepo, secureCookies, now: deps.now }),
    }),
    mailLinks,
    now: deps.now,
  });
  await app.register(mailRoutes, { links: mailLinks, repo: authRepo });
  // Its own client: the providers' profile endpoints only, never a media host or the model.
  const oauthOutbound =
    deps.oauthOutbound ??
    createOutbound({
      userAgent: APP_USER_AGENT,
      allowedHosts: hostsOf(config.GOOGLE_USERINFO_URL, config.GITHUB_API_BASE, config.X_API_BASE),
      observe: observeAs(metrics, "oauth"),
    });
  await app.register(oauthRoutes, {
    config,
    repo: authRepo,
    sessions,
    service: createOAuthService({ repo: authRepo, mediaHosts: config.MEDIA_ALLOWED_HOSTS, now: deps.now }),
    providers: signInProviders,
    outbound: oauthOutbound,
    mailLinks,
    log: app.log.child({ module: "oauth" }),
  });
  const fortuneRepo = createFortuneRepository(database.db, deps.now);
  const playlistRepo = createPlaylistRepository(database.db);
  metrics.readQuota(async () => [
    {
      provider: "youtube",
      spent: await playlistRepo.spent("youtube", youtubeDay(deps.now?.() ?? new Date())),
      limit: config.YOUTUBE_DAILY_QUOTA,
    },
  ]);
  const playlistService = createPlaylistService({
    config,
    outbound,
    log: app.log.child({ module: "playlists" }),
    onLoaded: (tracks) => fortuneRepo.recordPreviews(tracks),
    store: playlistRepo,
    now: deps.now,
  });
  await app.register(playlistRoutes, { service: playlistService });

  const fortuneLog = app.log.child({ module: "fortune" });
  const comments = countCommentsWritten(
    createCommentService({
      lyrics: createLyricsService({ config, outbound, cache: fortuneRepo.lyricsCache(), logger: fortuneLog }),
      llm: createLlmClient({
        config,
        outbound,
        logger: fortuneLog,
        attemptTimeoutMs: deps.tuning?.llmAttemptTimeoutMs,
        totalTimeoutMs: deps.tuning?.llmTotalTimeoutMs,
      }),
      log: fortuneLog,
    }),
    metrics,
  );
  const audioFeatures = createAudioFeaturesService({
    repo: fortuneRepo,
    outbound: mediaOutbound,
    log: fortuneLog,
    now: deps.now,
  });
  const commentRepo = createCommentRepository(database.db, deps.now);
  await app.register(fortuneRoutes, { comments, records: commentRepo, audioFeatures });

  // One stream of events for every instance (events/bus.ts): the Draw module publishes, every cache
  // of a draw subscribes where it is made; nothing here tells a cache by hand.
  const events = await createEventBus({
    transport: database,
    log: app.log.child({ module: "events" }),
    onHeard: metrics.eventHeard,
  });
  app.addHook("onClose", () => events.close());
  app.decorate("events", events);
  const drawRepo = countDrawsWritten(createDrawRepository(database.db, events), metrics);
  const inviteRepo = createInviteRepository(database.db);
  const shareRepo = createShareRepository(database.db);
  const ogImages = createOgImageService({
    images: shareRepo,
    events,
    outbound: mediaOutbound,
    log: app.log.child({ module: "share" }),
    maxRenders: config.OG_RENDER_CONCURRENCY,
    brandUrl: config.PUBLIC_URL,
  });
  app.addHook("onClose", () => ogImages.close());
  app.decorate("ogImages", ogImages);
  const drawService = createDrawService({
    draws: drawRepo,
    comments: commentRepo,
    mediaHosts: config.MEDIA_ALLOWED_HOSTS,
    now: deps.now,
  });
  await app.register(drawRoutes, {
    repo: drawRepo,
    service: drawService,
  });
  await app.register(analyticsRoutes, {
    draws: drawRepo,
    stats: createStatsRepository(database.db, events),
    now: deps.now,
  });
  // Ayın Falı (recaps/, ADR 042): a month's figures from the draws, public only once shared
  const recapRepo = createRecapRepository(database.db);
  await app.register(spreadRoutes, {
    service: createSpreadService({
      comments,
      records: commentRepo,
      draws: drawService,
    }),
  });
  await app.register(inviteRoutes, {
    service: createInviteService({
      invites: inviteRepo,
      playlists: playlistService,
      comments,
      records: commentRepo,
      draws: drawService,
      now: deps.now,
    }),
    rateLimiter,
  });
  // Fal Odası (rooms/, ADR 036): state in the database, streams fed by the event bus
  const roomRepo = createRoomRepository(database.db, events);
  const roomStreams = createRoomStreams({ rooms: roomRepo, events });
  app.addHook("preClose", async () => roomStreams.close());
  app.decorate("roomStreams", roomStreams);
  await app.register(roomRoutes, {
    service: createRoomService({
      rooms: roomRepo,
      playlists: playlistService,
      comments,
      records: commentRepo,
      draws: drawService,
      mediaHosts: config.MEDIA_ALLOWED_HOSTS,
      now: deps.now,
    }),
    streams: roomStreams,
    rateLimiter,
    secureCookies,
    streamsPerAddress: deps.tuning?.roomStreamsPerAddress,
  });
  // 'Günün Şarkısı' (daily/, ADR 040): written once a day per person, saved through the Draw module
  const daily = createDailyService({
    daily: createDailyRepository(database.db),
    playlists: playlistService,
    comments,
    records: commentRepo,
    draws: drawService,
    drawRows: drawRepo,
    mediaHosts: config.MEDIA_ALLOWED_HOSTS,
    log: app.log.child({ module: "daily" }),
    now: deps.now,
  });
  await app.register(dailyRoutes, { service: daily });
  const billingRepo = createBillingRepository(database.db);
  // Its own client: RevenueCat's API only, so its secret key is never sent anywhere else.
  const billingOutbound = createOutbound({
    userAgent: APP_USER_AGENT,
    allowedHosts: hostsOf(config.REVENUECAT_API_BASE),
    observe: observeAs(metrics, "revenuecat"),
  });
  app.addHook("onClose", () => billingOutbound.close());
  const billing = createBillingService({
    config,
    repo: billingRepo,
    premium: createPremiumRepository(database.db),
    outbound: billingOutbound,
    log: app.log.child({ module: "billing" }),
    now: deps.now,
    restoreTimeoutMs: deps.tuning?.revenueCatTimeoutMs,
  });
  await app.register(billingRoutes, { service: billing, webhookAuth: config.REVENUECAT_WEBHOOK_AUTH });

  await app.register(accountRoutes, {
    service: createAccountService({
      auth: authRepo,
      draws: drawRepo,
      subscriptions: billingRepo,
      comments: commentRepo,
      premium: createPremiumRepository(database.db),
      forgetStoreCustomer: (userId) => billing.forgetCustomer(userId),
      invites: inviteRepo,
      recaps: recapRepo,
      rooms: roomRepo,
      rateLimits: rateLimitRepo,
      sessions,
      mailEnabled: Boolean(mailLinks),
      now: deps.now,
    }),
    sessions,
    now: deps.now,
  });

  // Reminders through Web Push (push/, ADR 041): off (404) without VAPID keys. main.ts starts the
  // scheduler; tests call app.reminders.tick() themselves.
  const pushRepo = createPushRepository(database.db);
  const pushDelivery = createPushDelivery({
    config,
    repo: pushRepo,
    userAgent: APP_USER_AGENT,
    log: app.log.child({ module: "push" }),
    metrics,
    extraCa: deps.pushCa,
  });
  const reminders = pushDelivery
    ? createReminderScheduler({
        repo: pushRepo,
        sender: pushDelivery.sender,
        now: () => deps.now?.() ?? new Date(),
        tickMs: config.PUSH_TICK_SECONDS * 1000,
        log: app.log.child({ module: "push" }),
      })
    : undefined;
  if (pushDelivery && reminders) {
    app.addHook("preClose", () => reminders.stop());
    app.addHook("onClose", () => pushDelivery.close());
  }
  app.decorate("reminders", reminders);
  await app.register(pushRoutes, {
    publicKey: pushPublicKey,
    repo: pushRepo,
    allowedHosts: config.PUSH_ALLOWED_HOSTS,
    now: deps.now,
  });

  await registerPages(app, {
    client,
    hasSession: (request) => Boolean(sessionToken(request)),
  });
  // A test's own renderer runs here; the built one in a worker thread (result-render-pool.ts).
  const warnPaintFirst = (err: unknown, message: string) => app.log.warn({ err }, message);
  let resultBuilder: { build: ResultPageBuilder } | InProcessBuilderOptions | undefined;
  if (client && deps.renderResult) {
    resultBuilder = {
      template: client.template,
      render: deps.renderResult,
      criticalCss: createCriticalCss(deps.clientDir),
      warn: warnPaintFirst,
    };
  } else if (client && existsSync(ssrModulePath(deps.clientDir))) {
    const pool = createResultRenderPool({
      ssrFile: ssrModulePath(deps.clientDir),
      clientDir: deps.clientDir,
      template: client.template,
      warn: warnPaintFirst,
    });
    app.addHook("onClose", () => pool.close());
    resultBuilder = pool;
  }
  const resultPages = resultBuilder
    ? createResultPages({
        ...resultBuilder,
        findPublic: (id) => drawRepo.findPublic(id),
        events,
        shellTemplate: client?.template,
        ...deps.resultPageCache,
      })
    : undefined;
  app.decorate("resultPages", resultPages);
  if (resultPages && config.PUBLIC_URL) {
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });
    fastPath = createResultFastPath({
      pages: resultPages,
      publicOrigin: config.PUBLIC_URL,
      headers: securityHeaders(security),
      closing: () => closing,
    });
  }
  await app.register(shareRoutes, {
    draws: drawRepo,
    images: ogImages,
    rateLimiter,
    publicUrl: config.PUBLIC_URL,
    resultPages,
    overBudgetDelayMs: deps.tuning?.resultOverBudgetDelayMs,
    otherShortCodes: async (code) => {
      const id = await recapRepo.findIdByShortCode(code);
      return id ? recapSharedPath(id) : undefined;
    },
  });
  await app.register(recapRoutes, {
    recaps: recapRepo,
    images: ogImages,
    rateLimiter,
    publicUrl: config.PUBLIC_URL,
    now: deps.now,
  });

  app.decorate("maintenance", async () => {
    const now = deps.now?.() ?? new Date();
    await authRepo.deleteExpiredSessions(now, new Date(now.getTime() - SESSION_ABSOLUTE_MS));
    await authRepo.deleteDevicesUnusedSince(new Date(now.getTime() - DEVICE_LIFETIME_MS));
    await rateLimiter.prune(new Date(now.getTime() - 24 * 3600_000));
    await fortuneRepo.pruneLyrics();
    await commentRepo.pruneOlderThan(new Date(now.getTime() - COMMENT_RETENTION_MS));
    await roomRepo.closeAndDeleteExpired(now);
    await daily.prune();
    await inviteRepo.pruneExpiredBefore(new Date(now.getTime() - 7 * 24 * 3600_000));
    await playlistRepo.prune(new Date(now.getTime() - PLAYLIST_KEEP_MS));
    await billing.prune(new Date(now.getTime() - BILLING_EVENT_RETENTION_MS));
    await playlistRepo.pruneQuota(youtubeDay(new Date(now.getTime() - 2 * 24 * 3600_000)));
    await shareRepo.pruneImages({
      version: OG_IMAGE_VERSION,
      formats: STORED_FORMATS,
      unreadSince: new Date(now.getTime() - OG_IMAGE_RETENTION_DAYS * 24 * 3600_000),
    });
  });

  if (deps.operatorSocket) {
    const premium = createPremiumRepository(database.db);
    await serveOperatorCommands(
      app,
      deps.operatorSocket,
      createPremiumCommand({ auth: authRepo, premium }),
      createBackupCommand(database),
      createPushCommand({ auth: authRepo, push: pushRepo, sender: pushDelivery?.sender }),
    );
  }

  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** the app's Prometheus metrics (metrics/metrics.ts): count through its functions */
    metrics: Metrics;
    /** periodic clean-up of expired rows; main.ts runs it hourly */
    maintenance(): Promise<void>;
    /** preview images (tests read their render load) */
    ogImages: OgImageService;
    /** the one stream of events, heard by every instance on PostgreSQL (events/bus.ts) */
    events: EventBus;
    /** the room streams open on this instance (tests and bench/rooms.ts count them) */
    roomStreams: RoomStreams;
    /** the reminder scheduler (undefined without VAPID keys); main.ts starts it */
    reminders: ReminderScheduler | undefined;
    /** the server-rendered /result pages (undefined without a built server render) */
    resultPages: ResultPages | undefined;
  }
}
