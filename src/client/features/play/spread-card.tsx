import { Share2, Sparkles } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { SpreadSongs } from "@/client/components/spread-songs";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { game } from "@/client/lib/game";
import { errorMessage } from "@/client/lib/query-client";
import { toast } from "@/client/lib/use-toast";
import type { SpreadAnswer, Track } from "@/shared/api-types";
import { parseDrawNumber, pick } from "@/shared/draw";
import { DEFAULT_PERSONA, HINT_MAX, SPREAD_LABELS } from "@/shared/limits";
import { T } from "@/shared/texts";
import type { ThemeId } from "@/shared/themes";
import { EntertainmentNote, SensitiveQuestionNotice, SupportNote } from "./comment-block";
import { MysticLoader } from "./mystic-loader";
import { useMakeSpread } from "./spread-api";
import { ThemePicker } from "./theme-picker";

interface SpreadCardProps {
  theme: ThemeId;
  onThemeChange: (theme: ThemeId) => void;
  onLockedTheme: (theme: ThemeId) => void;
  /** the game's roomId, saved as the draw's sessionId */
  sessionId: string;
}

interface SpreadResult {
  answer: SpreadAnswer;
  cards: { number: string; track: Track }[];
}

/** The loaded list's source, as a saved draw records it. */
function drawSource() {
  const source = game.get().source;
  if (!source) return {};
  return { sourceType: source.type, sourceId: source.type === "csv" ? null : (source.resolvedId ?? null) };
}

/**
 * 'Geçmiş · Şimdi · Gelecek' (Premium): three numbers, each drawn by the spec's rule on the loaded
 * list, then one comment for the three songs from the server, which saves them as one draw.
 */
export function SpreadCard({ theme, onThemeChange, onLockedTheme, sessionId }: SpreadCardProps) {
  const [numbers, setNumbers] = useState(["", "", ""]);
  const [hint, setHint] = useState("");
  const [result, setResult] = useState<SpreadResult | null>(null);
  const make = useMakeSpread();
  const ids = [useId(), useId(), useId()];
  const hintId = useId();
  const resultRef = useRef<HTMLElement>(null);
  const busy = make.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = numbers.map(parseDrawNumber);
    if (parsed.some((n) => n === null)) {
      toast({ title: T.play.invalidNumberTitle, description: T.play.invalidNumber, variant: "destructive" });
      return;
    }
    const tracks = game.get().tracks;
    if (tracks.length === 0) {
      toast({ title: T.play.noPlaylistTitle, description: T.play.noPlaylist, variant: "destructive" });
      return;
    }
    const cards = (parsed as bigint[]).map((n) => {
      const track = pick(n, tracks);
      // A CSV row carries its own sound; other tracks are described without it.
      return {
        number: n.toString(),
        track,
        audio: track.id.startsWith("csv:") ? (track.features ?? null) : null,
      };
    });
    setResult(null);
    make.mutate(
      {
        cards,
        theme,
        ...(hint.trim() ? { hint: hint.trim() } : {}),
        persona: DEFAULT_PERSONA,
        sessionId,
        ...drawSource(),
      },
      {
        onSuccess: (answer) => {
          setResult({ answer, cards });
          console.info("spread_performed", { numbers: cards.map((c) => c.number), theme });
          requestAnimationFrame(() =>
            resultRef.current?.scrollIntoView({ block: "start", behavior: "smooth" }),
          );
        },
        onError: (error) =>
          toast({
            title: T.error,
            description: errorMessage(error, T.spread.failed),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <>
      <Card className="overflow-hidden" data-testid="spread-card">
        <CardHeader className="pb-4 text-center">
          <CardTitle className="text-3xl">{T.spread.title}</CardTitle>
          <p className="text-muted-foreground text-sm">{T.spread.description}</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="grid gap-5" aria-busy={busy}>
            <ThemePicker
              isPremium
              theme={theme}
              onThemeChange={onThemeChange}
              onLockedTheme={onLockedTheme}
              disabled={busy}
            />
            <div className="grid grid-cols-3 gap-2.5">
              {SPREAD_LABELS.map((label, i) => (
                <div key={label} className="grid min-w-0 gap-1.5">
                  <label
                    htmlFor={ids[i]}
                    className="text-center font-semibold text-mystic text-xs uppercase tracking-[0.16em] dark:text-gold"
                  >
                    {label}
                  </label>
                  <Input
                    id={ids[i]}
                    value={numbers[i]}
                    onChange={(e) => setNumbers((prev) => prev.map((v, k) => (k === i ? e.target.value : v)))}
                    aria-label={T.spread.numberLabel(label)}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={60}
                    disabled={busy}
                    placeholder="?"
                    data-testid={`spread-number-${i}`}
                    className="h-16 text-center font-display font-bold text-3xl placeholder:font-sans placeholder:font-normal placeholder:text-lg md:text-3xl"
                  />
                </div>
              ))}
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={hintId} className="font-medium text-sm">
                {T.play.hintLabel}
              </label>
              <Input
                id={hintId}
                value={hint}
                onChange={(e) => setHint(e.target.value)}
                placeholder={T.play.hintPlaceholder}
                maxLength={HINT_MAX}
                disabled={busy}
                data-testid="spread-hint"
              />
            </div>
            <Button
              type="submit"
              size="lg"
              className="h-14 text-lg"
              disabled={busy || numbers.some((n) => n.trim() === "")}
              data-testid="spread-button"
            >
              <Sparkles aria-hidden />
              {busy ? T.spread.drawing : T.spread.drawButton}
            </Button>
          </form>
          {busy && (
            <div className="mt-6">
              <MysticLoader />
            </div>
          )}
        </CardContent>
      </Card>

      {result && (
        <section
          ref={resultRef}
          className="spread-reveal grid scroll-mt-20 gap-5"
          aria-label={T.spread.resultHeading}
          data-testid="spread-result"
        >
          {result.answer.kind === "support" ? (
            <Card className="overflow-hidden">
              <SupportNote comment={{ ...result.answer, commentId: "" }} />
            </Card>
          ) : (
            <>
              <SpreadSongs
                testId="spread-song"
                songs={result.cards.map(({ number, track }) => ({
                  number,
                  title: track.title,
                  artist: track.artist,
                  image: track.image,
                  externalUrl: track.externalUrl,
                }))}
              />
              <div data-part="after">
                <SpreadNote answer={result.answer} />
              </div>
            </>
          )}
        </section>
      )}
    </>
  );
}

function SpreadNote({ answer }: { answer: SpreadAnswer }) {
  const paragraphs = answer.long
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Card className="relative overflow-hidden">
      <article className="p-6 sm:p-8" data-testid="spread-comment">
        <p className="flex items-center gap-2 font-semibold text-muted-foreground text-xs uppercase tracking-[0.2em]">
          <Sparkles className="size-3.5 text-gold" aria-hidden />
          {T.spread.commentOverline}
        </p>
        <h2 className="mt-3 max-w-[32ch] text-balance font-display font-bold text-3xl leading-tight sm:text-4xl">
          {answer.headline}
        </h2>
        <div className="mt-4 max-w-[62ch] space-y-4 text-[17px] leading-relaxed">
          {paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in a fixed order
            <p key={i}>{p}</p>
          ))}
        </div>
        {answer.hintSafety === "sensitive" && <SensitiveQuestionNotice className="mt-5" />}
        {answer.id && (
          <Button asChild className="mt-6 w-full sm:w-auto">
            <Link href={`/result/${answer.id}`} data-testid="spread-share-link">
              <Share2 aria-hidden />
              {T.spread.openResult}
            </Link>
          </Button>
        )}
        <EntertainmentNote className="mt-6" />
      </article>
    </Card>
  );
}
