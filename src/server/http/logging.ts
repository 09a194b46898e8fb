/**
 * What the server's log may hold. A request line names the method and the path, never the query
 * string (tokens, emails) nor a header (cookies, Authorization), nor a secret carried in the path
 * (a friend invite's token: see loggedPath). An error names its type, its SQLSTATE and the table or
 * constraint involved, never a failed query's parameters (password hashes, emails, names) nor
 * PostgreSQL's `detail` ("Key (email)=(…) already exists").
 */
import type { FastifyServerOptions } from "fastify";
import { describeQuery } from "../db/errors";

/** Own fields of an error that quote data rather than describe the failure. */
const DATA_FIELDS = new Set([
  "params",
  "query",
  "detail",
  "where",
  "internalQuery",
  "parameters",
  "values",
  "raw",
  "headers",
  "body",
]);
const MAX_DEPTH = 5;

/** "Failed query: insert into "users" … \nparams: a@b.c,$argon2id$…" -> "Failed query: insert into users". */
export function redactQueryText(text: string): string {
  return text.replace(
    /Failed query: ([\s\S]*?)\nparams: [\s\S]*/,
    (_all, query: string) => `Failed query: ${describeQuery(query)}`,
  );
}

function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === "object" && value !== null && "stack" in value && "message" in value)
  );
}

/** The "    at …" lines of a stack, without its head (which repeats the message). */
function framesOf(stack: unknown): string {
  if (typeof stack !== "string") return "";
  const at = stack.indexOf("\n    at ");
  return at === -1 ? "" : stack.slice(at);
}

function serializeError(err: Error, depth: number): Record<string, unknown> {
  const type = err.constructor?.name && err.constructor.name !== "Object" ? err.constructor.name : err.name;
  const isFailedQuery = typeof (err as { query?: unknown }).query === "string" && "params" in err;
  const message = isFailedQuery
    ? `Failed query: ${describeQuery((err as unknown as { query: string }).query)}`
    : redactQueryText(String(err.message));
  const out: Record<string, unknown> = { type, message, stack: `${type}: ${message}${framesOf(err.stack)}` };
  for (const key of Object.keys(err)) {
    if (DATA_FIELDS.has(key) || key in out) continue;
    const value = (err as unknown as Record<string, unknown>)[key];
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) out[key] = value;
  }
  if (depth < MAX_DEPTH) {
    if (err.cause !== undefined) out.cause = serialize(err.cause, depth + 1);
    const errors = (err as { errors?: unknown }).errors;
    if (Array.isArray(errors)) out.aggregateErrors = errors.slice(0, 5).map((e) => serialize(e, depth + 1));
  }
  return out;
}

function serialize(value: unknown, depth: number): unknown {
  if (isErrorLike(value)) return serializeError(value, depth);
  if (typeof value === "string") return redactQueryText(value);
  if (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { message?: unknown }).message === "string"
  ) {
    const { message } = value as { message: string };
    return { ...value, message: redactQueryText(message) };
  }
  return value;
}

/** pino's `err` serializer: also takes the strings and `{ message }` objects some services log. */
export function serializeErr(value: unknown): unknown {
  return serialize(value, 0);
}

/** The part of a request URL before any query string or fragment. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * Path parameters whose values may be logged: ids of things that are public by link (a draw, its
 * short code) or name nothing secret (a provider, a session row's id). Any other parameter is
 * logged as its name, so a route that takes a bearer secret in its path (an invite's `:token`, a
 * link sent by e-mail) is masked without anyone remembering to list it (review N6).
 */
const LOGGED_PARAMS = new Set(["id", "code", "provider"]);

/**
 * Paths that answer no route (client pages, 404s) but may carry a secret: the segment after the
 * prefix is masked. `/sayi/{token}` is the friend's page; a mistyped `/api/invites/{token}/…`
 * reaches no route and would otherwise be logged whole.
 */
const SECRET_SEGMENT_AFTER = /^(\/+(?:sayi|api\/+invites)\/+)[^/]+/i;

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  /** the matched route's pattern ("/api/invites/:token/answer"); none for an unmatched path */
  routeOptions?: { url?: string };
}

/**
 * The path as the log shows it: no query string; for a matched route, its pattern with the
 * values of LOGGED_PARAMS filled in from the request's own path; for any other path, the path
 * with the segment after a SECRET_SEGMENT_AFTER prefix masked.
 */
export function loggedPath(request: Pick<LoggedRequest, "url" | "routeOptions">): string {
  const path = pathOf(request.url);
  const pattern = request.routeOptions?.url;
  if (!pattern || pattern.includes("*")) return path.replace(SECRET_SEGMENT_AFTER, "$1:token");
  const given = path.split("/");
  const wanted = pattern.split("/");
  // a path that does not line up with its pattern (a trailing slash the router forgave): the
  // pattern alone, every parameter masked
  const aligned = given.length === wanted.length;
  return wanted
    .map((segment, i) => {
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1).replace(/[(?].*$/, "");
      return aligned && LOGGED_PARAMS.has(name) ? given[i] : `:${name}`;
    })
    .join("/");
}

/** Fastify's request line, minus the query string and any secret in the path. */
export function serializeReq(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggedPath(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const LOG_SERIALIZERS = { err: serializeErr, req: serializeReq };

type LoggerOption = FastifyServerOptions["logger"];

/** Fastify's `logger` option: the given one (tests pass a stream or `false`) with our serializers. */
export function loggerOptions(level: string, given: LoggerOption): LoggerOption {
  if (given === false) return false;
  const base = typeof given === "object" && given !== null ? given : {};
  // pino passes whatever was logged under `err`, not only errors, whatever Fastify's types say
  return {
    level,
    ...base,
    serializers: { ...LOG_SERIALIZERS, ...(base as { serializers?: object }).serializers },
  } as LoggerOption;
}
