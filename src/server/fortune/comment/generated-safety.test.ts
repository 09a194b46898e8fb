/**
 * The classifier reads every comment a writer produces (the model's through checkGeneratedSafety,
 * the composer's lyric words through classifyText). A rule too eager for generated text would
 * send every model answer to the offline composer: the composer's own comments, which are the
 * kind of text a model writes too, must pass the same check in bulk.
 */
import { describe, expect, it } from "vitest";
import { THEME_IDS } from "@/shared/themes";
import { composeOfflineComment } from "./offline/composer";
import { varietyCorpus } from "./offline/variety";
import { checkGeneratedSafety, classifyHint, classifyText } from "./safety";

describe("generated text and the classifier", () => {
  it("passes 1,200 offline comments over every theme, hint or none, without one false rejection", () => {
    const rejected: string[] = [];
    let count = 0;
    for (const theme of THEME_IDS) {
      for (const input of varietyCorpus(theme, 1_200 / THEME_IDS.length, 26)) {
        const comment = composeOfflineComment(input);
        if (classifyHint(input.hint).kind === "self-harm") continue; // the support message, not a comment
        count++;
        const safe = checkGeneratedSafety(comment, {
          hint: input.hint,
          title: input.track.title,
          artist: input.track.artist,
        });
        if (!safe.ok) rejected.push(`${safe.reason}: ${comment.headline} | ${comment.long}`);
      }
    }
    expect(count).toBeGreaterThan(1_000);
    expect(rejected).toEqual([]);
    // 1,200 comments written and read: seconds of work, more on a busy machine
  }, 90_000);

  it("reads a rule's words within one sentence, never gathered from two", () => {
    // "vuruyor" ends one sentence and "kendine" opens the next: no "kendini vurmak" here
    const text = "Aydınlık tonu, yüzüne ışık vuruyor gibi. Müziğin kendine has bir sezgisi vardır.";
    expect(classifyText(text)).toEqual({ kind: "none" });
    expect(classifyText("Kendimi vuracağım.")).toMatchObject({ kind: "self-harm" });
  });
});
