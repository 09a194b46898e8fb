/**
 * Fal Odası (ADR 036): a host opens a room on one list, friends join by its code without an account,
 * each picks a number in secret, the host reveals, and every member's song and comment is written by
 * the same composer as a single draw. The list is the room's own copy (tracks of a ready list, of a
 * playlist the server loads, or the host's CSV tracks); a signed-in member's song is a draw in their
 * history (the Draw module's createDraw, origin "room").
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { User } from "@/shared/api/auth";
import {
  type CreateRoomBody,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_LIFETIME_MS,
  ROOM_MEMBERS_MAX,
  type RoomMember,
  type RoomView,
  roomNameSchema,
  roomPath,
} from "@/shared/api/rooms";
import type { Track } from "@/shared/api/tracks";
import { pick } from "@/shared/draw";
import { DEFAULT_PERSONA } from "@/shared/limits";
import { readyListById, readyListTracks } from "@/shared/ready-lists";
import { requireThemeAllowed } from "../auth/guards";
import type { CommentRepository } from "../comments/repository";
import { safeExternalUrl, safeMediaUrl } from "../draws/links";
import { checkedSource, type DrawService } from "../draws/service";
import { classifyHint, unsafeContent } from "../fortune/comment/safety";
import type { CommentService } from "../fortune/comment/service";
import { publishableTrack } from "../fortune/published-text";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../http/errors";
import type { PlaylistService } from "../playlists/service";
import { ROOM_MESSAGES as M } from "./messages";
import type { Identity, MemberRow, RoomRepository, RoomResult, RoomRow } from "./repository";

/** Rooms a person may have open at once. */
export const MAX_OPEN_ROOMS = 5;

export interface RoomServiceOptions {
  rooms: RoomRepository;
  playlists: PlaylistService;
  comments: CommentService;
  records: CommentRepository;
  draws: DrawService;
  mediaHosts: readonly string[];
  now?: () => Date;
}

export const hashRoomToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** A guest's room cookie: 144 random bits in base64url. */
export const ROOM_TOKEN = /^[A-Za-z0-9_-]{24}$/;
export const newRoomToken = () => randomBytes(18).toString("base64url");
const CODE = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

export function newRoomCode(): string {
  let code = "";
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

/** A code as typed (any case, spaces around): the canonical code, or null when it cannot be one. */
export function normalizeRoomCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/** A name the room will show: no links, phone numbers, or words the hint classifier flags. */
export function checkRoomName(raw: string): string {
  const parsed = roomNameSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.nameRefused);
  const name = parsed.data;
  if (unsafeContent(name) !== null || classifyHint(name).kind !== "none") throw badRequest(M.nameRefused);
  return name;
}

const memberView = (m: MemberRow): RoomMember => ({
  id: m.id,
  name: m.name,
  isHost: m.isHost,
  picked: m.number !== null,
  result: m.result
    ? {
        number: m.result.number,
        position: m.result.position,
        trackTitle: m.result.trackTitle,
        trackArtist: m.result.trackArtist,
        trackImage: m.result.trackImage,
        trackExternalUrl: m.result.trackExternalUrl,
        headline: m.result.headline,
        short: m.result.short,
      }
    : null,
});

export const roomStoryImagePath = (code: string) => `/api/og/room/${code}?format=story`;

export function createRoomService(options: RoomServiceOptions) {
  const { rooms, playlists, comments, records, draws, mediaHosts } = options;
  const now = options.now ?? (() => new Date());

  async function listOf(source: CreateRoomBody["source"]): Promise<{
    tracks: Track[];
    listName: string;
    sourceId: string | null;
  }> {
    if (source.type === "ready") {
      const list = readyListById(source.id);
      const tracks = readyListTracks(source.id);
      if (!list || !tracks) throw notFound(M.unknownList);
      return { tracks, listName: list.name, sourceId: source.id };
    }
    if (source.type === "spotify") {
      const loaded = await playlists.spotifyTracks(source.id);
      return { tracks: loaded.tracks, listName: "Spotify playlisti", sourceId: loaded.id };
    }
    if (source.type === "youtube") {
      const loaded = await playlists.youtubeTracks(source.id);
      return { tracks: loaded.tracks, listName: "YouTube playlisti", sourceId: loaded.id };
    }
    // the host's own file: only CSV tracks ('csv:' ids), as a single draw from a CSV list saves them
    const tracks = source.tracks.filter((t) => t.id.startsWith("csv:"));
    return { tracks, listName: "CSV listesi", sourceId: null };
  }

  /** The room by its code and the asker's member row in it; one 404 for "no room" and "not yours". */
  async function roomOf(code: string, identities: readonly Identity[]) {
    const canonical = normalizeRoomCode(code);
    const room = canonical ? await rooms.findByCode(canonical) : undefined;
    if (!room) throw notFound(M.notFound);
    for (const identity of identities) {
      const member = await rooms.findMember(room.id, identity);
      if (member) return { room, member };
    }
    throw notFound(M.notFound);
  }

  const isOver = (room: RoomRow) => room.state === "closed" || room.expiresAt <= now();

  async function view(room: RoomRow, member: MemberRow): Promise<RoomView> {
    const all = await rooms.members(room.id);
    const state = isOver(room) ? "closed" : (room.state as RoomView["state"]);
    return {
      code: room.code,
      url: roomPath(room.code),
      state,
      listName: room.listName,
      trackCount: room.trackCount,
      theme: room.theme,
      expiresAt: room.expiresAt.toISOString(),
      lastEventId: room.lastSeq,
      you: { memberId: member.id, isHost: member.isHost, number: member.number },
      members: all.map(memberView),
      storyImagePath: room.state === "revealed" ? roomStoryImagePath(room.code) : null,
    };
  }

  /** One member's song and comment, and, when signed in, their draw in history. */
  async function resultOf(room: RoomRow, member: MemberRow, tracks: readonly Track[]): Promise<RoomResult> {
    const number = member.number!;
    const track = pick(BigInt(number), tracks);
    const written = await comments.generate({
      track,
      theme: room.theme,
      audio: track.features ?? null,
      hint: null,
      persona: DEFAULT_PERSONA,
      salt: `room-${room.id}-${member.id}`,
      number,
    });
    let drawId: string | null = null;
    if (member.userId) {
      const record = await records.insert({
        userId: member.userId,
        trackId: track.id,
        trackTitle: track.title,
        trackArtist: track.artist,
        theme: room.theme,
        hint: null,
        headline: written.headline,
        short: written.short,
        long: written.long,
        kind: written.kind,
      });
      const draw = await draws.createDraw({
        origin: "room",
        userId: member.userId,
        commentId: record.id,
        number,
        track,
        theme: room.theme,
        texts: { headline: written.headline, short: written.short, long: written.long },
        hint: null,
        sessionId: null,
        source: checkedSource(track.id, room.sourceType, room.sourceId),
      });
      drawId = draw.id;
    }
    return {
      number,
      position: tracks.indexOf(track) + 1,
      trackId: track.id,
      trackTitle: track.title,
      trackArtist: track.artist,
      trackImage: safeMediaUrl(track.image ?? null, mediaHosts),
      trackExternalUrl: safeExternalUrl(track.externalUrl ?? null),
      headline: written.headline,
      short: written.short,
      drawId,
    };
  }

  return {
    roomOf,
    view,

    async create(user: User, body: CreateRoomBody): Promise<{ code: string; expiresAt: Date }> {
      requireThemeAllowed(user, body.theme);
      const hostName = checkRoomName(body.name ?? user.firstName ?? M.hostDefaultName);
      if ((await rooms.countOpenByHost(user.id, now())) >= MAX_OPEN_ROOMS) throw conflict(M.tooManyOpen);
      const loaded = await listOf(body.source);
      // every member's song is shown to the room and on its image: like a published draw (M6)
      const tracks = loaded.tracks.filter(publishableTrack);
      if (tracks.length === 0) throw badRequest(M.emptyList);
      const expiresAt = new Date(now().getTime() + ROOM_LIFETIME_MS);
      // 31^6 codes: a collision is rare, and a taken code is simply drawn again
      for (let attempt = 0; attempt < 5; attempt++) {
        const made = await rooms.insert(
          {
            code: newRoomCode(),
            hostUserId: user.id,
            sourceType: body.source.type,
            sourceId: loaded.sourceId,
            listName: loaded.listName,
            tracks,
            theme: body.theme,
            expiresAt,
          },
          { name: hostName },
        );
        if (made) return { code: made.room.code, expiresAt };
      }
      throw new HttpError(503, M.noCode);
    },

    /** Joins (or rejoins, renamed) the room; the identity is the account, else the guest's cookie. */
    async join(code: string, identity: Identity, rawName: string): Promise<MemberRow> {
      const canonical = normalizeRoomCode(code);
      const room = canonical ? await rooms.findByCode(canonical) : undefined;
      if (!room) throw notFound(M.notFound);
      const name = checkRoomName(rawName);
      const joined = await rooms.join(room.id, identity, name, ROOM_MEMBERS_MAX, now());
      if (joined === undefined) throw notFound(M.notFound);
      if (joined === "full") throw conflict(M.full);
      if (joined === "closed") {
        if (room.state === "revealed" || room.state === "revealing") throw conflict(M.alreadyRevealed);
        throw new HttpError(410, M.closed);
      }
      return joined;
    },

    async pick(code: string, identities: readonly Identity[], number: string): Promise<void> {
      const { room, member } = await roomOf(code, identities);
      const done = await rooms.pick(room.id, member.id, number, now());
      if (done === "closed") throw new HttpError(410, M.closed);
      if (done === "revealed") throw conflict(M.alreadyRevealed);
    },

    async reveal(code: string, identities: readonly Identity[]): Promise<RoomView> {
      const { room, member } = await roomOf(code, identities);
      if (!member.isHost) throw forbidden(M.hostOnly);
      if (isOver(room)) throw new HttpError(410, M.closed);
      const picked = (await rooms.members(room.id)).filter((m) => m.number !== null);
      if (picked.length === 0) throw badRequest(M.nobodyPicked);
      if (!(await rooms.claimReveal(room.id, now()))) {
        throw conflict(room.state === "revealing" ? M.revealing : M.alreadyRevealed);
      }
      try {
        // the numbers as they are now: a pick after the claim is refused (the room is not open)
        const members = (await rooms.members(room.id)).filter((m) => m.number !== null);
        const tracks = await rooms.tracksOf(room.id);
        const results = new Map<string, RoomResult>();
        for (const m of members) results.set(m.id, await resultOf(room, m, tracks));
        await rooms.finishReveal(room.id, results, (all) => ({ members: all.map(memberView) }));
      } catch (err) {
        await rooms.releaseReveal(room.id).catch(() => {});
        throw err;
      }
      const after = await roomOf(code, identities);
      return view(after.room, after.member);
    },
  };
}

export type RoomService = ReturnType<typeof createRoomService>;
