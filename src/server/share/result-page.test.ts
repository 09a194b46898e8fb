import { describe, expect, it, vi } from "vitest";
import { samplePublicDraw } from "../../../tests/support/public-draw";
import { builtInlineScripts, standInIndexHtml } from "../../../tests/support/stand-in-client";
import { parseTemplate } from "../pages/template";
import { createResultPages } from "./result-page";

const draw = samplePublicDraw({ trackTitle: "Islak Islak", trackArtist: "Cem Karaca" });

const template = parseTemplate(standInIndexHtml(), "stand-in", builtInlineScripts());

describe("createResultPages", () => {
  it("sends the page as index.html loads it when its critical rules cannot be made, and says so", async () => {
    const warn = vi.fn();
    const pages = createResultPages({
      template,
      render: async (d) => `<main><h1>${d.trackTitle}</h1></main>`,
      findPublic: async (id) => (id === draw.id ? draw : undefined),
      criticalCss: Object.assign(async () => Promise.reject(new Error("the rules could not be made")), {
        stats: () => ({ passes: 0, shapes: 0 }),
      }),
      warn,
    });
    const page = await pages.page(draw.id, "https://fal.example");
    expect(page?.html).toContain("<main><h1>Islak Islak</h1></main>");
    expect(page?.html).toContain(
      '<script type="module" crossorigin src="/assets/index-stand-in.js"></script>',
    );
    expect(page?.html).not.toContain("<style>");
    expect(warn).toHaveBeenCalledWith(expect.any(Error), "result page sent without paint first");
  });
});
