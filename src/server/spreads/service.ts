/**
 * 'Geçmiş · Şimdi · Gelecek' (Premium): three numbers, three songs, one comment, one draw. The
 * comment is written by the same service as a single one (every safety rule, the model or the
 * offline composer), recorded like every comment the server writes, and saved at once as a draw of
 * kind "spread": its track columns hold the past song, `spread` the present and future ones.
 */
import type { User } from "@/shared/api/auth";
import type { CreateSpreadData, SpreadAnswer } from "@/shared/api/spreads";
import type { CommentRepository } from "../comments/repository";
import { checkedSource, type DrawService } from "../draws/service";
import type { CommentService, SpreadRequestInput } from "../fortune/comment/service";

export interface SpreadServiceOptions {
  comments: CommentService;
  records: CommentRepository;
  /** the Draw module: saves the spread (and checks its links) */
  draws: DrawService;
}

export function createSpreadService({ comments, records, draws }: SpreadServiceOptions) {
  return {
    /**
     * Writes the spread's comment and saves it; `created` is false for a support message (a hint
     * of self-harm: nothing is saved, `id` is null). The caller has checked Premium.
     */
    async create(
      user: User,
      body: CreateSpreadData,
    ): Promise<{ answer: SpreadAnswer; created: boolean; source: "model" | "offline" }> {
      const [past, present, future] = body.cards as [
        CreateSpreadData["cards"][number],
        CreateSpreadData["cards"][number],
        CreateSpreadData["cards"][number],
      ];
      // The three songs come from one loaded list: each must agree with the source named.
      const sources = body.cards.map((c) => checkedSource(c.track.id, body.sourceType, body.sourceId));
      const source = sources[0]!;

      const request: SpreadRequestInput = {
        cards: [past, present, future].map((c) => ({
          track: c.track,
          audio: c.audio,
        })) as unknown as SpreadRequestInput["cards"],
        theme: body.theme,
        hint: body.hint,
        persona: body.persona,
        seed: body.cards
          .map((c) => `${c.number}:${c.track.id}`)
          .concat(body.theme, body.hint ?? "")
          .join("|"),
      };
      const result = await comments.generateSpread(request);
      const record = await records.insert({
        userId: user.id,
        trackId: past.track.id,
        trackTitle: past.track.title,
        trackArtist: past.track.artist,
        theme: body.theme,
        // A hint that led to a support message is not kept anywhere.
        hint: result.kind === "support" ? null : body.hint,
        headline: result.headline,
        short: result.short,
        long: result.long,
        kind: result.kind,
      });
      const texts = { headline: result.headline, short: result.short, long: result.long };
      const reading = { hintSafety: result.hintSafety, publicTexts: result.publicTexts };
      if (result.kind === "support")
        return {
          answer: { id: null, kind: "support", ...texts, ...reading },
          created: false,
          source: result.source,
        };

      const saved = await draws.createDraw({
        origin: "spread",
        userId: user.id,
        commentId: record.id,
        number: past.number,
        track: past.track,
        spread: [present, future],
        theme: body.theme,
        texts,
        hint: body.hint,
        sessionId: body.sessionId,
        source,
      });
      return {
        answer: { id: saved.id, kind: "fortune", ...texts, ...reading },
        created: saved.created,
        source: result.source,
      };
    },
  };
}

export type SpreadService = ReturnType<typeof createSpreadService>;
