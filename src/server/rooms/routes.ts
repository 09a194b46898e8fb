import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageSchema } from "@/shared/api/fields";
import {
  createRoomBodySchema,
  joinRoomBodySchema,
  joinRoomResponseSchema,
  pickBodySchema,
  roomCreatedSchema,
  roomPath,
  roomViewSchema,
} from "@/shared/api/rooms";
import { conflict, tooManyRequests } from "../http/errors";
import type { RateLimiter } from "../http/rate-limit";
import { byAddress, signedInUser, TOO_MANY_FROM_ADDRESS } from "../http/route-guards";
import { PLAYLIST_MESSAGES } from "../playlists/messages";
import { PLAYLIST_ADDRESS_LIMIT, PLAYLIST_LOAD_LIMIT } from "../playlists/routes";
import { ROOM_MESSAGES as M } from "./messages";
import type { Identity } from "./repository";
import { hashRoomToken, newRoomToken, normalizeRoomCode, ROOM_TOKEN, type RoomService } from "./service";
import { renderRoomStory } from "./story-image";
import type { RoomStreams } from "./streams";

export interface RoomRouteOptions {
  service: RoomService;
  streams: RoomStreams;
  /** null: limits not enforced (a bare app in a unit test) */
  rateLimiter: RateLimiter | null;
  secureCookies: boolean;
  /** streams one address may hold open on this instance at once */
  streamsPerAddress?: number;
}

/** Rooms a person opens in 10 minutes, and from one address. */
export const ROOM_CREATE_LIMIT = { count: 10, windowMs: 10 * 60_000 };
export const ROOM_CREATE_ADDRESS_LIMIT = { count: 30, windowMs: 10 * 60_000 };
/** Joins (and renames) from one address, and by one person or guest, in 10 minutes. */
export const ROOM_JOIN_ADDRESS_LIMIT = { count: 60, windowMs: 10 * 60_000 };
export const ROOM_JOIN_LIMIT = { count: 20, windowMs: 10 * 60_000 };
/** Picks and reveals: a hand changes its number a few times, never hundreds. */
export const ROOM_PICK_LIMIT = { count: 120, windowMs: 10 * 60_000 };
/** A table of phones behind one router holds 12 streams; a few more for reloads. */
export const ROOM_STREAMS_PER_ADDRESS = 24;

const codeParams = z.object({ code: z.string().max(20) });
/** Story images drawn from one address in 10 minutes (each is ~100-300 ms of layout and paint). */
export const ROOM_STORY_LIMIT = { count: 30, windowMs: 10 * 60_000 };
/** The last rooms' images, kept: a room's members all ask for the same one. */
const STORY_CACHE_MAX = 50;
export const roomCookieName = (code: string) => `sf_oda_${code}`;

/** The guest's room token from its cookie, when it is one. */
function guestToken(request: FastifyRequest, code: string): string | null {
  const canonical = normalizeRoomCode(code);
  const token = canonical ? request.cookies?.[roomCookieName(canonical)] : undefined;
  return token && ROOM_TOKEN.test(token) ? token : null;
}

/** Who the request is, as a room knows people: the account first, then the guest cookie. */
function identitiesOf(request: FastifyRequest, code: string): Identity[] {
  const out: Identity[] = [];
  if (request.user) out.push({ userId: request.user.id });
  const token = guestToken(request, code);
  if (token) out.push({ tokenHash: hashRoomToken(token) });
  return out;
}

/** A limit per person: the account, or a guest by address. */
const byPersonOrAddress = (request: FastifyRequest) => request.user?.id ?? `guest:${byAddress(request)}`;

export async function roomRoutes(fastify: FastifyInstance, options: RoomRouteOptions) {
  const { service, streams, rateLimiter, secureCookies } = options;
  const streamsPerAddress = options.streamsPerAddress ?? ROOM_STREAMS_PER_ADDRESS;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const openByAddress = new Map<string, number>();

  app.post(
    "/api/rooms",
    {
      bodyLimit: 4 * 1024 * 1024,
      config: {
        auth: "user",
        checkAt: "onRequest",
        rateLimit: [
          { name: "room", ...ROOM_CREATE_LIMIT, message: M.tooManyRooms },
          {
            name: "room-address",
            ...ROOM_CREATE_ADDRESS_LIMIT,
            key: byAddress,
            message: TOO_MANY_FROM_ADDRESS,
          },
        ],
      },
      schema: { body: createRoomBodySchema, response: { 201: roomCreatedSchema } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { type } = request.body.source;
      // a room on a Spotify or YouTube list loads it as the playlist routes do: the same counters
      if (rateLimiter && (type === "spotify" || type === "youtube")) {
        for (const [key, { count, windowMs }, message] of [
          [`playlist:${user.id}`, PLAYLIST_LOAD_LIMIT, PLAYLIST_MESSAGES.tooManyLoads],
          [`playlist-address:${byAddress(request)}`, PLAYLIST_ADDRESS_LIMIT, TOO_MANY_FROM_ADDRESS],
        ] as const) {
          const limit = await rateLimiter.hit(key, count, windowMs);
          if (!limit.allowed) throw tooManyRequests(message, limit.retryAfterSeconds);
        }
      }
      const { code, expiresAt } = await service.create(user, request.body);
      reply.header("cache-control", "no-store");
      return reply.status(201).send({ code, url: roomPath(code), expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    "/api/rooms/:code/join",
    {
      config: {
        rateLimit: [
          {
            name: "room-join-address",
            ...ROOM_JOIN_ADDRESS_LIMIT,
            key: byAddress,
            message: TOO_MANY_FROM_ADDRESS,
          },
          { name: "room-join", ...ROOM_JOIN_LIMIT, key: byPersonOrAddress, message: M.tooManyJoins },
        ],
      },
      schema: { params: codeParams, body: joinRoomBodySchema, response: { 200: joinRoomResponseSchema } },
    },
    async (request, reply) => {
      const { code } = request.params;
      let identity: Identity;
      let newToken: string | null = null;
      if (request.user) identity = { userId: request.user.id };
      else {
        let token = guestToken(request, code);
        if (!token) {
          token = newRoomToken();
          newToken = token;
        }
        identity = { tokenHash: hashRoomToken(token) };
      }
      const member = await service.join(code, identity, request.body.name);
      if (newToken) {
        const canonical = normalizeRoomCode(code)!;
        const { room } = await service.roomOf(canonical, [identity]);
        reply.setCookie(roomCookieName(canonical), newToken, {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: secureCookies,
          expires: room.expiresAt,
        });
      }
      reply.header("cache-control", "no-store");
      return { memberId: member.id };
    },
  );

  app.post(
    "/api/rooms/:code/pick",
    {
      config: {
        rateLimit: { name: "room-pick", ...ROOM_PICK_LIMIT, key: byPersonOrAddress, message: M.tooManyPicks },
      },
      schema: { params: codeParams, body: pickBodySchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      await service.pick(
        request.params.code,
        identitiesOf(request, request.params.code),
        request.body.number,
      );
      reply.header("cache-control", "no-store");
      return { message: "Sayın kaydedildi. Fallar açılana kadar gizli kalacak." };
    },
  );

  app.post(
    "/api/rooms/:code/reveal",
    {
      config: {
        rateLimit: {
          name: "room-reveal",
          ...ROOM_PICK_LIMIT,
          key: byPersonOrAddress,
          message: M.tooManyPicks,
        },
      },
      schema: { params: codeParams, response: { 200: roomViewSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.reveal(request.params.code, identitiesOf(request, request.params.code));
    },
  );

  app.get(
    "/api/rooms/:code",
    { schema: { params: codeParams, response: { 200: roomViewSchema } } },
    async (request, reply) => {
      const { room, member } = await service.roomOf(
        request.params.code,
        identitiesOf(request, request.params.code),
      );
      reply.header("cache-control", "no-store");
      return service.view(room, member);
    },
  );

  /**
   * The last rooms' images, by room, with what they show (a member who erased their account since
   * is no longer on it) and until when the room lives (nothing of a room is kept past its life).
   */
  const stories = new Map<string, { png: Uint8Array; shows: string; expiresAt: Date }>();
  app.get(
    "/api/og/room/:code",
    {
      config: {
        rateLimit: {
          name: "room-story",
          ...ROOM_STORY_LIMIT,
          key: byAddress,
          message: TOO_MANY_FROM_ADDRESS,
        },
      },
      schema: {
        params: codeParams,
        querystring: z.object({ format: z.enum(["story"], { error: "Biçim story olmalı" }).optional() }),
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { room, member } = await service.roomOf(code, identitiesOf(request, code));
      if (room.state !== "revealed") throw conflict(M.storyNotYet);
      const now = new Date();
      for (const [id, kept] of stories) if (kept.expiresAt <= now) stories.delete(id);
      const { members } = await service.view(room, member);
      const lines = members.flatMap((m) => (m.result ? [{ name: m.name, ...m.result }] : []));
      const shows = JSON.stringify(lines.map((l) => [l.name, l.trackTitle, l.trackArtist]));
      let png = stories.get(room.id)?.shows === shows ? stories.get(room.id)!.png : undefined;
      if (!png) {
        png = await renderRoomStory(room.code, lines);
        stories.delete(room.id);
        if (stories.size >= STORY_CACHE_MAX) stories.delete(stories.keys().next().value!);
        stories.set(room.id, { png, shows, expiresAt: room.expiresAt });
      }
      reply.header("cache-control", "private, max-age=3600");
      reply.header("content-disposition", `inline; filename="fal-odasi-${room.code}.png"`);
      return reply.type("image/png").send(Buffer.from(png));
    },
  );

  app.get(
    "/api/rooms/:code/events",
    {
      schema: {
        params: codeParams,
        querystring: z.object({ lastEventId: z.string().max(12).optional() }),
      },
    },
    async (request, reply) => {
      const { room } = await service.roomOf(request.params.code, identitiesOf(request, request.params.code));
      const address = byAddress(request);
      const held = openByAddress.get(address) ?? 0;
      if (held >= streamsPerAddress) throw tooManyRequests(M.tooManyStreams, 30);
      const header = request.headers["last-event-id"];
      const last = Number.parseInt(
        (typeof header === "string" ? header : undefined) ?? request.query.lastEventId ?? "0",
        10,
      );
      openByAddress.set(address, held + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
      });
      res.write("retry: 2000\n\n");
      res.on("close", () => {
        const n = (openByAddress.get(address) ?? 1) - 1;
        if (n <= 0) openByAddress.delete(address);
        else openByAddress.set(address, n);
      });
      const stream = { lastSeq: Number.isFinite(last) && last > 0 ? last : 0, res, ended: false };
      await streams.add(room.id, stream, room.expiresAt);
      if (room.state === "closed" || room.expiresAt <= new Date()) {
        if (!stream.ended) res.end();
      }
    },
  );
}
