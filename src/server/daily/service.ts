/**
 * 'Günün Şarkısı' (ADR 040): one song a day for each signed-in person, from the list they used
 * last (the newest of their draws whose list the server can load again: a ready-made list, or a
 * Spotify or YouTube playlist; a CSV file is never kept), else a ready-made list. The number comes
 * from the person's key and the Istanbul day (day.ts), the song by the usual rule, and one comment
 * written like a single draw's (the comment service: model or offline composer, no question). The
 * first ask of a day writes it down (daily_songs), so every later ask, on any instance, answers the
 * same. Saving makes a draw through the Draw module (origin "daily"), once.
 */
import type { User } from "@/shared/api/auth";
import type { DailySong } from "@/shared/api/daily";
import type { Track } from "@/shared/api/tracks";
import { drawIndex, pick } from "@/shared/draw";
import { DEFAULT_PERSONA, type DrawSourceType } from "@/shared/limits";
import { READY_LISTS, readyListById, readyListTracks } from "@/shared/ready-lists";
import { DEFAULT_THEME } from "@/shared/themes";
import type { CommentRepository } from "../comments/repository";
import { safeExternalUrl, safeMediaUrl } from "../draws/links";
import type { DrawRepository } from "../draws/repository";
import { checkedSource, type DrawService } from "../draws/service";
import type { CommentService } from "../fortune/comment/service";
import { publishableTrack } from "../fortune/published-text";
import { badRequest, notFound, serviceUnavailable } from "../http/errors";
import type { Logger } from "../log";
import type { PlaylistService } from "../playlists/service";
import { dailyNumber, dayBefore, istanbulDay } from "./day";
import { DAILY_MESSAGES as M } from "./messages";
import type { DailyRepository, DailySongRow } from "./repository";

/** How many of the person's newest draws are looked at for a list, and playlists loaded at most. */
const RECENT_DRAWS = 20;
const PROVIDER_TRIES = 2;

export interface DailyServiceOptions {
  daily: DailyRepository;
  playlists: PlaylistService;
  comments: CommentService;
  records: CommentRepository;
  /** the Draw module: the person's newest draws (their lists) and saving the song as a draw */
  draws: DrawService;
  drawRows: Pick<DrawRepository, "listRecent" | "findByCommentId">;
  mediaHosts: readonly string[];
  log: Logger;
  now?: () => Date;
}

interface DailyList {
  tracks: Track[];
  sourceType: DrawSourceType;
  sourceId: string;
  name: string;
}

export function createDailyService(options: DailyServiceOptions) {
  const { daily, playlists, comments, records, draws, drawRows, mediaHosts, log } = options;
  const now = options.now ?? (() => new Date());
  /** one writer per person and day on this instance (other instances meet at the insert) */
  const writing = new Map<string, Promise<DailySongRow>>();

  const readyList = (id: string): DailyList | undefined => {
    const tracks = readyListTracks(id)?.filter(publishableTrack);
    const list = readyListById(id);
    return list && tracks && tracks.length > 0
      ? { tracks, sourceType: "ready", sourceId: id, name: list.name }
      : undefined;
  };

  /** The list the person used last that the server can load again; else a ready-made one. */
  async function listFor(userId: string, key: Uint8Array): Promise<DailyList> {
    const seen = new Set<string>();
    let providerTries = 0;
    for (const draw of await drawRows.listRecent(userId, RECENT_DRAWS)) {
      const { sourceType, sourceId } = draw;
      if (!sourceId || sourceType === "csv" || seen.has(`${sourceType}:${sourceId}`)) continue;
      seen.add(`${sourceType}:${sourceId}`);
      if (sourceType === "ready") {
        const list = readyList(sourceId);
        if (list) return list;
        continue;
      }
      if (providerTries++ >= PROVIDER_TRIES) continue;
      try {
        const loaded =
          sourceType === "spotify"
            ? await playlists.spotifyTracks(sourceId.startsWith("album:") ? `spotify:${sourceId}` : sourceId)
            : await playlists.youtubeTracks(sourceId);
        // the song is published like any draw (review M6): a title that reads as a link is left out
        const tracks = loaded.tracks.filter(publishableTrack);
        if (tracks.length > 0) {
          const name = sourceType === "spotify" ? "Spotify playlisti" : "YouTube playlisti";
          return { tracks, sourceType, sourceId: loaded.id, name };
        }
      } catch (err) {
        // the provider or the list is gone for now: an older list, or a ready-made one
        log.info(
          { err: err instanceof Error ? err.message : String(err), sourceType },
          "daily: list not loaded",
        );
      }
    }
    // no list of their own: a ready-made list, the person's own pick among them (their key's first byte)
    const list = readyList(READY_LISTS[key[0]! % READY_LISTS.length]!.id);
    if (!list) throw serviceUnavailable(M.noList);
    return list;
  }

  async function write(user: User, day: string): Promise<DailySongRow> {
    const key = await daily.keyOf(user.id);
    const list = await listFor(user.id, key);
    const number = dailyNumber(key, day, list.tracks.length);
    const track = pick(BigInt(number), list.tracks);
    const theme = DEFAULT_THEME;
    const written = await comments.generate({
      track,
      theme,
      audio: track.features ?? null,
      hint: null,
      persona: DEFAULT_PERSONA,
      salt: `daily-${user.id}-${day}`,
      number: String(number),
    });
    // the server's record of the comment: saving makes the draw from it (one draw per record)
    const record = await records.insert({
      userId: user.id,
      trackId: track.id,
      trackTitle: track.title,
      trackArtist: track.artist,
      theme,
      hint: null,
      headline: written.headline,
      short: written.short,
      long: written.long,
      kind: written.kind,
    });
    return daily.insertOnce({
      userId: user.id,
      day,
      number,
      track,
      sourceType: list.sourceType,
      sourceId: list.sourceId,
      listName: list.name,
      trackCount: list.tracks.length,
      theme,
      commentId: record.id,
      headline: written.headline,
      short: written.short,
      long: written.long,
    });
  }

  async function songOf(user: User, day: string): Promise<DailySongRow> {
    const stored = await daily.find(user.id, day);
    if (stored) return stored;
    const id = `${user.id}|${day}`;
    let pending = writing.get(id);
    if (!pending) {
      pending = write(user, day).finally(() => writing.delete(id));
      writing.set(id, pending);
    }
    return pending;
  }

  async function view(row: DailySongRow): Promise<DailySong> {
    const saved = await drawRows.findByCommentId(row.commentId);
    return {
      date: row.day,
      number: row.number,
      position: drawIndex(BigInt(row.number), row.trackCount) + 1,
      track: {
        id: row.track.id,
        title: row.track.title,
        artist: row.track.artist,
        image: safeMediaUrl(row.track.image ?? null, mediaHosts),
        previewUrl: safeMediaUrl(row.track.previewUrl ?? null, mediaHosts),
        externalUrl: safeExternalUrl(row.track.externalUrl ?? null),
      },
      list: { sourceType: row.sourceType, name: row.listName, count: row.trackCount },
      theme: row.theme,
      headline: row.headline,
      comment: row.short,
      long: row.long,
      saved: Boolean(saved),
      drawId: saved?.id ?? null,
    };
  }

  return {
    /** Today's song (Istanbul): written on the first ask of the day, the same on every later one. */
    async today(user: User): Promise<DailySong> {
      return view(await songOf(user, istanbulDay(now())));
    },

    /**
     * Saves the song of `date` (today's by default; yesterday's too, for a save that crosses
     * midnight) as a draw, once: saving again answers the same draw (`created` false).
     */
    async save(
      user: User,
      date: string | undefined,
    ): Promise<{ id: string; date: string; created: boolean }> {
      const today = istanbulDay(now());
      const day = date ?? today;
      if (day !== today && day !== dayBefore(today)) throw badRequest(M.tooOld);
      const row = await daily.find(user.id, day);
      if (!row) throw notFound(M.notFound);
      const draw = await draws.createDraw({
        origin: "daily",
        userId: user.id,
        commentId: row.commentId,
        number: String(row.number),
        track: row.track,
        theme: row.theme,
        texts: { headline: row.headline, short: row.short, long: row.long },
        hint: null,
        sessionId: null,
        source: checkedSource(row.track.id, row.sourceType, row.sourceId),
      });
      return { id: draw.id, date: day, created: draw.created };
    },

    /** Forgets the songs of days before yesterday (maintenance): saved ones live on as draws. */
    prune: () => daily.pruneBefore(dayBefore(istanbulDay(now()))),
  };
}

export type DailyService = ReturnType<typeof createDailyService>;
