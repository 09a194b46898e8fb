/**
 * One stream of events for every instance of the app (docs/decisions/029-the-draw-module-and-one-event-stream.md).
 *
 * A topic names what happened ("draw.updated"); its payload is small and typed: ids and versions,
 * never the thing itself (a reader loads what it needs). Modules add their topics to EventTopics by
 * declaration merging (draws/events.ts; a live room adds "room.*" the same way), so the bus knows
 * no feature.
 *
 * Heard on this instance at once, and on PostgreSQL by every other instance on the same database
 * through LISTEN/NOTIFY on one channel. An event written inside a transaction (`outgoing` +
 * `deliverHere`) is sent by PostgreSQL with the commit and only if it commits, in commit order:
 * two changes of one draw reach every instance in the order they were made, and their versions say
 * so besides. When the LISTEN connection is lost, messages may be lost with it: once it is back, the
 * bus tells its `onResync` handlers, which forget what they may have missed.
 */
import { randomUUID } from "node:crypto";
import type { Logger } from "../log";

/**
 * What each topic carries. Empty here: every module that publishes declares its own topics, e.g.
 * `declare module "../events/bus" { interface EventTopics { "draw.created": DrawCreated } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the publishing modules
export interface EventTopics {}

export type Topic = keyof EventTopics & string;

export interface EventMeta {
  topic: Topic;
  /** true when the event was published by this instance (not heard over NOTIFY) */
  local: boolean;
}

/** A handler may be async: the publisher on this instance waits for it (its failure is only logged). */
export type EventHandler<K extends Topic> = (
  payload: EventTopics[K],
  meta: EventMeta,
) => void | Promise<void>;

/** An event on its way: delivered here after its transaction commits, sent with it on PostgreSQL. */
export interface Outgoing {
  topic: Topic;
  payload: unknown;
  /** the NOTIFY to run inside the transaction; null when the bus is in-process only (PGlite) */
  notify: { channel: string; payload: string } | null;
}

/** PostgreSQL's channel for every topic (an identifier). */
export const EVENTS_CHANNEL = "sarki_fali_events";
/** NOTIFY refuses payloads of 8000 bytes or more: a message must stay below. */
export const MAX_MESSAGE_BYTES = 7_999;

/** What db/client.ts's Database offers on PostgreSQL (PGlite has neither: one instance). */
export interface EventTransport {
  notify?(channel: string, payload: string): Promise<void>;
  listen?(
    channel: string,
    handlers: { onMessage(payload: string): void; onReconnect(): void },
  ): Promise<{ close(): Promise<void> }>;
}

export interface EventBusOptions {
  transport?: EventTransport;
  log?: Pick<Logger, "warn" | "error">;
  /**
   * Told of every message heard over LISTEN, this instance's own included (their round trip needs
   * no clocks to agree): seconds since it was encoded (metrics' event lag, ADR 031).
   */
  onHeard?: (topic: string, lagSeconds: number) => void;
}

export interface EventBus {
  /** Delivers here at once and, on PostgreSQL, to the other instances (outside any transaction). */
  publish<K extends Topic>(topic: K, payload: EventTopics[K]): Promise<void>;
  /** An event to send inside a transaction (its `notify`) and deliver here after it commits. */
  outgoing<K extends Topic>(topic: K, payload: EventTopics[K]): Outgoing;
  /** After the commit: hands the transaction's events to this instance's handlers, in order. */
  deliverHere(events: readonly Outgoing[]): Promise<void>;
  subscribe<K extends Topic>(topics: K | readonly K[], handler: EventHandler<K>): () => void;
  /** Called after a lost connection is back: events may have been missed meanwhile. */
  onResync(handler: () => void): () => void;
  /** true when other instances hear this one (PostgreSQL) */
  readonly shared: boolean;
  close(): Promise<void>;
}

export async function createEventBus({ transport, log, onHeard }: EventBusOptions = {}): Promise<EventBus> {
  const origin = randomUUID();
  const handlers = new Map<string, Set<EventHandler<Topic>>>();
  const resyncs = new Set<() => void>();

  const deliver = async (topic: string, payload: unknown, local: boolean): Promise<void> => {
    const meta: EventMeta = { topic: topic as Topic, local };
    // one reader's fault is its own: the others still hear, the publisher never fails
    const failed = (err: unknown) => log?.error({ err, topic }, "an event handler failed");
    const running: Promise<void>[] = [];
    for (const handler of handlers.get(topic) ?? []) {
      try {
        const result = handler(payload as EventTopics[Topic], meta);
        if (result) running.push(result.catch(failed));
      } catch (err) {
        failed(err);
      }
    }
    await Promise.all(running);
  };

  const heard = (message: string) => {
    let parsed: { o?: unknown; t?: unknown; p?: unknown; a?: unknown };
    try {
      parsed = JSON.parse(message);
    } catch {
      log?.warn({ message: message.slice(0, 200) }, "an event message that is not JSON was ignored");
      return;
    }
    if (typeof parsed.t !== "string") return;
    if (onHeard && typeof parsed.a === "number") onHeard(parsed.t, (Date.now() - parsed.a) / 1000);
    if (parsed.o === origin) return; // our own, delivered already
    void deliver(parsed.t, parsed.p, false);
  };

  const listening = transport?.listen
    ? await transport.listen(EVENTS_CHANNEL, {
        onMessage: heard,
        onReconnect: () => {
          for (const handler of resyncs) {
            try {
              handler();
            } catch (err) {
              log?.error({ err }, "a resync handler failed");
            }
          }
        },
      })
    : undefined;
  const shared = Boolean(listening && transport?.notify);

  const encode = (topic: Topic, payload: unknown): string => {
    // a: when it was sent (ms), for the lag its hearers measure
    const message = JSON.stringify({ o: origin, t: topic, p: payload, a: Date.now() });
    if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) {
      // a programming error: payloads are ids and versions, readers load the rest
      throw new Error(`event ${topic} is ${Buffer.byteLength(message)} bytes, over NOTIFY's limit`);
    }
    return message;
  };

  return {
    shared,
    async publish(topic, payload) {
      const message = shared ? encode(topic, payload) : undefined;
      await deliver(topic, payload, true);
      if (!message) return;
      await transport!.notify!(EVENTS_CHANNEL, message).catch((err: unknown) => {
        // the change itself is done: other instances' caches fall back on their short lives
        log?.warn({ err, topic }, "could not tell the other instances about an event");
      });
    },
    outgoing(topic, payload) {
      return {
        topic,
        payload,
        notify: shared ? { channel: EVENTS_CHANNEL, payload: encode(topic, payload) } : null,
      };
    },
    async deliverHere(events) {
      for (const e of events) await deliver(e.topic, e.payload, true);
    },
    subscribe(topics, handler) {
      const list = (typeof topics === "string" ? [topics] : topics) as readonly Topic[];
      for (const topic of list) {
        const set = handlers.get(topic) ?? new Set();
        handlers.set(topic, set);
        set.add(handler as EventHandler<Topic>);
      }
      return () => {
        for (const topic of list) handlers.get(topic)?.delete(handler as EventHandler<Topic>);
      };
    },
    onResync(handler) {
      resyncs.add(handler);
      return () => resyncs.delete(handler);
    },
    async close() {
      handlers.clear();
      resyncs.clear();
      await listening?.close();
    },
  };
}
