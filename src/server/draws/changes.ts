/**
 * "These draws' public face changed, or they are gone": what every cache of a draw's public view
 * hears (the repository's view cache, the server-rendered /result pages). Heard at once on this
 * instance; on PostgreSQL also sent to every other instance on the same database with NOTIFY, so a
 * deletion behind a load balancer is not served from another instance's memory
 * (docs/decisions/024-server-rendered-result.md).
 */

/** PostgreSQL's channel for the NOTIFY (an identifier; the payload is the ids, comma-separated). */
export const DRAW_CHANGES_CHANNEL = "sarki_fali_draw_changes";
/** NOTIFY payloads must stay under 8000 bytes: 36-character ids, 150 to a message. */
const IDS_PER_NOTIFY = 150;

/** ids of draws to forget, or "all" after a gap in which messages may have been missed */
export type DrawChangeListener = (ids: readonly string[] | "all") => void;

export interface DrawChanges {
  /** Forgets the draws here at once and, on PostgreSQL, tells the other instances. */
  publish(ids: readonly string[]): Promise<void>;
  subscribe(listener: DrawChangeListener): () => void;
  close(): Promise<void>;
}

/** What db/client.ts's Database offers on PostgreSQL (PGlite has neither: one instance). */
export interface ChangeTransport {
  notify?(channel: string, payload: string): Promise<void>;
  listen?(
    channel: string,
    handlers: { onMessage(payload: string): void; onReconnect(): void },
  ): Promise<{ close(): Promise<void> }>;
}

export interface DrawChangeOptions {
  database?: ChangeTransport;
  log?: { warn(obj: object, msg: string): void };
}

export async function createDrawChanges({ database, log }: DrawChangeOptions = {}): Promise<DrawChanges> {
  const listeners = new Set<DrawChangeListener>();
  const tell = (ids: readonly string[] | "all") => {
    for (const listener of listeners) listener(ids);
  };
  const listening = database?.listen
    ? await database.listen(DRAW_CHANGES_CHANNEL, {
        onMessage: (payload) => tell(payload.split(",").filter(Boolean)),
        // a lost connection may have lost messages: forget everything once it is back
        onReconnect: () => tell("all"),
      })
    : undefined;

  return {
    async publish(ids) {
      if (ids.length === 0) return;
      tell(ids);
      if (!database?.notify || !listening) return;
      for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
        const payload = ids.slice(i, i + IDS_PER_NOTIFY).join(",");
        // The change itself is done: a failed message leaves the others to their caches' short life.
        await database.notify(DRAW_CHANGES_CHANNEL, payload).catch((err: unknown) => {
          log?.warn({ err }, "could not tell the other instances about changed draws");
        });
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await listening?.close();
    },
  };
}
