/**
 * Walks a provider sign-in the way a browser does: the app's start route, the fake provider's
 * authorize step (a real HTTP request), and back to the app's callback with the state cookie.
 */
import { expect } from "vitest";
import type { TestApp } from "./helpers";

export const PUBLIC_URL = "http://sarkifali.test";

let address = 0;
/** A different client address per flow, so the per-address limit on starts never decides a test. */
export function nextAddress(): string {
  address += 1;
  return `127.0.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

export function cookieValue(res: { cookies: { name: string; value: string }[] }, name: string) {
  return res.cookies.find((c) => c.name === name && c.value !== "")?.value;
}

export interface StartedFlow {
  /** the provider's authorize address the app redirected to */
  authorizeUrl: URL;
  /** the state cookie as a Cookie header part: "sf_oauth=…" */
  stateCookie: string;
  address: string;
}

export async function startFlow(
  app: TestApp["app"],
  provider: string,
  options: { cookie?: string; link?: boolean; address?: string } = {},
): Promise<StartedFlow> {
  const address = options.address ?? nextAddress();
  const res = await app.inject({
    method: "GET",
    url: `/api/auth/${provider}${options.link ? "?baglan=1" : ""}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: address,
  });
  expect(res.statusCode, res.body).toBe(302);
  const state = cookieValue(res, "sf_oauth");
  expect(state).toBeTruthy();
  return { authorizeUrl: new URL(res.headers.location as string), stateCookie: `sf_oauth=${state}`, address };
}

/** The fake provider's answer to the authorize step: where it sends the browser back. */
export async function authorize(flow: StartedFlow): Promise<URL> {
  const res = await fetch(flow.authorizeUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!);
}

export async function callback(
  app: TestApp["app"],
  back: URL,
  cookie: string | undefined,
  address = nextAddress(),
) {
  expect(back.origin).toBe(PUBLIC_URL);
  return app.inject({
    method: "GET",
    url: `${back.pathname}${back.search}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: address,
  });
}

/** The whole round trip; `cookie` adds a session cookie (signed in, or a leftover session). */
export async function signInWith(
  app: TestApp["app"],
  provider: string,
  options: { cookie?: string; link?: boolean } = {},
) {
  const flow = await startFlow(app, provider, options);
  const back = await authorize(flow);
  const cookie = [flow.stateCookie, options.cookie].filter(Boolean).join("; ");
  const res = await callback(app, back, cookie, flow.address);
  expect(res.statusCode, res.body).toBe(302);
  const session = cookieValue(res, "sf_session");
  return {
    res,
    location: res.headers.location as string,
    sessionCookie: session ? `sf_session=${session}` : undefined,
    pendingCookie: cookieValue(res, "sf_oauth_pending"),
  };
}
