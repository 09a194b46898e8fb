import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, describeQuery, isDatabaseUnavailable } from "./errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** What drizzle throws: the driver's error as the cause, the SQL and its parameters in the message. */
const failedQuery = (cause: unknown, params: unknown[] = []) =>
  Object.assign(new Error(`Failed query: select 1\nparams: ${params.join(",")}`, { cause }), {
    query: "select 1",
    params,
  });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    [
      "a server shutting down (57P01)",
      withCode("terminating connection due to administrator command", "57P01"),
    ],
    ["a server starting up (57P03)", withCode("the database system is starting up", "57P03")],
    ["a database that does not exist (3D000)", withCode('database "x" does not exist', "3D000")],
    ["a connection exception (class 08)", withCode("connection failure", "08006")],
    ["a missing table (42P01)", withCode('relation "users" does not exist', "42P01")],
    ["too many connections (53300)", withCode("sorry, too many clients already", "53300")],
    ["pg's connect timeout", new Error("Connection terminated due to connection timeout")],
    ["pg's pool wait timeout", new Error("timeout exceeded when trying to connect")],
    ["pg's query_timeout", new Error("Query read timeout")],
    ["a statement timeout", withCode("canceling statement due to statement timeout", "57014")],
    ["the health check", new DatabaseUnavailableError("the database schema is missing or behind this build")],
    [
      "a failed query whose cause is one of these",
      failedQuery(withCode("connect ECONNREFUSED", "ECONNREFUSED")),
    ],
  ])("%s", (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value violates unique constraint", "23505")],
    ["a syntax error", withCode('syntax error at or near "selec"', "42601")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    [
      "a failed query whose parameters merely quote such words",
      failedQuery(withCode("bad", "22P02"), ["Query read timeout"]),
    ],
    ["not an error", "ECONNREFUSED"],
  ])("not %s", (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe("describeQuery", () => {
  it("names the verb and the tables, never a value", () => {
    expect(describeQuery('insert into "users" ("email") values ($1) returning "id"')).toBe(
      "insert into users",
    );
    expect(
      describeQuery(
        'select "sessions"."id" from "sessions" inner join "users" on "users"."id" = $1 where $2',
      ),
    ).toBe("select from sessions, users");
    expect(describeQuery('update "draws" set "is_favorite" = $1 where "id" = $2')).toBe("update draws");
    expect(describeQuery('delete from "rate_limits" where "window_start" < $1')).toBe(
      "delete from rate_limits",
    );
    expect(describeQuery("select 1")).toBe("select from");
  });
});
