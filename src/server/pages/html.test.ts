import { describe, expect, it } from "vitest";
import { samplePublicDraw } from "../../../tests/support/public-draw";
import { escapeHtml, jsonForScript, renderTag, tagKey } from "./html";

describe("renderTag", () => {
  it("writes void elements without content, others with their text escaped", () => {
    expect(renderTag({ name: "meta", attributes: { name: "robots", content: "noindex" } })).toBe(
      '<meta name="robots" content="noindex">',
    );
    expect(
      renderTag({ name: "link", attributes: { rel: "modulepreload", crossorigin: true, href: "/a.js" } }),
    ).toBe('<link rel="modulepreload" crossorigin href="/a.js">');
    expect(renderTag({ name: "title", text: `</title><script>alert(1)</script> & "x"` })).toBe(
      "<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</title>",
    );
    expect(
      renderTag({
        name: "noscript",
        children: [{ name: "link", attributes: { rel: "stylesheet", href: "/a.css" } }],
      }),
    ).toBe('<noscript><link rel="stylesheet" href="/a.css"></noscript>');
  });

  it("escapes attribute values, so no value ends its attribute or the tag", () => {
    const tag = renderTag({
      name: "meta",
      attributes: { property: "og:url", content: `"><script>alert(1)</script>'` },
    });
    expect(tag).toBe(
      '<meta property="og:url" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39;">',
    );
  });

  it("writes script and style text as it is, and refuses text that would end the element early", () => {
    expect(renderTag({ name: "script", text: "if(a<b&&c>d)x()" })).toBe("<script>if(a<b&&c>d)x()</script>");
    expect(() => renderTag({ name: "script", text: "a</SCRIPT>b" })).toThrow('"</script"');
    expect(() => renderTag({ name: "script", text: "a<!--b" })).toThrow('"<!--"');
    expect(() => renderTag({ name: "style", text: "h1{}</style><script>alert(1)</script>" })).toThrow(
      '"</style"',
    );
  });

  it("refuses names that are not element or attribute names, and content in a void element", () => {
    expect(() => renderTag({ name: "meta onload=x" })).toThrow("not an element name");
    expect(() => renderTag({ name: "meta", attributes: { "a b": "c" } })).toThrow("not an attribute name");
    expect(() => renderTag({ name: "meta", attributes: { 'x"': "c" } })).toThrow("not an attribute name");
    expect(() => renderTag({ name: "link", text: "x" })).toThrow("no content");
  });
});

describe("tagKey", () => {
  it("names the tags a page's own replaces: the title, named and Open Graph metas, the canonical link", () => {
    expect(tagKey({ name: "title", text: "x" })).toBe("title");
    expect(tagKey({ name: "meta", attributes: { name: "Description", content: "x" } })).toBe(
      "name:description",
    );
    expect(tagKey({ name: "meta", attributes: { property: "og:title", content: "x" } })).toBe(
      "property:og:title",
    );
    expect(tagKey({ name: "link", attributes: { rel: "canonical", href: "/" } })).toBe("canonical");
    expect(tagKey({ name: "link", attributes: { rel: "icon", href: "/" } })).toBeUndefined();
    expect(tagKey({ name: "meta", attributes: { charset: "UTF-8" } })).toBeUndefined();
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});

describe("jsonForScript", () => {
  it("writes no character that could end or bend a <script> element, and parses back the same", () => {
    const draw = samplePublicDraw({
      trackTitle: "</script><script>alert(1)</script>",
      trackArtist: "<!--<script>",
      headline: "a & b > c",
      short: "satır\u2028ayırıcı\u2029paragraf </SCRIPT >",
    });
    const text = jsonForScript({ publicDraw: draw });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ publicDraw: draw });
  });
});
