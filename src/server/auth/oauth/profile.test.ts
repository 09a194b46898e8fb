import { describe, expect, it } from "vitest";
import { cleanName, safeProfileImage, splitName } from "./profile";

describe("splitName", () => {
  it.each([
    ["Ayşe Nur Yılmaz", { firstName: "Ayşe Nur", lastName: "Yılmaz" }],
    ["  Mert  ", { firstName: "Mert", lastName: null }],
    ["İlker\u202e Şahin\u200b", { firstName: "İlker", lastName: "Şahin" }],
    ["", { firstName: null, lastName: null }],
    [null, { firstName: null, lastName: null }],
  ])("%j", (full, expected) => {
    expect(splitName(full)).toEqual(expected);
  });

  it("cuts a name to 50 characters without breaking a letter", () => {
    expect(Array.from(cleanName("ğ".repeat(80))!)).toHaveLength(50);
  });
});

describe("safeProfileImage", () => {
  const media = ["i.scdn.co", "lh3.googleusercontent.com", "pbs.twimg.com"];
  it.each([
    [
      "https://lh3.googleusercontent.com/a/x=s96-c",
      ["*.googleusercontent.com"],
      "https://lh3.googleusercontent.com/a/x=s96-c",
    ],
    ["http://lh3.googleusercontent.com/a/x", ["*.googleusercontent.com"], null],
    ["https://lh4.googleusercontent.com/a/x", ["*.googleusercontent.com"], null], // not a media host
    ["https://pbs.twimg.com/a.jpg", ["*.googleusercontent.com"], null], // another provider's host
    ["https://user:pw@lh3.googleusercontent.com/a", ["*.googleusercontent.com"], null],
    ["https://lh3.googleusercontent.com:8443/a", ["*.googleusercontent.com"], null],
    ["javascript:alert(1)", ["*.googleusercontent.com"], null],
    [null, ["*.googleusercontent.com"], null],
  ])("%s", (url, hosts, expected) => {
    expect(safeProfileImage(url, hosts, media)).toBe(expected);
  });
});
