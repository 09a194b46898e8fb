import { describe, expect, it } from "vitest";
import { SHARE_IMAGE_VERSION } from "@/shared/share-themes";
import { samplePublicDraw } from "../../../tests/support/public-draw";
import { builtInlineScripts, standInIndexHtml } from "../../../tests/support/stand-in-client";
import { parseTemplate, renderDocument } from "../pages/template";
import { DESCRIPTION_MAX, drawMeta, type ResultMeta, resultHeadTags, truncate } from "./meta";
import { IMAGE_SIZE } from "./og-image/types";

/** The page template as the build writes it, with this head. */
const template = parseTemplate(standInIndexHtml(), "stand-in", builtInlineScripts());
const page = (meta: ResultMeta | null, options?: { status404?: boolean }) =>
  renderDocument(template, { head: resultHeadTags(meta, options) });

const XSS = `"><script>alert(1)</script>`;

const makeDraw = samplePublicDraw;

/** Every `<meta property|name="key" content="...">` in the HTML, keyed by property or name. */
function metas(html: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    out.set(m[1]!, [...(out.get(m[1]!) ?? []), m[2]!]);
  }
  return out;
}

function count(html: string, re: RegExp): number {
  return html.match(re)?.length ?? 0;
}

describe("resultHeadTags, written by the page template", () => {
  const meta = drawMeta(makeDraw(), "https://sarkifali.app");

  it("writes title, description and every preview tag once, in the head, in place of the template's own", () => {
    const html = page(meta);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /<meta name="description"/g)).toBe(1);
    expect(html).not.toContain("Bir sayı seç, şarkın seni bulsun.");
    const tags = metas(head);
    const expected: Record<string, string> = {
      description: meta.description,
      "og:type": "website",
      "og:site_name": "Şarkı Falı",
      "og:locale": "tr_TR",
      "og:title": meta.title,
      "og:description": meta.description,
      "og:url": "https://sarkifali.app/result/7b0c7f0e-2f7a-4c1e-9a51-3f1f0d1a2b3c",
      "og:image": `https://sarkifali.app/api/og/7b0c7f0e-2f7a-4c1e-9a51-3f1f0d1a2b3c?v=klasik-${SHARE_IMAGE_VERSION}`,
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": meta.imageAlt,
      "twitter:card": "summary_large_image",
      "twitter:title": meta.title,
      "twitter:description": meta.description,
      "twitter:image": meta.image,
    };
    for (const [key, value] of Object.entries(expected)) expect(tags.get(key), key).toEqual([value]);
    expect(head).toContain(`<title>${meta.title}</title>`);
    expect(head).toContain(`<link rel="canonical" href="${meta.url}">`);
    // the template's other tags stay, the title's place holds the page's tags
    expect(head).toContain('<meta charset="UTF-8">');
    expect(head.indexOf("<title>")).toBeGreaterThan(head.indexOf("<meta charset"));
    expect(count(html, /<script/g)).toBe(count(renderDocument(template), /<script/g));
    expect(html).toContain('<div id="root"></div>');
  });

  it("escapes every value: a script in any field stays text", () => {
    const evil = {
      title: `${XSS} & 'x'`,
      description: `${XSS} "d" & <i>`,
      url: `https://x.test/result/${XSS}`,
      image: `https://x.test/api/og/"onerror="alert(1)`,
      imageAlt: `${XSS}`,
    };
    const html = page(evil);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain(`"onerror="`);
    expect(count(html, /<script/g)).toBe(count(renderDocument(template), /<script/g));
    expect(html).toContain(
      "<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;x&#39;</title>",
    );
    const tags = metas(html);
    expect(tags.get("og:title")).toEqual([
      "&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;x&#39;",
    ]);
    expect(tags.get("description")).toEqual([
      "&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;d&quot; &amp; &lt;i&gt;",
    ]);
    expect(tags.get("og:url")).toEqual([
      "https://x.test/result/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;",
    ]);
    expect(tags.get("og:image")).toEqual(["https://x.test/api/og/&quot;onerror=&quot;alert(1)"]);
    expect(tags.get("og:image:alt")).toEqual(["&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"]);
    // no attribute is ended early: every preview tag has exactly two quoted values
    const written = /<meta (?:property="(?:og|twitter):[^"]*"|name="(?:description|twitter:[^"]*)")[^>]*>/g;
    expect([...html.matchAll(written)].length).toBeGreaterThan(5);
    for (const m of html.matchAll(written)) expect(count(m[0], /"/g)).toBe(4);
  });

  it("keeps replacement patterns in values literal ($& $' $`)", () => {
    const html = page({ ...meta, title: "a $& b $' c $` d $$" });
    expect(html).toContain("<title>a $&amp; b $&#39; c $` d $$</title>");
  });

  it("escapes a draw whose track is a script, through drawMeta", () => {
    const html = page(
      drawMeta(
        makeDraw({ trackTitle: XSS, trackArtist: XSS, headline: XSS, short: XSS, id: XSS }),
        "https://a.test",
      ),
    );
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(metas(html).get("og:url")).toEqual([
      "https://a.test/result/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    ]);
  });

  it("gives a missing draw a not-found title and noindex, without preview tags", () => {
    const html = page(null, { status404: true });
    expect(count(html, /<title>/g)).toBe(1);
    expect(html).toContain("<title>Fal bulunamadı | Şarkı Falı</title>");
    expect(metas(html).get("robots")).toEqual(["noindex"]);
    expect(html).not.toContain("og:");
    // the template's description stays: only what the page names is replaced
    expect(count(html, /<meta name="description"/g)).toBe(1);
  });
});

describe("drawMeta", () => {
  it("names a three-song spread in its title and all three songs in the image's text", () => {
    const card = (trackTitle: string, number: string) => ({
      number,
      trackTitle,
      trackArtist: "Sanatçı",
      trackImage: null,
      trackExternalUrl: null,
    });
    const meta = drawMeta(
      makeDraw({ kind: "spread", spread: [card("Şımarık", "5"), card("Kuzu Kuzu", "9")] }),
      "https://sarkifali.app",
    );
    expect(meta.title).toBe("Bugün kalbin hafif — Geçmiş · Şimdi · Gelecek | Şarkı Falı");
    expect(meta.imageAlt).toBe(
      "Şarkı Falı kartı: Geçmiş «Gül Pembe», Şimdi «Şımarık», Gelecek «Kuzu Kuzu»: Bugün kalbin hafif",
    );
  });

  it("builds title, address and image from the draw", () => {
    const m = drawMeta(makeDraw(), "https://sarkifali.app/");
    expect(m.title).toBe("Bugün kalbin hafif — «Gül Pembe» | Şarkı Falı");
    expect(m.description).toBe("Küçük bir şarkı, büyük bir gün.");
    expect(m.url).toBe("https://sarkifali.app/result/7b0c7f0e-2f7a-4c1e-9a51-3f1f0d1a2b3c");
    expect(m.image).toBe(
      `https://sarkifali.app/api/og/7b0c7f0e-2f7a-4c1e-9a51-3f1f0d1a2b3c?v=klasik-${SHARE_IMAGE_VERSION}`,
    );
    // another design is another address: chat apps fetch the new picture
    expect(drawMeta(makeDraw({ shareTheme: "gece" }), "https://sarkifali.app").image).toBe(
      `https://sarkifali.app/api/og/7b0c7f0e-2f7a-4c1e-9a51-3f1f0d1a2b3c?v=gece-${SHARE_IMAGE_VERSION}`,
    );
    expect({ width: m.imageWidth, height: m.imageHeight }).toEqual(IMAGE_SIZE.og);
    expect(m.imageAlt).toContain("Gül Pembe");
  });

  it("uses the first 150 characters of the comment as the description (spec section 9)", () => {
    const short =
      "Bugün içindeki ses daha net duyuluyor ve küçük bir adım büyük bir değişimin ilk notası olabilir; çekinme, şarkını yüksek sesle söyle çünkü evren seni dinliyor bu gece.";
    expect(short.length).toBeGreaterThan(DESCRIPTION_MAX);
    const { description } = drawMeta(makeDraw({ short }), "https://a.test");
    expect(description).toBe(short.slice(0, DESCRIPTION_MAX).trimEnd());
    // exactly 150 characters: kept whole
    const exact = `${"a".repeat(146)} bcd`;
    expect(drawMeta(makeDraw({ short: exact }), "https://a.test").description).toBe(exact);
    // an emoji counts as one character and is never split
    const emoji = "🎵".repeat(160);
    expect(Array.from(drawMeta(makeDraw({ short: emoji }), "https://a.test").description)).toHaveLength(150);
  });

  it("bounds the title and never splits an emoji", () => {
    const m = drawMeta(
      makeDraw({ headline: "Çok ".repeat(60), trackTitle: "🎵".repeat(80) }),
      "https://a.test",
    );
    expect(Array.from(m.title).length).toBeLessThanOrEqual(140);
    expect(m.title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(m.title.endsWith("| Şarkı Falı")).toBe(true);
  });

  it("has sensible texts when the comment or headline is empty", () => {
    const m = drawMeta(makeDraw({ headline: "", short: "  " }), "https://a.test");
    expect(m.title).toBe("«Gül Pembe» falı | Şarkı Falı");
    expect(m.description).toContain("Gül Pembe");
    expect(m.description.length).toBeGreaterThan(0);
  });

  it("collapses line breaks and spaces", () => {
    const m = drawMeta(makeDraw({ short: "bir\n\niki\t üç" }), "https://a.test");
    expect(m.description).toBe("bir iki üç");
  });
});

describe("truncate", () => {
  it("cuts long words hard when no space is near", () => {
    const t = truncate("x".repeat(300), 150);
    expect(Array.from(t)).toHaveLength(150);
    expect(t.endsWith("…")).toBe(true);
  });
});
