/**
 * Which database errors mean "the database is away" (a 503 a client may retry) rather than a bug
 * (a 500), and how to describe a database error without the values it carried.
 */

/** Thrown by the health check and at start-up; the message names no credentials. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

/** Node's socket errors: the server cannot be reached. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
]);

/**
 * SQLSTATEs of a server that is going away, starting, full or missing its database or schema
 * (class 08 is "connection exception" and is matched as a class).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown (also a database dropped WITH (FORCE))
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, in recovery)
  "3D000", // invalid_catalog_name: the database does not exist
  "53300", // too_many_connections
  "42P01", // undefined_table: the schema is not there (a fresh or re-created database)
  "3F000", // invalid_schema_name
]);

/** node-postgres and PGlite report these without a code. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "is not queryable",
  "Cannot use a pool after calling end",
  "canceling statement due to statement timeout",
  "PGlite is closed",
];

function* chain(err: unknown): Generator<unknown> {
  let current = err;
  for (let depth = 0; current && depth < 8; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/** True when the error (or any cause) says the database cannot be reached or is not ready. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = codeOf(e);
    if (
      code &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    ) {
      return true;
    }
    // A failed query's own message quotes its parameters, which a client wrote: only its cause counts.
    const message = e instanceof Error && !("params" in e) ? e.message : "";
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

const VERB_PHRASES: Record<string, string> = {
  insert: "insert into",
  select: "select from",
  delete: "delete from",
};

/** The statement's verb and the tables it names, never its values: `insert into users`. */
export function describeQuery(query: string): string {
  const first = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? "query";
  const verb = VERB_PHRASES[first] ?? first;
  const tables = new Set<string>();
  for (const m of query.matchAll(
    /\b(?:from|into|update|join|table)\s+((?:"[^"]{1,63}"|\w{1,63})(?:\.(?:"[^"]{1,63}"|\w{1,63}))?)/gi,
  )) {
    tables.add(m[1]!.replaceAll('"', ""));
    if (tables.size >= 4) break;
  }
  return tables.size ? `${verb} ${[...tables].join(", ")}` : verb;
}

/** True when the error (or any cause) is a unique violation of the named index or constraint. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (const e of chain(err)) {
    if (codeOf(e) !== "23505") continue;
    const named = (e as { constraint?: unknown }).constraint;
    if (named === constraint) return true;
    if (e instanceof Error && e.message.includes(`"${constraint}"`)) return true;
  }
  return false;
}
