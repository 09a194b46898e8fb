import { Disc3 } from "lucide-react";
import { useLocation } from "wouter";
import { game } from "@/client/lib/game";
import { toast } from "@/client/lib/use-toast";
import { READY_LISTS, type ReadyListSummary, readyListTracks } from "@/shared/ready-lists";
import { T } from "@/shared/texts";

/** Each list its own hue, so the six cards read apart at a glance (in both themes). */
const HUES: Record<string, string> = {
  "pop-klasikleri": "from-rose-500/25 to-fuchsia-500/10",
  doksanlar: "from-sky-500/25 to-indigo-500/10",
  "anadolu-rock": "from-amber-500/30 to-orange-600/10",
  arabesk: "from-violet-500/25 to-purple-700/10",
  "turkce-rock": "from-zinc-400/25 to-slate-600/10",
  "yeni-nesil-pop": "from-emerald-500/25 to-teal-500/10",
};

function ReadyListCard({ list, onPick }: { list: ReadyListSummary; onPick: (l: ReadyListSummary) => void }) {
  return (
    <li className="w-40 shrink-0 snap-start sm:w-auto">
      <button
        type="button"
        onClick={() => onPick(list)}
        data-testid={`ready-list-${list.id}`}
        className={`group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border bg-gradient-to-br p-3.5 text-left sm:p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-gold/60 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none motion-reduce:hover:translate-y-0 ${HUES[list.id] ?? "from-primary/20 to-primary/5"}`}
      >
        <Disc3
          className="-right-5 -bottom-5 absolute size-24 text-foreground/[0.07] transition-transform duration-700 group-hover:rotate-45 motion-reduce:transition-none"
          aria-hidden
        />
        <span className="font-display font-semibold text-lg leading-tight">{list.name}</span>
        <span className="mt-1 line-clamp-2 text-muted-foreground text-sm">{list.description}</span>
        <span className="mt-auto line-clamp-1 pt-2 text-muted-foreground text-xs sm:line-clamp-none sm:pt-3">
          {list.count.toLocaleString("tr-TR")} şarkı · {list.artists.slice(0, 2).join(", ")}…
        </span>
      </button>
    </li>
  );
}

/**
 * 'Hazır Listeler': one tap loads a list that ships with the app and opens /play; no provider is
 * asked. On a phone the lists are one row that scrolls sideways (the last card peeks out), so the
 * cards for one's own list (Spotify, YouTube, CSV) start on the first screen too.
 */
export function ReadyLists() {
  const [, navigate] = useLocation();
  const pick = (list: ReadyListSummary) => {
    const tracks = readyListTracks(list.id);
    if (!tracks) return;
    game.loadPlaylist({ type: "ready", idOrUrl: list.id, resolvedId: list.id, name: list.name }, tracks);
    toast({ title: T.success, description: T.home.songsLoaded(tracks.length), variant: "success" });
    navigate("/play");
  };
  return (
    <section className="mt-6 sm:mt-10" aria-labelledby="ready-lists-title" data-testid="ready-lists">
      <div className="mb-3 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
        <h2 id="ready-lists-title" className="font-display font-semibold text-2xl">
          Hazır Listeler
        </h2>
        <p className="text-muted-foreground text-sm">
          Playlist aramana gerek yok: Bir liste seç, aklından bir sayı tut.
        </p>
      </div>
      {/* On a phone one row that scrolls sideways: one's own list stays on the first screen below it. */}
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0">
        {READY_LISTS.map((list) => (
          <ReadyListCard key={list.id} list={list} onPick={pick} />
        ))}
      </ul>
    </section>
  );
}
