import { ArrowLeft, Disc3, FileSpreadsheet, Music2, SquarePlay } from "lucide-react";
import {
  type ComponentType,
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from "react";
import { Redirect, useLocation } from "wouter";
import { PremiumDialog } from "@/client/components/premium-dialog";
import { TrackCard } from "@/client/components/track-card";
import { Button } from "@/client/components/ui/button";
import { TooltipProvider } from "@/client/components/ui/tooltip";
import { useAuth } from "@/client/lib/auth";
import { type GameState, game, useGame } from "@/client/lib/game";
import { toast } from "@/client/lib/use-toast";
import { cn } from "@/client/lib/utils";
import { parseDrawNumber } from "@/shared/draw";
import { T } from "@/shared/texts";
import { DEFAULT_THEME, isPremiumTheme, type ThemeId } from "@/shared/themes";
import { CommentBlock } from "./comment-block";
import { prefersReducedMotion } from "./confetti";
import { DRAW_DELAY_MS, type DrawMode, FortuneCard } from "./fortune-card";
import { InviteFriend } from "./invite-friend";
import { OpenRoom } from "./open-room";
import { SpreadCard } from "./spread-card";
import { type PlayMode, SpreadModeSwitch } from "./spread-mode-switch";
import { StagedReveal } from "./staged-reveal";
import { useStepPerFrame } from "./step-per-frame";

function SourceLine({ state }: { state: GameState }) {
  const n = state.tracks.length.toLocaleString("tr-TR");
  const source = state.source!;
  const [Icon, text] =
    source.type === "spotify"
      ? [Music2, `Spotify playlist · ${n} şarkı`]
      : source.type === "youtube"
        ? [SquarePlay, `YouTube playlist · ${n} video`]
        : source.type === "ready"
          ? [Disc3, `Hazır liste: ${source.name ?? source.idOrUrl} · ${n} şarkı`]
          : [FileSpreadsheet, `CSV dosyası: ${source.name ?? source.idOrUrl} · ${n} şarkı`];
  return (
    <p className="flex min-w-0 items-center gap-2 text-muted-foreground text-sm" data-testid="source-line">
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{text}</span>
    </p>
  );
}

/**
 * 'Her gün şarkını hatırlatayım mı?' under a result: its own chunk, loaded after a draw (ADR 041).
 * A chunk that cannot arrive (offline) simply leaves the offer out. Not optionalChunk: importing
 * it here splits the shell's shared code into more chunks and costs the landing page 0.4 KB; and
 * not a static import, which would put the reminders' code shared with the profile in a chunk the
 * landing page's first chunk lists (profile-page.tsx).
 */
function ReminderOffer() {
  const [Offer, setOffer] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import("./reminder-offer").then(
      (m) => live && setOffer(() => m.default),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return Offer ? <Offer /> : null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The result's parts skip the page's renders that do not change them (a draw's first, synchronous
// render still shows the previous result: see useDeferredValue below; typing a number or a hint).
const ResultTrackCard = memo(TrackCard);
const ResultCommentBlock = memo(CommentBlock);
// The form skips the draw's synchronous render too (its callbacks below keep their identity).
const MemoFortuneCard = memo(FortuneCard);
const MemoSpreadModeSwitch = memo(SpreadModeSwitch);
const MemoPremiumDialog = memo(PremiumDialog);
// a draw changes the game's state, not the list or the theme these show
const MemoInviteFriend = memo(InviteFriend);
const MemoOpenRoom = memo(OpenRoom);
const MemoSourceLine = memo(
  SourceLine,
  (a, b) => a.state.source === b.state.source && a.state.tracks === b.state.tracks,
);

function PlayPageContent() {
  const state = useGame();
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [theme, setTheme] = useState<ThemeId>(DEFAULT_THEME);
  const [number, setNumber] = useState("");
  const [premiumOpen, setPremiumOpen] = useState(false);
  const [mode, setMode] = useState<PlayMode>("single");
  const resultRef = useRef<HTMLElement>(null);
  // The result renders in a deferred (sliced) render after the store's own, which React makes
  // synchronous: the hold's last frame stays short on a slow phone.
  const result = useDeferredValue(state.lastResult);
  const resultId = result?.id;
  /** the draw made after the hold, revealed in stages */
  const [ritualResultId, setRitualResultId] = useState<string | null>(null);
  /** after the ritual, the comment block mounts as its stage comes (the reveal's frames stay light) */
  const [commentHeld, setCommentHeld] = useState(false);
  useEffect(() => {
    if (!commentHeld) return;
    // a transition: the comment block's first render is sliced, the reveal's frames keep coming
    const timer = window.setTimeout(() => startTransition(() => setCommentHeld(false)), 1800);
    return () => window.clearTimeout(timer);
  }, [commentHeld]);
  const shownResultId = useRef(resultId);
  // After the ritual the reveal's parts mount one per frame, each in a task of its own: the number,
  // then the rule in words, the track card's cover, its title and the rest (bench/reveal.ts). The
  // stages' animations (index.css) show them later still.
  const staged = result !== undefined && result !== null && result.id === ritualResultId;
  const step = useStepPerFrame(staged ? result.id : null, 3);
  const cardShown = step >= 2;
  const cardComplete = step >= 3;

  // A new draw brings its result into view (on a phone it lands below the fold); a reload does not.
  // Two frames on, after the new result's own layout and paint: scrolling inside the commit would
  // force that layout, and in the first frame it would add the scroll's work to it.
  useEffect(() => {
    if (!resultId || !cardComplete || resultId === shownResultId.current) return;
    shownResultId.current = resultId;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() =>
        resultRef.current?.scrollIntoView({
          block: "nearest",
          behavior: prefersReducedMotion() ? "auto" : "smooth",
        }),
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [resultId, cardComplete]);

  const isPremium = user?.isPremium ?? false;

  /** The checks of spec section 5, before the drawing state starts; null stops the draw. */
  const validate = useCallback((): bigint | null => {
    const parsed = parseDrawNumber(number);
    if (parsed === null) {
      toast({ title: T.play.invalidNumberTitle, description: T.play.invalidNumber, variant: "destructive" });
      return null;
    }
    if (game.get().tracks.length === 0) {
      toast({ title: T.play.noPlaylistTitle, description: T.play.noPlaylist, variant: "destructive" });
      return null;
    }
    if (isPremiumTheme(theme) && !isPremium) {
      toast({ title: T.play.premiumTitle, description: T.play.premiumOnly, variant: "destructive" });
      return null;
    }
    return parsed;
  }, [number, theme, isPremium]);

  const draw = useCallback(
    async (parsed: bigint, mode: DrawMode) => {
      // A click waits the spec's 800 ms; the ritual has already taken its time.
      if (mode === "click") await sleep(DRAW_DELAY_MS);
      try {
        const drawn = game.draw(parsed, theme);
        setRitualResultId(mode === "ritual" ? drawn.id : null);
        setCommentHeld(mode === "ritual" && !prefersReducedMotion());
        console.info("draw_performed", { number: parsed.toString(), theme });
      } catch (error) {
        toast({
          title: T.error,
          description: error instanceof Error && error.message ? error.message : T.play.drawFailed,
          variant: "destructive",
        });
      }
    },
    [theme],
  );
  const onSpreadLocked = useCallback(() => {
    toast({ title: T.play.premiumTitle, description: T.spread.locked, variant: "destructive" });
    setPremiumOpen(true);
  }, []);
  const onLockedTheme = useCallback(() => {
    toast({ title: T.play.premiumTitle, description: T.play.premiumOnly, variant: "destructive" });
    setPremiumOpen(true);
  }, []);

  if (!state.source) return <Redirect to="/" replace />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 pt-6 pb-14">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2"
          onClick={() => {
            game.reset();
            navigate("/");
          }}
        >
          <ArrowLeft aria-hidden /> {T.play.back}
        </Button>
        <MemoSourceLine state={state} />
      </div>

      <MemoSpreadModeSwitch mode={mode} isPremium={isPremium} onChange={setMode} onLocked={onSpreadLocked} />
      {mode === "spread" && isPremium ? (
        <SpreadCard
          theme={theme}
          onThemeChange={setTheme}
          onLockedTheme={() => setPremiumOpen(true)}
          sessionId={state.roomId}
        />
      ) : (
        <>
          <MemoFortuneCard
            isPremium={isPremium}
            theme={theme}
            onThemeChange={setTheme}
            onLockedTheme={onLockedTheme}
            number={number}
            onNumberChange={setNumber}
            validate={validate}
            onDraw={draw}
          />
          <div className="-mt-2 flex flex-wrap justify-center gap-2">
            <MemoInviteFriend source={state.source} theme={theme} />
            <MemoOpenRoom source={state.source} tracks={state.tracks} theme={theme} />
          </div>

          {result && (
            <section
              ref={resultRef}
              className={cn("grid scroll-mt-20 gap-6", result.id === ritualResultId && "staged-reveal")}
              aria-label="Fal sonucu"
            >
              {result.id === ritualResultId && (
                <StagedReveal number={result.number} count={state.tracks.length} ruleShown={step >= 1} />
              )}
              {cardShown && (
                <ResultTrackCard
                  key={result.id}
                  testId="track-result"
                  number={result.number}
                  title={result.track.title}
                  artist={result.track.artist}
                  image={result.track.image}
                  previewUrl={result.track.previewUrl}
                  externalUrl={result.track.externalUrl}
                  plays={result.track.plays}
                  coverOnly={!cardComplete}
                />
              )}
              {/* Spec section 4: the block resets whenever the track, the number (as typed) or the theme changes. */}
              <div data-part="after">
                {!commentHeld && (
                  <ResultCommentBlock
                    key={`${result.id}|${theme}|${number}`}
                    result={result}
                    theme={theme}
                    sessionId={state.roomId}
                  />
                )}
              </div>
              {cardShown && !commentHeld && <ReminderOffer />}
            </section>
          )}
        </>
      )}
      <MemoPremiumDialog open={premiumOpen} onOpenChange={setPremiumOpen} />
    </div>
  );
}

/** Tooltips (spec section 9: 700 ms delay, 300 ms skip) live on this page's buttons. */
export default function PlayPage() {
  return (
    <TooltipProvider>
      <PlayPageContent />
    </TooltipProvider>
  );
}
