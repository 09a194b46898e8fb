import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createDrawBodySchema,
  createDrawResponseSchema,
  drawListQuerySchema,
  drawPageSchema,
  hintVisibilityBodySchema,
  hintVisibilityChangeSchema,
  hintVisibilitySchema,
  publicDrawSchema,
  savedDrawSchema,
  shareThemeBodySchema,
  shareThemeResponseSchema,
} from "@/shared/api/draws";
import { messageSchema } from "@/shared/api/fields";
import { FAVORITES_LIST_LIMIT } from "@/shared/limits";
import { drawImagePath, type ShareThemeId } from "@/shared/share-themes";
import { T } from "@/shared/texts";
import { requirePremium, requireShareThemeAllowed } from "../auth/guards";
import { badRequest, forbidden, notFound } from "../http/errors";
import { signedInUser } from "../http/route-guards";
import { DRAW_MESSAGES as M } from "./messages";
import { publicQuestionAndTexts, questionBlock } from "./public-view";
import { type DrawRepository, isCursor, toSavedDraw } from "./repository";
import type { DrawService } from "./service";

const idParams = z.object({ id: z.string().max(100) });

export const DRAW_SAVE_LIMIT = { count: 60, windowMs: 10 * 60_000 };

export interface DrawRouteOptions {
  repo: DrawRepository;
  service: DrawService;
}

/** How often a person may show or hide a question: far above any hand, below a flood of redraws. */
export const HINT_VISIBILITY_LIMIT = { count: 60, windowMs: 10 * 60_000 };

/** How often a person may change designs: far above any hand, below a render flood. */
export const SHARE_THEME_LIMIT = { count: 60, windowMs: 10 * 60_000 };

const shareThemeAnswer = (id: string, shareTheme: ShareThemeId) => ({
  shareTheme,
  ogImagePath: drawImagePath(id, shareTheme, "og"),
  storyImagePath: drawImagePath(id, shareTheme, "story"),
});

export async function drawRoutes(fastify: FastifyInstance, { repo, service }: DrawRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/draws",
    {
      // "user", not "premiumTheme": the comment route checked the theme when it wrote the comment.
      // Checked before the body is read: signed out is a 401 whatever was sent.
      config: {
        auth: "user",
        checkAt: "onRequest",
        rateLimit: { name: "draw", ...DRAW_SAVE_LIMIT, message: M.tooManySaves },
      },
      schema: {
        body: createDrawBodySchema,
        response: { 200: createDrawResponseSchema, 201: createDrawResponseSchema },
      },
    },
    async (request, reply) => {
      const { id, created } = await service.save(signedInUser(request), request.body);
      return reply.status(created ? 201 : 200).send({ id });
    },
  );

  app.get(
    "/api/draws/favorites",
    { config: { auth: "user" }, schema: { response: { 200: z.array(savedDrawSchema) } } },
    async (request) =>
      (await repo.listFavorites(signedInUser(request).id, FAVORITES_LIST_LIMIT)).map(toSavedDraw),
  );

  app.get(
    "/api/draws",
    {
      config: { auth: "user" },
      schema: { querystring: drawListQuerySchema, response: { 200: drawPageSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const { list, cursor, limit, ...filters } = request.query;
      // Searching and paging are for everyone; narrowing by theme, source or dates is Premium's.
      if (filters.theme || filters.source || filters.from || filters.to) {
        requirePremium(user, T.history.filtersPremium);
      }
      if (cursor !== undefined && !isCursor(cursor)) throw badRequest(M.badCursor);
      const [page, counts] = await Promise.all([
        repo.listPage(user.id, { ...filters, favoritesOnly: list === "favorites", cursor, limit }),
        repo.count(user.id, filters),
      ]);
      return { draws: page.rows.map(toSavedDraw), nextCursor: page.nextCursor, counts };
    },
  );

  app.patch(
    "/api/draws/:id/favorite",
    { config: { auth: "user" }, schema: { params: idParams, response: { 200: savedDrawSchema } } },
    async (request) => {
      // Someone else's draw answers exactly like a draw that does not exist.
      const row = await repo.toggleFavorite(signedInUser(request).id, request.params.id);
      if (!row) throw notFound(M.notFound);
      return toSavedDraw(row);
    },
  );

  /** The owner's question as the toggle shows it: hidden whenever the shared page leaves it out. */
  const visibility = (found: { hint: string | null; hidden: boolean }) => {
    const sensitive = questionBlock(found.hint) === "sensitive";
    return { hint: found.hint, hidden: found.hidden || sensitive, sensitive };
  };

  app.get(
    "/api/draws/:id/hint",
    { config: { auth: "user" }, schema: { params: idParams, response: { 200: hintVisibilitySchema } } },
    async (request, reply) => {
      const found = await repo.hintOf(signedInUser(request).id, request.params.id);
      if (!found) throw notFound(M.notFound);
      reply.header("cache-control", "no-store");
      return visibility(found);
    },
  );

  app.patch(
    "/api/draws/:id/hint",
    {
      config: {
        auth: "user",
        // each change redraws the shared page on every instance: a hand's pace, never a flood
        rateLimit: { name: "hint-visibility", ...HINT_VISIBILITY_LIMIT, message: T.question.tooMany },
      },
      schema: {
        params: idParams,
        body: hintVisibilityBodySchema,
        response: { 200: hintVisibilityChangeSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id } = request.params;
      const { hidden } = request.body;
      // Someone else's draw answers exactly like a draw that does not exist.
      const current = await repo.hintOf(user.id, id);
      if (!current) throw notFound(M.notFound);
      if (!hidden) {
        const block = questionBlock(current.hint);
        if (block === "sensitive") throw forbidden(T.question.sensitive);
        if (block === "none-given") throw badRequest(T.question.noneGiven);
      }
      const found = await repo.setHintHidden(user.id, id, hidden);
      const row = found && (await repo.findById(id));
      if (!found || !row) throw notFound(M.notFound);
      return { ...visibility(found), shared: publicQuestionAndTexts(row) };
    },
  );

  app.get(
    "/api/draws/:id/share-theme",
    { config: { auth: "user" }, schema: { params: idParams, response: { 200: shareThemeResponseSchema } } },
    async (request, reply) => {
      // Someone else's draw answers exactly like a draw that does not exist.
      const shareTheme = await repo.shareThemeOf(signedInUser(request).id, request.params.id);
      if (!shareTheme) throw notFound(M.notFound);
      reply.header("cache-control", "no-store");
      return shareThemeAnswer(request.params.id.toLowerCase(), shareTheme);
    },
  );

  app.patch(
    "/api/draws/:id/share-theme",
    {
      config: {
        auth: "user",
        rateLimit: { name: "share-theme", ...SHARE_THEME_LIMIT, message: M.tooManyShareThemes },
      },
      schema: { params: idParams, body: shareThemeBodySchema, response: { 200: shareThemeResponseSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      // Not theirs: 404 before anything else, so a premium refusal tells nothing of others' draws.
      const current = await repo.shareThemeOf(user.id, request.params.id);
      if (!current) throw notFound(M.notFound);
      const { shareTheme } = request.body;
      requireShareThemeAllowed(user, shareTheme);
      const row = await repo.setShareTheme(user.id, request.params.id, shareTheme);
      if (!row) throw notFound(M.notFound);
      return shareThemeAnswer(row.id, row.shareTheme);
    },
  );

  app.delete(
    "/api/draws/:id",
    { config: { auth: "user" }, schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      // Someone else's draw answers exactly like a draw that does not exist.
      const deleted = await repo.deleteOwned(signedInUser(request).id, request.params.id);
      if (!deleted) throw notFound(M.notFound);
      return { message: M.deleted };
    },
  );

  app.get(
    "/api/draws/:id",
    { schema: { params: idParams, response: { 200: publicDrawSchema } } },
    async (request, reply) => {
      const draw = await repo.findPublic(request.params.id);
      if (!draw) throw notFound(M.notFound);
      reply.header("cache-control", "public, max-age=60");
      return draw;
    },
  );
}
