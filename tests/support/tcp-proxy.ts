/**
 * A TCP proxy a test puts between the app and a server (PostgreSQL) to fault the network for real:
 * - "forward": bytes pass both ways;
 * - "blackhole": connections stay open but every byte, either way, is dropped, and new connections
 *   are accepted and then ignored (a frozen server or a partition that swallows packets). Bytes
 *   dropped are gone for good, so a connection that lost a request stays stuck after healing,
 *   like a real one whose peer lost its state;
 * - "refuse": new connections are reset at once and open ones are cut (the server is down).
 */
import { connect, createServer, type Server, type Socket } from "node:net";

export type ProxyMode = "forward" | "blackhole" | "refuse";

export interface TcpProxy {
  port: number;
  /** "127.0.0.1:<port>" */
  host: string;
  setMode(mode: ProxyMode): void;
  /** connections currently held open (client side) */
  connections(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = "forward";
  const pairs = new Set<{ client: Socket; upstream: Socket | null }>();

  const server: Server = createServer((client) => {
    if (mode === "refuse") {
      client.resetAndDestroy();
      return;
    }
    const pair: { client: Socket; upstream: Socket | null } = { client, upstream: null };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on("error", drop);
    client.on("close", drop);
    if (mode === "blackhole") {
      // Never connected upstream: whatever the client sends is swallowed, now and after healing.
      client.on("data", () => {});
      return;
    }
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on("error", drop);
    upstream.on("close", drop);
    client.on("data", (chunk) => {
      if (mode === "forward") upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (mode === "forward") client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;

  return {
    port,
    host: `127.0.0.1:${port}`,
    setMode(next) {
      mode = next;
      if (next === "refuse") {
        for (const { client, upstream } of pairs) {
          client.resetAndDestroy();
          upstream?.destroy();
        }
        pairs.clear();
      }
    },
    connections: () => pairs.size,
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The same database URL, through the proxy. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  return url.toString();
}
