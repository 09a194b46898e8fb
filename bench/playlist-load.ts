/**
 * Load time of a 5,000-track Spotify playlist through the Web API path, with 50 ms of fake
 * latency on every request, next to the same requests made one after another.
 * Aim: the service takes under a fifth of the sequential time.
 *
 * Run alone: `node --import tsx bench/playlist-load.ts`
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createPlaylistService } from "../src/server/playlists/service";
import { SPOTIFY_MAX_TRACKS, SPOTIFY_PAGE_SIZE } from "../src/server/playlists/spotify-api";
import {
  FAKE_SPOTIFY_CLIENT_ID,
  FAKE_SPOTIFY_CLIENT_SECRET,
  type FakeSpotify,
  fakeSpotifyPlaylistId,
  startSpotifyFake,
} from "../tests/fakes/spotify";
import { testConfig } from "../tests/support/config";
import { recordingLogger } from "../tests/support/logging";
import { testOutbound } from "../tests/support/outbound";

export interface PlaylistLoadBench {
  tracks: number;
  /** the service end to end: token, playlist, all pages (bounded parallel), mapping */
  parallelMs: number;
  /** token, playlist and every page requested one after another */
  sequentialMs: number;
  /** parallelMs / sequentialMs */
  ratio: number;
}

const TRACKS = 5_000;
const LATENCY_MS = 50;
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const SERVE_FLAG = "--serve-spotify-fake";

/**
 * The fake runs in a child process: Spotify's own work (building 100 pages of JSON) is not ours,
 * and in the same event loop it would be counted against the service, wave after wave.
 */
async function startFakeElsewhere(): Promise<{
  fake: Pick<FakeSpotify, "url" | "host" | "env">;
  stop(): void;
}> {
  let tsx = "tsx";
  try {
    tsx = import.meta.resolve("tsx");
  } catch {
    // resolved from the working directory instead
  }
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [SERVE_FLAG], {
    execArgv: ["--import", tsx],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const { url, host } = await new Promise<{ url: string; host: string }>((resolve, reject) => {
    child.once("message", (m) => resolve(m as { url: string; host: string }));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`fake server exited early (${code})`)));
  });
  return {
    fake: {
      url,
      host,
      env: () => ({ SPOTIFY_EMBED_BASE: url, SPOTIFY_ACCOUNTS_BASE: url, SPOTIFY_API_BASE: url }),
    },
    stop: () => child.kill(),
  };
}

export async function benchPlaylistLoad(): Promise<PlaylistLoadBench> {
  const { fake, stop } = await startFakeElsewhere();
  try {
    const config = testConfig({
      ...fake.env(),
      SPOTIFY_CLIENT_ID: FAKE_SPOTIFY_CLIENT_ID,
      SPOTIFY_CLIENT_SECRET: FAKE_SPOTIFY_CLIENT_SECRET,
    });
    const outbound = testOutbound([fake.host]);

    // A new service per run: cold cache and no token, as for the first person opening the list.
    const parallelRuns: number[] = [];
    let tracks = 0;
    for (let run = 0; run <= RUNS; run++) {
      // the page fetching itself is measured: past the app's 1,000-row cap, to all 5,000 rows
      const service = createPlaylistService({
        config,
        outbound,
        log: recordingLogger(),
        spotifyMaxRows: SPOTIFY_MAX_TRACKS,
      });
      const id = fakeSpotifyPlaylistId(TRACKS, `run${run}`);
      const started = performance.now();
      const result = await service.spotifyTracks(id);
      const elapsed = performance.now() - started;
      tracks = result.tracks.length;
      if (run > 0) parallelRuns.push(elapsed); // run 0 warms up the JIT and the sockets
    }

    const id = fakeSpotifyPlaylistId(TRACKS, "sequential");
    const started = performance.now();
    const tokenRes = await outbound.request(`${fake.url}/api/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${FAKE_SPOTIFY_CLIENT_ID}:${FAKE_SPOTIFY_CLIENT_SECRET}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ grant_type: "client_credentials" }),
    });
    const headers = { authorization: `Bearer ${(tokenRes.json() as { access_token: string }).access_token}` };
    await outbound.request(`${fake.url}/v1/playlists/${id}?fields=id,name,images`, { headers });
    let rows = 0;
    for (let offset = 0; offset < TRACKS; offset += SPOTIFY_PAGE_SIZE) {
      const page = await outbound.request(
        `${fake.url}/v1/playlists/${id}/items?limit=${SPOTIFY_PAGE_SIZE}&offset=${offset}`,
        { headers },
      );
      rows += (page.json() as { items: unknown[] }).items.length;
    }
    const sequentialMs = performance.now() - started;
    if (rows !== TRACKS) throw new Error(`sequential pass read ${rows} rows, expected ${TRACKS}`);

    const parallelMs = median(parallelRuns);
    return {
      tracks,
      parallelMs: Math.round(parallelMs),
      sequentialMs: Math.round(sequentialMs),
      ratio: Math.round((parallelMs / sequentialMs) * 1000) / 1000,
    };
  } finally {
    stop();
  }
}

if (process.argv.includes(SERVE_FLAG)) {
  const fake = await startSpotifyFake({ latencyMs: LATENCY_MS });
  process.send?.({ url: fake.url, host: fake.host });
  process.on("disconnect", () => {
    void fake.close().then(() => process.exit(0));
  });
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchPlaylistLoad();
  console.info(
    `playlist load, ${result.tracks} tracks, ${LATENCY_MS} ms latency: ${result.parallelMs} ms ` +
      `(one after another: ${result.sequentialMs} ms, ratio ${result.ratio}, aim < 0.2)`,
  );
}
