import { describe, expect, it } from "vitest";
import { loggedPath, pathOf, redactQueryText, serializeErr, serializeReq } from "./logging";

const HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$+mQZdOJ0GJNlxZNBxHwHyw$jz1hxNmMbsWWj8RydFs6xItFh+lEJkqdmSCdJVM3pPs";
const PARAMS = ["race4-9857@example.com", HASH, "Ayşe", "Yılmaz"];

/** drizzle's DrizzleQueryError, as the review saw it in the log. */
function failedInsert() {
  const cause = Object.assign(new Error("Connection terminated unexpectedly"), {
    code: "23505",
    table: "users",
    constraint: "users_email_unique",
    detail: `Key (email)=(${PARAMS[0]}) already exists.`,
    where: "SQL statement",
  });
  const query =
    'insert into "users" ("email", "password_hash", "first_name", "last_name") values ($1, $2, $3, $4)';
  const err = new Error(`Failed query: ${query}\nparams: ${PARAMS.join(",")}`, { cause });
  return Object.assign(err, { name: "DrizzleQueryError", query, params: PARAMS });
}

describe("the err serializer", () => {
  it("keeps the SQLSTATE, table and constraint of a failed query, drops its parameters and detail", () => {
    const out = serializeErr(failedInsert()) as Record<string, unknown>;
    const text = JSON.stringify(out);
    for (const value of PARAMS) expect(text).not.toContain(value);
    expect(text).not.toContain("argon2");
    expect(out.message).toBe("Failed query: insert into users");
    expect(String(out.stack)).toMatch(/^Error: Failed query: insert into users\n {4}at /);
    expect(out.cause).toMatchObject({
      message: "Connection terminated unexpectedly",
      code: "23505",
      table: "users",
      constraint: "users_email_unique",
    });
    expect(out.cause).not.toHaveProperty("detail");
  });

  it("cleans a failed query's text logged as a string or inside { message }", () => {
    const message = failedInsert().message;
    expect(serializeErr(message)).toBe("Failed query: insert into users");
    expect(serializeErr({ name: "DrizzleQueryError", message })).toEqual({
      name: "DrizzleQueryError",
      message: "Failed query: insert into users",
    });
    expect(redactQueryText("fetch failed")).toBe("fetch failed");
  });

  it("an error wrapping a failed query, and an AggregateError of them, leak nothing either", () => {
    const wrapped = new Error("saving the draw failed", { cause: failedInsert() });
    const aggregate = new AggregateError(
      [failedInsert(), new Error("connect ECONNREFUSED ::1:5432")],
      "both failed",
    );
    for (const err of [wrapped, aggregate]) {
      const text = JSON.stringify(serializeErr(err));
      for (const value of PARAMS) expect(text).not.toContain(value);
      expect(text).toContain("users_email_unique");
    }
  });
});

describe("the request serializer", () => {
  it("logs the path without the query string or fragment", () => {
    expect(pathOf("/api/og/abc?format=story&t=1")).toBe("/api/og/abc");
    expect(pathOf("/result/x#frag")).toBe("/result/x");
    expect(pathOf("/")).toBe("/");
    expect(
      serializeReq({
        method: "GET",
        url: "/api/x?email=a%40b.c",
        host: "h",
        ip: "127.0.0.1",
        socket: { remotePort: 5 },
      }),
    ).toEqual({ method: "GET", url: "/api/x", host: "h", remoteAddress: "127.0.0.1", remotePort: 5 });
  });
});

describe("loggedPath: no bearer secret from the path reaches the log (review N6)", () => {
  const TOKEN = "I0AnnrI4GPt2Me7Xrur9FBpt";
  const at = (url: string, route?: string) => loggedPath({ url, routeOptions: { url: route } });

  it("logs a matched route as its pattern, with only public ids filled in", () => {
    expect(at(`/api/invites/${TOKEN}/answer`, "/api/invites/:token/answer")).toBe(
      "/api/invites/:token/answer",
    );
    expect(at(`/api/invites/${TOKEN}?x=1`, "/api/invites/:token")).toBe("/api/invites/:token");
    expect(at("/api/draws/7f1c0a52-1111/hint", "/api/draws/:id/hint")).toBe("/api/draws/7f1c0a52-1111/hint");
    expect(at("/r/k7m2w9qpa3", "/r/:code")).toBe("/r/k7m2w9qpa3");
    expect(at("/api/auth/github/callback?code=c&state=s", "/api/auth/:provider/callback")).toBe(
      "/api/auth/github/callback",
    );
    // a parameter nobody declared public is masked: a new route with a secret is safe by default
    expect(at("/api/auth/verify/s3cr3t", "/api/auth/verify/:key")).toBe("/api/auth/verify/:key");
    // a path that does not line up with its pattern keeps no parameter at all
    expect(at("/api/draws/abc/", "/api/draws/:id")).toBe("/api/draws/:id");
  });

  it("masks the secret segment of paths no route answers: the friend's page, a mistyped invite", () => {
    expect(at(`/sayi/${TOKEN}`)).toBe("/sayi/:token");
    expect(at(`/api/invites/${TOKEN}/`)).toBe("/api/invites/:token/");
    expect(at(`//api//invites/${TOKEN}/cevap`)).toBe("//api//invites/:token/cevap");
    expect(at(`/SAYI/${TOKEN}`)).toBe("/SAYI/:token");
    expect(at("/nereye/gitti")).toBe("/nereye/gitti");
    expect(at("/")).toBe("/");
  });
});
