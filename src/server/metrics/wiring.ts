/**
 * Where the app's numbers are taken (ADR 031): small wrappers app.ts puts around the parts that
 * write draws and comments or call providers, so those parts need not know about metrics. When the
 * draws' event stream carries `draw.created`, drawWritten can listen there instead.
 */
import type { Config } from "../config";
import type { OutboundClientOptions } from "../http/outbound";
import type { Metrics, Provider } from "./metrics";
import { providerOf } from "./metrics";

/** Counts the draws `insertOnce` really saves (not the answers to a repeated save). */
export function countDrawsWritten<
  R extends {
    insertOnce(
      values: { sourceType: string; kind?: string | null },
      ...rest: never[]
    ): Promise<{ created: boolean }>;
  },
>(repo: R, metrics: Metrics): R {
  const insertOnce = repo.insertOnce.bind(repo) as (
    ...args: Parameters<R["insertOnce"]>
  ) => ReturnType<R["insertOnce"]>;
  return {
    ...repo,
    async insertOnce(...args: Parameters<R["insertOnce"]>) {
      const saved = await insertOnce(...args);
      const [values] = args;
      if (saved.created) metrics.drawWritten(values.sourceType, values.kind ?? "single");
      return saved;
    },
  };
}

interface Written {
  source: string;
  kind: string;
}

/** Counts the comments the comment service writes, by who wrote them and their kind. */
export function countCommentsWritten<
  S extends { generate(req: never): Promise<Written>; generateSpread(req: never): Promise<Written> },
>(service: S, metrics: Metrics): S {
  const counted =
    <A extends unknown[]>(write: (...args: A) => Promise<Written>) =>
    async (...args: A) => {
      const comment = await write(...args);
      metrics.commentWritten(comment.source, comment.kind);
      return comment;
    };
  return {
    ...service,
    generate: counted(service.generate.bind(service)),
    generateSpread: counted(service.generateSpread.bind(service)),
  };
}

/** The outbound clients' `observe`: each call counted under the provider its host belongs to. */
export function observeProviders(
  metrics: Metrics,
  bases: ReadonlyArray<[Provider, string | undefined]>,
): NonNullable<OutboundClientOptions["observe"]> {
  const providerFor = providerOf(bases);
  return (url, outcome, seconds) => metrics.providerCall(providerFor(url), outcome, seconds);
}

/** Every outbound client of a provider API, by provider (media and sign-in have their own). */
export function providerBases(config: Config): Array<[Provider, string | undefined]> {
  return [
    ["spotify", config.SPOTIFY_API_BASE],
    ["spotify", config.SPOTIFY_ACCOUNTS_BASE],
    ["spotify", config.SPOTIFY_EMBED_BASE],
    ["youtube", config.YOUTUBE_API_BASE],
    ["lrclib", config.LRCLIB_BASE],
    ["model", config.LLM_BASE_URL],
  ];
}

/** A client that always names one provider (covers and previews; sign-in; RevenueCat). */
export function observeAs(
  metrics: Metrics,
  provider: Provider,
): NonNullable<OutboundClientOptions["observe"]> {
  return (_url, outcome, seconds) => metrics.providerCall(provider, outcome, seconds);
}
