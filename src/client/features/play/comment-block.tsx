import {
  Check,
  ChevronDown,
  Copy,
  Dices,
  HeartHandshake,
  Info,
  Phone,
  ScrollText,
  Share2,
  ShieldCheck,
  Sparkles,
} from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/client/components/ui/tooltip";
import { usePublicConfig } from "@/client/lib/auth";
import { type DrawResult, game } from "@/client/lib/game";
import { errorMessage } from "@/client/lib/query-client";
import { toast } from "@/client/lib/use-toast";
import { cn } from "@/client/lib/utils";
import type { CommentAnswer } from "@/shared/api-types";
import { drawBody } from "@/shared/draw-body";
import { HINT_MAX } from "@/shared/limits";
import { PRESET_QUESTIONS, randomQuestion } from "@/shared/questions";
import { T } from "@/shared/texts";
import type { ThemeId } from "@/shared/themes";
import { useAudioFeatures, useGenerateComment, useSaveDraw } from "./api";
import { celebrate, prefersReducedMotion, preloadConfetti } from "./confetti";
import { MysticLoader } from "./mystic-loader";
import { useStepPerFrame } from "./step-per-frame";

/** Spec section 9: the copy button says 'Kopyalandı' for 2000 ms. */
export const COPIED_MS = 2000;

/** Paragraphs of the long text are separated by blank lines. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The loaded playlist's source, as a saved draw records it. */
function drawSource() {
  const source = game.get().source;
  if (!source) return {};
  return { sourceType: source.type, sourceId: source.type === "csv" ? null : (source.resolvedId ?? null) };
}

type ConfettiState = "none" | "1" | "2" | "skipped";

interface CommentBlockProps {
  result: DrawResult;
  /** the theme the comment is written for (the block resets when it changes) */
  theme: ThemeId;
  /** the game's roomId, saved as the draw's sessionId */
  sessionId: string;
}

/**
 * The comment under the drawn track: idle (hint and button), generating (the loader), generated
 * (the note, with copy and share; or, for a hint that suggests self-harm, a calm support note with
 * 112 and nothing to save or share). Mounted with a key per draw, theme and the number typed, so
 * any change brings it back to idle (spec section 4).
 */
export function CommentBlock({ result, theme, sessionId }: CommentBlockProps) {
  const { track } = result;
  const [hint, setHint] = useState("");
  const [confetti, setConfetti] = useState<ConfettiState>("none");
  const noteRef = useRef<HTMLDivElement>(null);

  useAudioFeatures(track);
  const save = useSaveDraw();
  const comment = useGenerateComment(result, theme);

  const generate = (e: FormEvent) => {
    e.preventDefault();
    if (comment.isPending) return;
    if (!prefersReducedMotion()) void preloadConfetti().catch(() => {});
    // Callbacks given to mutate() do not run once the block has been reset (unmounted).
    comment.mutate(hint.trim(), {
      onSuccess: (generated) => {
        // A support message is never a draw: nothing is saved, so nothing can be shared.
        if (generated.kind !== "fortune") return;
        save.mutate(
          // the statistics' "sources used": what this playlist was loaded from
          drawBody(generated, track, { number: result.number, theme, sessionId, ...drawSource() }),
        );
      },
      onError: (error) => {
        toast({
          title: T.error,
          description: errorMessage(error, T.play.commentFailed),
          variant: "destructive",
        });
      },
    });
  };

  const generated = comment.data;
  useEffect(() => {
    if (!generated) return;
    noteRef.current?.scrollIntoView({
      block: "nearest",
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
    if (generated.kind !== "fortune") return; // no celebration for a support message
    if (prefersReducedMotion()) {
      setConfetti("skipped");
      return;
    }
    return celebrate((count) => setConfetti(count === 1 ? "1" : "2"));
  }, [generated]);

  const state = generated ? "generated" : comment.isPending ? "generating" : "idle";
  return (
    <Card
      ref={noteRef}
      className="scroll-mt-20 overflow-hidden"
      data-testid="comment-block"
      data-state={state}
      data-kind={generated?.kind}
      data-confetti={confetti}
      aria-busy={state === "generating"}
    >
      {generated?.kind === "support" ? (
        <SupportNote comment={generated} />
      ) : generated ? (
        <GeneratedNote comment={generated} savedDrawId={save.data?.id} />
      ) : comment.isPending ? (
        <div className="p-6">
          <MysticLoader />
        </div>
      ) : (
        <HintForm hint={hint} theme={theme} onHintChange={setHint} onSubmit={generate} />
      )}
      {(confetti === "1" || confetti === "2") && (
        <span hidden data-testid="confetti-fired" data-bursts={confetti} />
      )}
    </Card>
  );
}

function HintForm({
  hint,
  theme,
  onHintChange,
  onSubmit,
}: {
  hint: string;
  theme: ThemeId;
  onHintChange: (value: string) => void;
  onSubmit: (e: FormEvent) => void;
}) {
  const inputId = useId();
  const guidanceId = useId();
  const sentId = useId();
  // With a model, the hint goes to whoever runs it (KVKK art. 9): one line says so, by name.
  const { data: config } = usePublicConfig();
  const provider = config?.modelProvider ?? null;
  // The preset questions and the framing note come a frame after the form: the block is laid out
  // in two tasks, each short on a slow phone, not in one (bench/reveal.ts).
  const rest = useStepPerFrame("rest", 1) === 1;
  return (
    <form onSubmit={onSubmit} className="grid gap-5 p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold/15" aria-hidden>
          <ScrollText className="size-5 text-gold" />
        </span>
        <div className="min-w-0">
          <h2 className="font-display font-semibold text-2xl leading-tight">{T.play.commentHeading}</h2>
          <p className="mt-1 text-muted-foreground text-sm">{T.play.commentIntro}</p>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{T.play.hintLabel}</Label>
        <Input
          id={inputId}
          value={hint}
          onChange={(e) => onHintChange(e.target.value.slice(0, HINT_MAX))}
          placeholder={T.play.hintPlaceholder}
          maxLength={HINT_MAX}
          autoComplete="off"
          enterKeyHint="go"
          aria-describedby={provider ? `${guidanceId} ${sentId}` : guidanceId}
          data-testid="hint-input"
        />
        <div className="flex items-baseline justify-between gap-3 text-muted-foreground text-xs">
          <p id={guidanceId}>{T.play.hintGuidance}</p>
          <span className="shrink-0 tabular-nums" aria-hidden>
            {hint.length}/{HINT_MAX}
          </span>
        </div>
        {provider && (
          <p id={sentId} className="text-muted-foreground text-xs" data-testid="hint-sent-note">
            {T.play.hintSent(provider)}{" "}
            <Link className="underline underline-offset-2 hover:text-foreground" href="/privacy-policy">
              Gizlilik
            </Link>
          </p>
        )}
        {rest && <QuestionChips theme={theme} hint={hint} onPick={onHintChange} />}
      </div>
      <Button type="submit" size="lg" className="h-12 w-full sm:w-auto sm:justify-self-start">
        <Sparkles aria-hidden className="size-5" />
        {T.play.generate}
      </Button>
      {rest && <EntertainmentNote />}
    </form>
  );
}

/** The theme's preset questions: a chip fills the hint; 'Benim yerime sor' picks one at random. */
function QuestionChips({
  theme,
  hint,
  onPick,
}: {
  theme: ThemeId;
  hint: string;
  onPick: (question: string) => void;
}) {
  return (
    <div className="mt-1 grid gap-2">
      <div className="flex items-center justify-between gap-3">
        <span className="text-muted-foreground text-xs" id={`questions-${theme}`}>
          Hazır sorular
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-8 shrink-0 text-gold hover:text-gold"
          onClick={() => onPick(randomQuestion(theme, hint.trim()))}
          data-testid="ask-for-me"
        >
          <Dices aria-hidden /> Benim yerime sor
        </Button>
      </div>
      <ul
        className="-mx-6 flex gap-2 overflow-x-auto px-6 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        aria-labelledby={`questions-${theme}`}
        data-testid="question-chips"
      >
        {PRESET_QUESTIONS[theme].map((q) => {
          const chosen = hint.trim() === q;
          return (
            <li key={q} className="shrink-0">
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onPick(q)}
                className={cn(
                  "whitespace-nowrap rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  chosen
                    ? "border-gold bg-gold/15 text-foreground"
                    : "border-border bg-background/60 text-muted-foreground hover:border-gold/60 hover:text-foreground",
                )}
              >
                {q}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function GeneratedNote({ comment, savedDrawId }: { comment: CommentAnswer; savedDrawId?: string }) {
  const [expanded, setExpanded] = useState(false);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const longId = useId();
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const long = comment.long.trim();
  const hasLong = long !== "" && long !== comment.short.trim();
  const showLong = hasLong && expanded;
  const text = showLong ? long : comment.short;

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("clipboard unavailable");
      await navigator.clipboard.writeText(`${comment.headline}\n\n${text}`);
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
      toast({ title: T.copied, description: T.play.commentCopied, variant: "success" });
    } catch {
      toast({ title: T.error, description: T.play.copyFailed, variant: "destructive" });
    }
  };

  return (
    <article className="relative p-6 sm:p-8" data-testid="comment-note" data-expanded={showLong}>
      {/* a thin gold rule, like the edge of a card read by candlelight */}
      <div
        className="absolute inset-x-6 top-0 h-px bg-[linear-gradient(90deg,transparent,var(--gold),transparent)] sm:inset-x-8"
        aria-hidden
      />
      <p className="flex items-center gap-2 font-semibold text-muted-foreground text-xs uppercase tracking-[0.2em]">
        <Sparkles className="size-3.5 text-gold" aria-hidden />
        {T.play.commentOverline}
      </p>
      <h2
        className="mt-3 max-w-[32ch] text-balance font-display font-bold text-3xl leading-tight sm:text-4xl"
        data-testid="comment-headline"
      >
        {comment.headline}
      </h2>
      <div
        id={longId}
        className="mt-4 max-w-[62ch] space-y-4 text-[17px] leading-relaxed"
        data-testid="comment-text"
      >
        {(showLong ? paragraphsOf(long) : [comment.short]).map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in a fixed order
          <p key={i}>{p}</p>
        ))}
      </div>

      {comment.hintSafety === "sensitive" && <SensitiveQuestionNotice className="mt-5" />}

      <div className="mt-6 flex flex-wrap gap-2.5">
        {hasLong && (
          <Button
            variant="outline"
            onClick={() => setExpanded((v) => !v)}
            aria-expanded={showLong}
            aria-controls={longId}
          >
            <ChevronDown aria-hidden className={cn("transition-transform", showLong && "rotate-180")} />
            {showLong ? T.play.showShort : T.play.detailed}
          </Button>
        )}
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="outline" onClick={copy} data-testid="copy-comment">
              {copied ? <Check aria-hidden className="text-gold" /> : <Copy aria-hidden />}
              {copied ? T.play.copied : T.play.copy}
            </Button>
          </TooltipTrigger>
          <TooltipContent>{T.play.copyAria}</TooltipContent>
        </Tooltip>
        {savedDrawId && (
          <Button asChild className="w-full animate-[fade-in_300ms_ease-out] sm:w-auto">
            <Link href={`/result/${savedDrawId}`} data-testid="share-link">
              <Share2 aria-hidden />
              {T.play.share}
            </Link>
          </Button>
        )}
      </div>
      <EntertainmentNote className="mt-6" />
    </article>
  );
}

/**
 * Under a comment written for a question read as sensitive (hintSafety "sensitive", ADR 038): the
 * comment does not answer it, and the shared page never shows it.
 */
export function SensitiveQuestionNotice({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        "flex max-w-[62ch] items-start gap-2 rounded-md border border-border bg-muted/60 px-3 py-2.5 text-muted-foreground text-sm leading-relaxed",
        className,
      )}
      data-testid="sensitive-notice"
    >
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-foreground/70" aria-hidden />
      {T.question.sensitiveNotice}
    </p>
  );
}

/** The framing every fortune carries (spec section 1): a game, for fun only. */
export function EntertainmentNote({ className }: { className?: string }) {
  return (
    <p
      className={cn("flex items-start gap-1.5 text-muted-foreground text-xs leading-relaxed", className)}
      data-testid="entertainment-note"
    >
      <Info className="mt-px size-3.5 shrink-0" aria-hidden />
      {T.entertainment}
    </p>
  );
}

/** Every "112" in a text becomes a link that dials it. */
function withEmergencyLinks(text: string) {
  return text.split(/\b(112)\b/).map((part, i) =>
    part === "112" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
      <a key={i} href="tel:112" className="font-semibold underline underline-offset-4">
        112
      </a>
    ) : (
      part
    ),
  );
}

/**
 * A hint that suggests self-harm gets this instead of a fortune: the server's words, calm and
 * plain (no gold, no confetti, no save, share or long-text toggle), and a way to call 112.
 */
export function SupportNote({ comment }: { comment: CommentAnswer }) {
  const long = comment.long.trim();
  const paragraphs = paragraphsOf(long && long !== comment.short.trim() ? long : comment.short);
  const headlineId = useId();
  const hasHeadline = comment.headline.trim() !== "";
  return (
    <article
      className="border-sky-600/50 border-l-4 bg-sky-50/70 p-6 sm:p-8 dark:border-sky-300/50 dark:bg-sky-950/25"
      data-testid="support-note"
      aria-labelledby={hasHeadline ? headlineId : undefined}
    >
      <p className="flex items-center gap-2 font-medium text-sky-900 text-sm dark:text-sky-200">
        <HeartHandshake className="size-4" aria-hidden />
        {T.play.supportOverline}
      </p>
      {hasHeadline && (
        <h2
          id={headlineId}
          className="mt-3 max-w-[36ch] text-balance font-semibold text-2xl leading-snug"
          data-testid="comment-headline"
        >
          {comment.headline}
        </h2>
      )}
      <div className="mt-4 max-w-[62ch] space-y-4 text-[17px] leading-relaxed" data-testid="comment-text">
        {paragraphs.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in a fixed order
          <p key={i}>{withEmergencyLinks(p)}</p>
        ))}
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          asChild
          size="lg"
          className="h-12 bg-sky-700 text-white hover:bg-sky-800 dark:bg-sky-200 dark:text-sky-950 dark:hover:bg-sky-100"
        >
          <a href="tel:112" aria-label={T.play.supportCallLabel} data-testid="call-112">
            <Phone aria-hidden />
            {T.play.supportCall}
          </a>
        </Button>
        <p className="text-muted-foreground text-sm">{T.play.supportCallNote}</p>
      </div>
    </article>
  );
}
