import { describe, expect, it } from "vitest";
import { SHARE_IMAGE_VERSION } from "@/shared/share-themes";
import { pageTitle, resultUrl, shareText, storyImagePath, tweetHref, whatsappHref } from "./share";

describe("share text", () => {
  it("is the headline when there is one", () => {
    expect(shareText({ headline: "  Yıldızlar senden yana  ", short: "Kısa yorum" })).toBe(
      "Yıldızlar senden yana",
    );
  });

  it("falls back to the first 100 characters of the comment", () => {
    const short = "ş".repeat(150);
    expect(shareText({ headline: "", short })).toBe("ş".repeat(100));
    expect(shareText({ headline: " ", short: "Kısa" })).toBe("Kısa");
  });
});

describe("share links", () => {
  const url = resultUrl("abc-123", "https://sarkifali.example");

  it("builds the page link", () => {
    expect(url).toBe("https://sarkifali.example/result/abc-123");
  });

  it("puts text and link into the WhatsApp message", () => {
    const href = new URL(whatsappHref("Işık & gölge", url));
    expect(href.origin + href.pathname).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toBe(`Işık & gölge\n${url}`);
  });

  it("passes text and url separately to the tweet intent", () => {
    const href = new URL(tweetHref("Işık & gölge?", url));
    expect(href.origin + href.pathname).toBe("https://twitter.com/intent/tweet");
    expect(href.searchParams.get("text")).toBe("Işık & gölge?");
    expect(href.searchParams.get("url")).toBe(url);
  });

  it("points the story image at the tall preview", () => {
    expect(storyImagePath("abc-123")).toBe(`/api/og/abc-123?format=story&v=klasik-${SHARE_IMAGE_VERSION}`);
    // the design is in the address: a new choice is a new file, never the browser's cached one
    expect(storyImagePath("abc-123", "gece")).toBe(
      `/api/og/abc-123?format=story&v=gece-${SHARE_IMAGE_VERSION}`,
    );
  });
});

describe("page title", () => {
  it("matches the server's wording", () => {
    expect(pageTitle({ headline: "Yeni bir\nsabah", trackTitle: "Işık" })).toBe(
      "Yeni bir sabah — «Işık» | Şarkı Falı",
    );
    expect(pageTitle({ headline: "", trackTitle: "Işık" })).toBe("«Işık» falı | Şarkı Falı");
    expect(pageTitle({ headline: "Yeni", trackTitle: " " })).toBe("Yeni | Şarkı Falı");
  });
});
