import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, callApi } from "./query-client";

interface Sent {
  url: string;
  init: RequestInit;
}

/** Stands in for the browser's fetch: records each request and answers with `status` and `body`. */
function answerWith(status: number, body: string): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(body || null, { status, headers: { "content-type": "application/json" } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("callApi", () => {
  it("sends the endpoint's method and JSON body with the cookies, and returns the parsed answer", async () => {
    const sent = answerWith(200, JSON.stringify({ id: "pl1", tracks: [] }));
    const answer = await callApi("POST /api/spotify/tracks", { body: { urlOrId: "abc" } });
    expect(answer).toEqual({ id: "pl1", tracks: [] });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/spotify/tracks");
    expect(sent[0]!.init).toMatchObject({
      method: "POST",
      body: JSON.stringify({ urlOrId: "abc" }),
      credentials: "include",
      headers: { "Content-Type": "application/json" },
    });
  });

  it("fills the path's parameters, encoded, and sends no body where the endpoint takes none", async () => {
    const sent = answerWith(200, "{}");
    await callApi("PATCH /api/draws/:id/favorite", { params: { id: "a/b c?" } });
    expect(sent[0]!.url).toBe("/api/draws/a%2Fb%20c%3F/favorite");
    expect(sent[0]!.init.method).toBe("PATCH");
    expect(sent[0]!.init.body).toBeUndefined();
    expect(sent[0]!.init.headers).toEqual({});
  });

  it("passes the abort signal on", async () => {
    const sent = answerWith(200, "{}");
    const controller = new AbortController();
    await callApi("GET /api/draws/:id", { params: { id: "d1" }, signal: controller.signal });
    expect(sent[0]!.init.signal).toBe(controller.signal);
  });

  it("turns a non-OK answer into ApiError 'status: body' (spec section 8)", async () => {
    answerWith(404, JSON.stringify({ message: "Fal bulunamadı" }));
    const error = await callApi("GET /api/draws/:id", { params: { id: "nope" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('404: {"message":"Fal bulunamadı"}');
  });

  it("is typed by the contract's table", () => {
    // Only compiled, never run: `npm run typecheck` fails if any of these stops being an error.
    const unused = () => {
      // @ts-expect-error an endpoint the contract does not have
      void callApi("GET /api/nothing");
      // @ts-expect-error the body of POST /api/auth/login needs a password
      void callApi("POST /api/auth/login", { body: { email: "a@b.c" } });
      // @ts-expect-error PATCH /api/draws/:id/favorite needs its id
      void callApi("PATCH /api/draws/:id/favorite");
      // @ts-expect-error GET /api/config takes no body
      void callApi("GET /api/config", { body: { x: 1 } });
      // @ts-expect-error the answer of GET /api/config has no such field
      void callApi("GET /api/config").then((config) => config.nothing);
    };
    expect(unused).toBeTypeOf("function");
  });
});
