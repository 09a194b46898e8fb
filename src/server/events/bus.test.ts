import { describe, expect, it } from "vitest";
import "../draws/events";
import { createEventBus, EVENTS_CHANNEL, type EventTransport } from "./bus";

/** A stand-in for PostgreSQL: what was sent, and a way to hear a message or lose the connection. */
function fakeTransport() {
  const sent: { channel: string; payload: string }[] = [];
  let handlers: { onMessage(payload: string): void; onReconnect(): void } | undefined;
  const transport: EventTransport = {
    async notify(channel, payload) {
      sent.push({ channel, payload });
    },
    async listen(_channel, h) {
      handlers = h;
      return { close: async () => {} };
    },
  };
  return {
    transport,
    sent,
    hear: (payload: string) => handlers!.onMessage(payload),
    reconnect: () => handlers!.onReconnect(),
  };
}

const deleted = (version: number) => ({ id: "d1", ownerId: "u1", version });

describe("the event bus", () => {
  it("delivers here at once, marked local, and sends the same event to the other instances", async () => {
    const fake = fakeTransport();
    const bus = await createEventBus({ transport: fake.transport });
    const heard: unknown[] = [];
    bus.subscribe("draw.deleted", (e, meta) => {
      heard.push([e.version, meta.local]);
    });
    await bus.publish("draw.deleted", deleted(1));
    expect(heard).toEqual([[1, true]]);
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!.channel).toBe(EVENTS_CHANNEL);
    // its own message coming back over LISTEN is not delivered twice
    fake.hear(fake.sent[0]!.payload);
    expect(heard).toHaveLength(1);
  });

  it("delivers another instance's message, in order, marked not local; ignores other topics and junk", async () => {
    const fake = fakeTransport();
    const other = fakeTransport();
    const bus = await createEventBus({ transport: fake.transport });
    const sender = await createEventBus({ transport: other.transport });
    const heard: unknown[] = [];
    bus.subscribe(["draw.deleted", "draw.created"], (e, meta) => {
      heard.push([e.version, meta.local]);
    });
    for (const v of [1, 2, 3]) await sender.publish("draw.deleted", deleted(v));
    await sender.publish("draw.updated", {
      id: "d1",
      ownerId: "u1",
      version: 4,
      field: "favorite",
      publicChange: false,
      shareTheme: "klasik",
      hintHidden: false,
    });
    for (const m of other.sent) fake.hear(m.payload);
    fake.hear("not json");
    expect(heard).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
  });

  it("tells its resync handlers when a lost connection is back", async () => {
    const fake = fakeTransport();
    const bus = await createEventBus({ transport: fake.transport });
    let resyncs = 0;
    const stop = bus.onResync(() => {
      resyncs += 1;
    });
    fake.reconnect();
    stop();
    fake.reconnect();
    expect(resyncs).toBe(1);
  });

  it("refuses an event over NOTIFY's 8000 bytes before sending anything", async () => {
    const fake = fakeTransport();
    const bus = await createEventBus({ transport: fake.transport });
    await expect(bus.publish("draw.deleted", { ...deleted(1), id: "x".repeat(8_000) })).rejects.toThrow(
      /over NOTIFY's limit/,
    );
    expect(() => bus.outgoing("draw.deleted", { ...deleted(1), id: "x".repeat(8_000) })).toThrow();
    expect(fake.sent).toHaveLength(0);
  });

  it("a failing handler is logged; the others still hear and the publisher does not fail", async () => {
    const errors: string[] = [];
    const bus = await createEventBus({
      log: { warn() {}, error: (_o, msg) => errors.push(msg ?? "") },
    });
    const heard: number[] = [];
    bus.subscribe("draw.deleted", () => {
      throw new Error("boom");
    });
    bus.subscribe("draw.deleted", async () => Promise.reject(new Error("later boom")));
    bus.subscribe("draw.deleted", (e) => {
      heard.push(e.version);
    });
    await bus.publish("draw.deleted", deleted(5));
    expect(heard).toEqual([5]);
    expect(errors).toEqual(["an event handler failed", "an event handler failed"]);
    // in-process (PGlite): an outgoing event carries no NOTIFY
    expect(bus.outgoing("draw.deleted", deleted(6)).notify).toBeNull();
    expect(bus.shared).toBe(false);
  });
});
