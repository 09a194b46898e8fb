import { parse } from "regexparam";
import { describe, expect, it } from "vitest";
import { matchRoute } from "wouter";
import { matchPage, PAGE_NAMES, PAGES, pagePath, prerenderedPages, redirectFor } from "./routes";

/** The page wouter's <Switch> draws for a path: the first route of the table that matches it. */
function wouterPage(pathname: string): string | undefined {
  let path = pathname;
  try {
    path = pathname.includes("%") ? decodeURI(pathname) : pathname;
  } catch {
    // wouter keeps an address it cannot decode as it is
  }
  return PAGE_NAMES.find((name) => matchRoute(parse, PAGES[name].path, path)[0]);
}

describe("matchPage", () => {
  it.each([
    ["/", "home"],
    ["/login", "login"],
    ["/login/", "login"],
    ["/LOGIN", "login"],
    ["/login/email", "loginEmail"],
    ["/stats", "stats"],
    ["/%73tats", "stats"],
    ["/result/7b1c0a4e-2f7e-4c1a-9a3e-1d2c3b4a5e6f", "result"],
    ["/result", "resultWithoutId"],
    ["/result/", "resultWithoutId"],
    ["/sayi/abc_DEF-123", "invite"],
    ["/share-target", "shareTarget"],
    ["/privacy-policy", "privacy"],
    ["/terms-of-service", "terms"],
    ["/bu-sayfa-yok", undefined],
    ["/result/a/b", undefined],
    ["/play/extra", undefined],
    ["/%E0%A4%A", undefined],
    ["//", undefined],
  ])("%s -> %s, the page the client's router draws there too", (path, name) => {
    expect(matchPage(path)?.name).toBe(name);
    expect(wouterPage(path)).toBe(name);
  });

  it("reads the parameters, decoded as the client reads them", () => {
    expect(matchPage("/result/abc")?.params).toEqual({ id: "abc" });
    expect(matchPage("/sayi/a%20b")?.params).toEqual({ token: "a b" });
    expect(matchPage("/result")?.params).toEqual({});
  });
});

describe("the table", () => {
  it("prerenders the signed-out landing, sign-in and legal pages, and the 404 page", () => {
    expect(prerenderedPages()).toEqual([
      { name: "home", path: "/" },
      { name: "login", path: "/login" },
      { name: "privacy", path: "/privacy-policy" },
      { name: "terms", path: "/terms-of-service" },
      { name: "notFound", path: "/bu-sayfa-yok" },
    ]);
    expect(matchPage("/bu-sayfa-yok")).toBeUndefined();
  });

  it("prerenders only pages a visitor without a session may see, as they see them", () => {
    for (const { name } of prerenderedPages()) {
      if (name !== "notFound") expect(PAGES[name].audience).not.toBe("signedIn");
    }
  });

  it("sends signed-out visitors of a signed-in page to /login, and signed-in people off /login", () => {
    expect(redirectFor(PAGES.stats, false)).toBe("/login");
    expect(redirectFor(PAGES.stats, true)).toBeNull();
    expect(redirectFor(PAGES.login, true)).toBe("/");
    expect(redirectFor(PAGES.login, false)).toBeNull();
    expect(redirectFor(PAGES.result, false)).toBeNull();
  });
});

describe("pagePath", () => {
  it("writes a page's address with its parameters encoded", () => {
    expect(pagePath("history")).toBe("/history");
    expect(pagePath("result", { id: "abc" })).toBe("/result/abc");
    expect(pagePath("invite", { token: "a/b c" })).toBe("/sayi/a%2Fb%20c");
    // an empty id is an empty segment, never the pattern's name
    expect(pagePath("result", { id: "" })).toBe("/result/");
    // decodeURI leaves an encoded slash encoded, on both sides: the token stays one segment
    expect(matchPage(pagePath("invite", { token: "a/b c" }))?.params).toEqual({ token: "a%2Fb c" });
  });
});
