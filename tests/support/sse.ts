/** A small Server-Sent Events reader for tests: fetches a stream and collects its events. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseReader {
  status: number;
  events: SseEvent[];
  /** resolves when an event of `type` (after the `count - 1` before it) has arrived */
  waitFor(type: string, count?: number, timeoutMs?: number): Promise<SseEvent>;
  /** resolves when the server ended the stream */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const ended = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf("\n\n");
          let id: string | null = null;
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith("id: ")) id = line.slice(4);
            else if (line.startsWith("event: ")) event = line.slice(7);
            else if (line.startsWith("data: ")) data.push(line.slice(6));
          }
          if (data.length > 0) {
            events.push({ id, event, data: data.join("\n") });
            for (const w of waiters) w();
          }
        }
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      for (const w of waiters) w();
    }
  })();
  return {
    status: res.status,
    events,
    ended,
    waitFor(type, count = 1, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.filter((e) => e.event === type);
          if (found.length >= count) {
            cleanup();
            resolve(found[count - 1]!);
          } else if (done) {
            cleanup();
            reject(new Error(`the stream ended before ${count} ${type} event(s): ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${count} ${type} event(s) in ${timeoutMs} ms: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
