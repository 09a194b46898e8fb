/**
 * What the server's log may hold. A request line names the method and the path, never the query
 * string (tokens, emails) nor a header (cookies, Authorization). An error names its type, its
 * SQLSTATE and the table or constraint involved, never a failed query's parameters (password
 * hashes, emails, names) nor PostgreSQL's `detail` ("Key (email)=(…) already exists").
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

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request line, minus the query string. */
export function serializeReq(request: LoggedRequest) {
  return {
    method: request.method,
    url: pathOf(request.url),
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
