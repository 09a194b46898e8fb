import { describe, expect, it } from "vitest";
import { lyricWordShape } from "./lyric-word";

describe("lyricWordShape (review fix 9)", () => {
  it.each([
    ["büzdün", true, "any"],
    ["sorar", true, "any"],
    ["anlatır", true, "any"],
    ["geliyor", true, "any"],
    ["dinmiyor", true, "any"],
    ["bağırırız", true, "any"],
    ["dolmasın", true, "any"],
    ["ağlama", true, "any"],
    ["gözü", true, "any"],
    ["yolları", true, "any"],
    ["şehirden", true, "any"],
    ["pencereme", true, "any"],
    ["stadyumda", true, "any"],
    ["yıldız", true, "noun"],
    ["deniz", true, "noun"],
    ["kalp", true, "noun"],
    ["güneş", true, "noun"],
    ["dancing", false, "any"],
    ["feeling", false, "any"],
    ["respirar", false, "any"],
    ["moonlight", false, "noun"],
    ["stars", false, "noun"],
    ["güller açar", true, "any"],
  ] as const)("%s -> %s", (word, turkish, shape) => {
    expect(lyricWordShape(word, turkish)).toBe(shape);
  });
});
