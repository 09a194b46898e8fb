/**
 * All SQL of rooms, room_members and room_events (schema.ts). Every change of a room is one
 * transaction that also writes the room's next event (room_events, its id = rooms.last_seq) and
 * sends "room.event" on the bus with the commit (NOTIFY on PostgreSQL), so a stream on any instance
 * reads what happened from the database, in order, and a reconnect replays from its Last-Event-ID.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { RoomEventType } from "@/shared/api/rooms";
import type { Track } from "@/shared/api/tracks";
import type { Db } from "../db/client";
import { type RoomResult, roomEvents, roomMembers, rooms } from "../db/schema";
import type { EventBus, Outgoing } from "../events/bus";
import "./events";

export type { RoomResult };
export type RoomRow = Omit<typeof rooms.$inferSelect, "tracks"> & { trackCount: number };
export type MemberRow = typeof roomMembers.$inferSelect;
export type NewRoom = Omit<typeof rooms.$inferInsert, "id" | "createdAt" | "state" | "lastSeq">;
export interface StoredRoomEvent {
  seq: number;
  type: RoomEventType;
  data: Record<string, unknown>;
}
/** Who is asking: a signed-in person, or a guest by the hash of their room cookie. */
export type Identity = { userId: string } | { tokenHash: string };

const roomColumns = {
  id: rooms.id,
  code: rooms.code,
  hostUserId: rooms.hostUserId,
  sourceType: rooms.sourceType,
  sourceId: rooms.sourceId,
  listName: rooms.listName,
  theme: rooms.theme,
  state: rooms.state,
  lastSeq: rooms.lastSeq,
  createdAt: rooms.createdAt,
  expiresAt: rooms.expiresAt,
  trackCount: sql<number>`jsonb_array_length(${rooms.tracks})::int`,
};

const whoIs = (identity: Identity) =>
  "userId" in identity
    ? eq(roomMembers.userId, identity.userId)
    : and(isNull(roomMembers.userId), eq(roomMembers.tokenHash, identity.tokenHash));

type Emit = (type: RoomEventType, data: Record<string, unknown>) => Promise<void>;

export function createRoomRepository(db: Db, events: EventBus) {
  /** One change: `work` runs in one transaction with the room locked; its events go with the commit. */
  async function change<R>(roomId: string, work: (tx: Db, room: RoomRow, emit: Emit) => Promise<R>) {
    let out: Outgoing[] = [];
    const result = await db.transaction(async (tx) => {
      out = [];
      const t = tx as unknown as Db;
      const [room] = await t.select(roomColumns).from(rooms).where(eq(rooms.id, roomId)).for("update");
      if (!room) return undefined;
      const emit: Emit = async (type, data) => {
        const [next] = await t
          .update(rooms)
          .set({ lastSeq: sql`${rooms.lastSeq} + 1` })
          .where(eq(rooms.id, roomId))
          .returning({ seq: rooms.lastSeq });
        await t.insert(roomEvents).values({ roomId, seq: next!.seq, type, data });
        out.push(events.outgoing("room.event", { roomId, seq: next!.seq, type }));
      };
      const r = await work(t, room, emit);
      for (const e of out) {
        if (e.notify) await t.execute(sql`select pg_notify(${e.notify.channel}, ${e.notify.payload})`);
      }
      return { r };
    });
    await events.deliverHere(out);
    return result;
  }

  async function members(roomId: string): Promise<MemberRow[]> {
    return db
      .select()
      .from(roomMembers)
      .where(eq(roomMembers.roomId, roomId))
      .orderBy(asc(roomMembers.joinedAt), asc(roomMembers.id));
  }

  return {
    change,
    members,

    /** The host's rooms still open (not expired, not closed). */
    async countOpenByHost(userId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(rooms)
        .where(and(eq(rooms.hostUserId, userId), gt(rooms.expiresAt, now), ne(rooms.state, "closed")));
      return row?.n ?? 0;
    },

    /** Inserts the room and its host as its first member; undefined when the code is taken. */
    async insert(
      values: NewRoom,
      host: { name: string },
    ): Promise<{ room: RoomRow; host: MemberRow } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(rooms).values(values).onConflictDoNothing().returning({ id: rooms.id });
        if (!row) return undefined;
        const [member] = await tx
          .insert(roomMembers)
          .values({ roomId: row.id, userId: values.hostUserId, name: host.name, isHost: true })
          .returning();
        const [room] = await tx.select(roomColumns).from(rooms).where(eq(rooms.id, row.id));
        return { room: room!, host: member! };
      });
    },

    async findByCode(code: string): Promise<RoomRow | undefined> {
      const [row] = await db.select(roomColumns).from(rooms).where(eq(rooms.code, code));
      return row;
    },

    async tracksOf(roomId: string): Promise<Track[]> {
      const [row] = await db.select({ tracks: rooms.tracks }).from(rooms).where(eq(rooms.id, roomId));
      return row?.tracks ?? [];
    },

    async findMember(roomId: string, identity: Identity): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(roomMembers)
        .where(and(eq(roomMembers.roomId, roomId), whoIs(identity)));
      return row;
    },

    /**
     * Adds a member (member-joined), counted under the room's lock so joins at once never pass
     * `max`; the same person joining again is the same member with the new name. "full" when the
     * room has `max` members, "closed" when it is past open.
     */
    async join(
      roomId: string,
      identity: Identity,
      name: string,
      max: number,
      now: Date,
    ): Promise<MemberRow | "full" | "closed" | undefined> {
      const done = await change(roomId, async (tx, room, emit) => {
        if (room.state !== "open" || room.expiresAt <= now) return "closed" as const;
        const [existing] = await tx
          .select()
          .from(roomMembers)
          .where(and(eq(roomMembers.roomId, roomId), whoIs(identity)));
        if (existing) {
          if (existing.name === name) return existing;
          const [renamed] = await tx
            .update(roomMembers)
            .set({ name })
            .where(eq(roomMembers.id, existing.id))
            .returning();
          await emit("member-joined", { memberId: existing.id, name });
          return renamed!;
        }
        const [n] = await tx.select({ n: count() }).from(roomMembers).where(eq(roomMembers.roomId, roomId));
        if ((n?.n ?? 0) >= max) return "full" as const;
        const [member] = await tx
          .insert(roomMembers)
          .values({ roomId, name, ...("userId" in identity ? identity : { tokenHash: identity.tokenHash }) })
          .returning();
        await emit("member-joined", { memberId: member!.id, name });
        return member!;
      });
      return done?.r;
    },

    /** Sets the member's secret number (member-picked, without the number) while the room is open. */
    async pick(
      roomId: string,
      memberId: string,
      number: string,
      now: Date,
    ): Promise<"ok" | "closed" | "revealed"> {
      const done = await change(roomId, async (tx, room, emit) => {
        if (room.expiresAt <= now || room.state === "closed") return "closed" as const;
        if (room.state !== "open") return "revealed" as const;
        await tx.update(roomMembers).set({ number }).where(eq(roomMembers.id, memberId));
        await emit("member-picked", { memberId });
        return "ok" as const;
      });
      return done?.r ?? "closed";
    },

    /** Takes the room from open to revealing, once: of two reveals at once one gets it. */
    async claimReveal(roomId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(rooms)
        .set({ state: "revealing" })
        .where(and(eq(rooms.id, roomId), eq(rooms.state, "open"), gt(rooms.expiresAt, now)))
        .returning({ id: rooms.id });
      return rows.length === 1;
    },

    /** A reveal that failed gives the room back, open. */
    async releaseReveal(roomId: string): Promise<void> {
      await db
        .update(rooms)
        .set({ state: "open" })
        .where(and(eq(rooms.id, roomId), eq(rooms.state, "revealing")));
    },

    /** Writes every picked member's result and the revealed event, with everything in it. */
    async finishReveal(
      roomId: string,
      results: ReadonlyMap<string, RoomResult>,
      view: (members: MemberRow[]) => Record<string, unknown>,
    ): Promise<void> {
      await change(roomId, async (tx, _room, emit) => {
        for (const [memberId, result] of results) {
          await tx.update(roomMembers).set({ result }).where(eq(roomMembers.id, memberId));
        }
        await tx.update(rooms).set({ state: "revealed" }).where(eq(rooms.id, roomId));
        const all = await tx
          .select()
          .from(roomMembers)
          .where(eq(roomMembers.roomId, roomId))
          .orderBy(asc(roomMembers.joinedAt), asc(roomMembers.id));
        await emit("revealed", view(all));
      });
    },

    /** The rooms a person is in (hosted or joined, signed in), newest first: the KVKK export. */
    async listForUser(userId: string) {
      return db
        .select({
          code: rooms.code,
          listName: rooms.listName,
          theme: rooms.theme,
          state: rooms.state,
          createdAt: rooms.createdAt,
          expiresAt: rooms.expiresAt,
          isHost: roomMembers.isHost,
          name: roomMembers.name,
          number: roomMembers.number,
          result: roomMembers.result,
          joinedAt: roomMembers.joinedAt,
        })
        .from(roomMembers)
        .innerJoin(rooms, eq(rooms.id, roomMembers.roomId))
        .where(eq(roomMembers.userId, userId))
        .orderBy(desc(roomMembers.joinedAt));
    },

    /**
     * Erasure: the person's own rooms go whole (their members and events with them); in a room they
     * joined, their member row goes and so does every trace of them in its events (their joins and
     * picks, their line of the revealed event). The foreign keys would remove the rows; the events
     * hold copies of the name, so they are mended here, under each room's lock.
     */
    async forgetUser(userId: string): Promise<void> {
      await db.delete(rooms).where(eq(rooms.hostUserId, userId));
      const memberships = await db
        .select({ id: roomMembers.id, roomId: roomMembers.roomId })
        .from(roomMembers)
        .where(eq(roomMembers.userId, userId));
      for (const m of memberships) {
        await db.transaction(async (tx) => {
          await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, m.roomId)).for("update");
          await tx
            .delete(roomEvents)
            .where(
              and(
                eq(roomEvents.roomId, m.roomId),
                inArray(roomEvents.type, ["member-joined", "member-picked"]),
                sql`${roomEvents.data}->>'memberId' = ${m.id}`,
              ),
            );
          const revealed = await tx
            .select({ seq: roomEvents.seq, data: roomEvents.data })
            .from(roomEvents)
            .where(and(eq(roomEvents.roomId, m.roomId), eq(roomEvents.type, "revealed")));
          for (const e of revealed) {
            const members = (e.data.members as { id: string }[] | undefined) ?? [];
            await tx
              .update(roomEvents)
              .set({ data: { ...e.data, members: members.filter((x) => x.id !== m.id) } })
              .where(and(eq(roomEvents.roomId, m.roomId), eq(roomEvents.seq, e.seq)));
          }
          await tx.delete(roomMembers).where(eq(roomMembers.id, m.id));
        });
      }
    },

    /** The room's events after `seq`, in order. */
    async eventsAfter(roomId: string, seq: number, limit = 500): Promise<StoredRoomEvent[]> {
      const rows = await db
        .select({ seq: roomEvents.seq, type: roomEvents.type, data: roomEvents.data })
        .from(roomEvents)
        .where(and(eq(roomEvents.roomId, roomId), gt(roomEvents.seq, seq)))
        .orderBy(asc(roomEvents.seq))
        .limit(limit);
      return rows as StoredRoomEvent[];
    },

    /**
     * Maintenance: rooms past their 24 hours are closed (a `closed` event to whoever still listens)
     * and then deleted with their members and events: guests' names and numbers go with them.
     */
    async closeAndDeleteExpired(now: Date): Promise<number> {
      const expired = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(lt(rooms.expiresAt, now), ne(rooms.state, "closed")));
      for (const { id } of expired) {
        await change(id, async (tx, _room, emit) => {
          await tx.update(rooms).set({ state: "closed" }).where(eq(rooms.id, id));
          await emit("closed", { reason: "expired" });
        });
      }
      const gone = await db.delete(rooms).where(lt(rooms.expiresAt, now)).returning({ id: rooms.id });
      return gone.length;
    },
  };
}

export type RoomRepository = ReturnType<typeof createRoomRepository>;
