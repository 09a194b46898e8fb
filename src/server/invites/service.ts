/**
 * 'Bana bir sayı söyle': a person makes a link from the list they have loaded; a friend (signed in
 * or not) opens it, gives their name and a number, and the owner's history gets that draw, marked
 * with the friend's name. The link works once and for 7 days, and shows the friend the list's name
 * and the owner's first name only. The tracks are the server's own (the playlist service's cache, or
 * a ready-made list), never a list a client sends.
 */
import { createHash, randomBytes } from "node:crypto";
import type { User } from "@/shared/api/auth";
import type {
  FriendAnswer,
  FriendAnswerBody,
  FriendInviteBody,
  FriendInviteView,
} from "@/shared/api/invites";
import type { Track } from "@/shared/api/tracks";
import { pick } from "@/shared/draw";
import {
  DEFAULT_PERSONA,
  DRAW_SOURCE_TYPES,
  type DrawSourceType,
  FRIEND_INVITE_LIFETIME_MS,
} from "@/shared/limits";
import { readyListById, readyListTracks } from "@/shared/ready-lists";
import { requireThemeAllowed } from "../auth/guards";
import type { CommentRepository } from "../comments/repository";
import { safeExternalUrl } from "../draws/links";
import { checkedSource, type DrawService } from "../draws/service";
import type { CommentService } from "../fortune/comment/service";
import { PUBLISHED_TEXT_MESSAGES, publishableTrack } from "../fortune/published-text";
import { badRequest, HttpError, notFound } from "../http/errors";
import type { PlaylistService } from "../playlists/service";
import { INVITE_MESSAGES as M } from "./messages";
import type { InviteRepository } from "./repository";

export interface InviteServiceOptions {
  invites: InviteRepository;
  playlists: PlaylistService;
  comments: CommentService;
  records: CommentRepository;
  /** the Draw module: saves the friend's pick (and checks its links) */
  draws: DrawService;
  now?: () => Date;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** Tokens are 144 random bits in base64url (24 characters); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{24}$/;

/** The invite's source as a draw records it (null: read it from the track id). */
const drawSourceOf = (type: string): DrawSourceType | null =>
  (DRAW_SOURCE_TYPES as readonly string[]).includes(type) ? (type as DrawSourceType) : null;

/**
 * Links open at once per person (not used, not expired; ADR 033, review N4): each holds a list for
 * up to 7 days, and someone asking friends one by one has a handful open. The message says 30.
 */
export const MAX_OPEN_INVITES = 30;

const gone = (message: string) => new HttpError(410, message);
const taken = (message: string) => new HttpError(409, message);

export function createInviteService(options: InviteServiceOptions) {
  const { invites, playlists, comments, records, draws } = options;
  const now = options.now ?? (() => new Date());

  async function listOf(body: FriendInviteBody): Promise<{ tracks: Track[]; listName: string }> {
    if (body.sourceType === "ready") {
      const list = readyListById(body.sourceId);
      const tracks = readyListTracks(body.sourceId);
      if (!list || !tracks) throw notFound(M.unknownList);
      return { tracks, listName: list.name };
    }
    if (body.sourceType === "spotify") {
      return {
        tracks: (await playlists.spotifyTracks(body.sourceId)).tracks,
        listName: "Spotify playlisti",
      };
    }
    return { tracks: (await playlists.youtubeTracks(body.sourceId)).tracks, listName: "YouTube playlisti" };
  }

  async function find(token: string) {
    const row = TOKEN.test(token) ? await invites.findByTokenHash(hashToken(token)) : undefined;
    if (!row) throw notFound(M.notFound);
    return row;
  }

  return {
    async create(user: User, body: FriendInviteBody): Promise<{ token: string; expiresAt: Date }> {
      requireThemeAllowed(user, body.theme);
      // refused before the list is loaded; counted again, locked, when the link is written
      if ((await invites.countOpen(user.id, now())) >= MAX_OPEN_INVITES)
        throw new HttpError(409, M.tooManyOpen);
      const loaded = await listOf(body);
      // the friend's draw is published under the app's name like any draw (review M6): a song
      // whose title or artist reads as a link or a warning is left out of the list
      const tracks = loaded.tracks.filter(publishableTrack);
      const { listName } = loaded;
      if (tracks.length === 0) throw badRequest(PUBLISHED_TEXT_MESSAGES.track);
      const token = randomBytes(18).toString("base64url");
      const expiresAt = new Date(now().getTime() + FRIEND_INVITE_LIFETIME_MS);
      const made = await invites.insertWithinOpenCap(
        {
          tokenHash: hashToken(token),
          userId: user.id,
          sourceType: body.sourceType,
          listName,
          theme: body.theme,
          expiresAt,
        },
        { sourceType: body.sourceType, sourceId: body.sourceId, tracks },
        MAX_OPEN_INVITES,
        now(),
      );
      if (!made) throw new HttpError(409, M.tooManyOpen);
      return { token, expiresAt };
    },

    async view(token: string): Promise<FriendInviteView> {
      const row = await find(token);
      const state = row.usedAt ? "used" : row.expiresAt <= now() ? "expired" : "open";
      return {
        listName: row.listName,
        ownerName: row.ownerFirstName,
        trackCount: row.trackCount,
        expiresAt: row.expiresAt.toISOString(),
        state,
      };
    },

    async answer(token: string, body: FriendAnswerBody): Promise<FriendAnswer> {
      if (!TOKEN.test(token)) throw notFound(M.notFound);
      const invite = await invites.claim(hashToken(token), body.name, now());
      if (!invite) {
        const row = await find(token);
        throw row.usedAt ? taken(M.used) : gone(M.expired);
      }
      try {
        const number = BigInt(body.number);
        const tracks = await invites.tracksOf(invite);
        const track = pick(number, tracks);
        const written = await comments.generate({
          track,
          theme: invite.theme,
          audio: track.features ?? null,
          hint: null,
          persona: DEFAULT_PERSONA,
          salt: `invite-${invite.id}`,
          number: body.number,
        });
        const record = await records.insert({
          userId: invite.userId,
          trackId: track.id,
          trackTitle: track.title,
          trackArtist: track.artist,
          theme: invite.theme,
          hint: null,
          headline: written.headline,
          short: written.short,
          long: written.long,
          kind: written.kind,
        });
        const draw = await draws.createDraw({
          origin: "friend",
          userId: invite.userId,
          commentId: record.id,
          number: body.number,
          track,
          theme: invite.theme,
          texts: { headline: written.headline, short: written.short, long: written.long },
          hint: null,
          sessionId: null,
          friendName: body.name,
          // the invite's list: its owner loaded it (its id is not kept with the invite)
          source: checkedSource(track.id, drawSourceOf(invite.sourceType), null),
        });
        await invites.setDraw(invite.id, draw.id);
        const row = await find(token);
        return {
          number: body.number,
          position: tracks.indexOf(track) + 1,
          trackTitle: track.title,
          trackArtist: track.artist,
          trackExternalUrl: safeExternalUrl(track.externalUrl ?? null),
          ownerName: row.ownerFirstName,
        };
      } catch (err) {
        // The friend may try again: a claim without its draw is given back.
        await invites.release(invite.id).catch(() => {});
        throw err;
      }
    },
  };
}

export type InviteService = ReturnType<typeof createInviteService>;
