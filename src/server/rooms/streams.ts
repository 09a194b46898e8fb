/**
 * The room streams open on this instance (Server-Sent Events). A "room.event" heard on the bus (from
 * this instance or, over NOTIFY, another) makes one read of the room's new events for all its
 * streams here; each stream is sent every event after its own last id, in order, exactly once. A
 * stream opened with Last-Event-ID starts from there, so a reconnect misses nothing; after a lost
 * LISTEN connection (bus resync) every room with streams here is read again.
 */
import type { ServerResponse } from "node:http";
import type { EventBus } from "../events/bus";
import type { RoomRepository, StoredRoomEvent } from "./repository";
import "./events";

export interface RoomStream {
  lastSeq: number;
  res: ServerResponse;
  /** the stream ends after this event (closed) */
  ended: boolean;
}

export interface RoomStreamsOptions {
  rooms: RoomRepository;
  events: EventBus;
  heartbeatMs?: number;
}

const frame = (e: StoredRoomEvent) => `id: ${e.seq}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`;

export function createRoomStreams({ rooms, events, heartbeatMs = 20_000 }: RoomStreamsOptions) {
  const open = new Map<string, Set<RoomStream>>();
  /** one read at a time per room; a second request while one runs makes one more read after it */
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();

  function end(stream: RoomStream) {
    if (stream.ended) return;
    stream.ended = true;
    stream.res.end();
  }

  function send(stream: RoomStream, list: readonly StoredRoomEvent[]) {
    for (const e of list) {
      if (stream.ended || e.seq <= stream.lastSeq) continue;
      stream.res.write(frame(e));
      stream.lastSeq = e.seq;
      if (e.type === "closed") end(stream);
    }
  }

  async function read(roomId: string): Promise<void> {
    const streams = open.get(roomId);
    if (!streams || streams.size === 0) return;
    let from = Number.POSITIVE_INFINITY;
    for (const s of streams) from = Math.min(from, s.lastSeq);
    for (;;) {
      const list = await rooms.eventsAfter(roomId, from);
      for (const s of streams) send(s, list);
      if (list.length < 500) return;
      from = list[list.length - 1]!.seq;
    }
  }

  function sync(roomId: string): Promise<void> {
    const current = running.get(roomId);
    if (current) {
      again.add(roomId);
      return current;
    }
    const run = (async () => {
      try {
        do {
          again.delete(roomId);
          await read(roomId);
        } while (again.has(roomId));
      } finally {
        running.delete(roomId);
      }
    })();
    running.set(roomId, run);
    return run;
  }

  const unsubscribe = events.subscribe("room.event", (e) => {
    if (!open.has(e.roomId)) return;
    // a room deleted by maintenance has no rows left to read: its closing is said here
    if (e.type === "closed") {
      return sync(e.roomId).then(() => {
        for (const s of open.get(e.roomId) ?? []) send(s, [{ seq: e.seq, type: "closed", data: {} }]);
      });
    }
    return sync(e.roomId);
  });
  const unresync = events.onResync(() => {
    for (const roomId of open.keys()) void sync(roomId).catch(() => {});
  });
  const heartbeat = setInterval(() => {
    for (const set of open.values()) for (const s of set) if (!s.ended) s.res.write(": ping\n\n");
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Registers the stream and sends what it missed; resolves once the replay is written. */
    async add(roomId: string, stream: RoomStream, expiresAt: Date): Promise<void> {
      const set = open.get(roomId) ?? new Set();
      open.set(roomId, set);
      set.add(stream);
      const expiry = setTimeout(
        () => send(stream, [{ seq: stream.lastSeq + 1, type: "closed", data: { reason: "expired" } }]),
        Math.max(0, Math.min(expiresAt.getTime() - Date.now(), 2 ** 31 - 1)),
      );
      expiry.unref();
      stream.res.on("close", () => {
        clearTimeout(expiry);
        stream.ended = true;
        set.delete(stream);
        if (set.size === 0) open.delete(roomId);
      });
      await sync(roomId);
    },

    /** How many streams are open here (tests and the bench read it). */
    count(): number {
      let n = 0;
      for (const set of open.values()) n += set.size;
      return n;
    },

    close() {
      unsubscribe();
      unresync();
      clearInterval(heartbeat);
      for (const set of open.values()) for (const s of set) end(s);
      open.clear();
    },
  };
}

export type RoomStreams = ReturnType<typeof createRoomStreams>;
