import { ListMusic } from "lucide-react";
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { CSV_MAX_ROWS, type CsvLibrary, songsOfChoice } from "./csv/csv-import-result";

export type PlaylistChoice = number | "all";

const count = (n: number) => n.toLocaleString("tr-TR");

interface CsvPlaylistChooserProps {
  result: CsvLibrary;
  onChoose: (choice: PlaylistChoice) => void;
  onCancel: () => void;
  /** A file dropped on the chooser replaces the one being chosen from (and the browser does not open it). */
  onFileDrop: (e: DragEvent) => void;
}

/**
 * A library export holds many playlists (TuneMyMusic's "My Spotify Library"): the person picks
 * the one the fortune comes from, or all of them, before the draw.
 */
export function CsvPlaylistChooser({ result, onChoose, onCancel, onFileDrop }: CsvPlaylistChooserProps) {
  // Counted as each choice loads: a list over the limit counts each song once (its repeats are
  // merged), and so does "all" for a song in several playlists.
  const options: { choice: PlaylistChoice; name: string; count: number }[] = [
    { choice: "all", name: "Tüm listeler", count: songsOfChoice(result, "all") },
    ...result.playlists.map((playlist, index) => ({
      choice: index,
      name: playlist.name || "Adsız liste",
      count: songsOfChoice(result, index),
    })),
  ];
  const fits = (n: number) => n <= CSV_MAX_ROWS;
  const [choice, setChoice] = useState<PlaylistChoice>(() => options.find((o) => fits(o.count))!.choice);
  const headingId = useId();
  const name = useId();
  const checkedRef = useRef<HTMLInputElement>(null);

  // The chooser replaces the drop zone the person just used: bring keyboard focus along.
  useEffect(() => {
    checkedRef.current?.focus({ preventScroll: true });
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChoose(choice);
  };

  return (
    <form
      onSubmit={submit}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onFileDrop}
      className="grid gap-4"
      data-testid="csv-playlist-chooser"
      aria-labelledby={headingId}
    >
      <div className="flex items-start gap-3">
        <ListMusic className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
        <div className="min-w-0">
          <p id={headingId} className="font-semibold">
            Bu dosyada {count(result.playlists.length)} playlist var
          </p>
          <p className="text-muted-foreground text-sm">
            Falın hangisinden çıksın? Birini seç ya da hepsini kullan.
          </p>
        </div>
      </div>
      <fieldset className="min-w-0">
        <legend className="sr-only">Playlist seç</legend>
        <div className="max-h-72 overflow-y-auto overscroll-contain rounded-xl border bg-card/40">
          {options.map((option) => {
            const disabled = !fits(option.count);
            const checked = option.choice === choice;
            return (
              <label
                key={option.choice}
                className={cn(
                  "relative isolate flex min-h-12 cursor-pointer items-center gap-3 border-b px-3 py-2 text-sm transition-colors last:border-b-0 hover:bg-accent/40",
                  checked && "bg-accent/60",
                  disabled && "cursor-not-allowed opacity-55 hover:bg-transparent",
                )}
                data-testid="csv-playlist-option"
              >
                <input
                  ref={checked ? checkedRef : undefined}
                  type="radio"
                  name={name}
                  value={String(option.choice)}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => setChoice(option.choice)}
                  className="peer size-4 shrink-0 accent-[var(--gold)] focus-visible:outline-none"
                />
                {/* the row's keyboard focus, drawn by its radio (no :has()) */}
                <span
                  aria-hidden
                  className="-z-10 -outline-offset-2 pointer-events-none absolute inset-0 peer-focus-visible:bg-accent/60 peer-focus-visible:outline-2 peer-focus-visible:outline-ring"
                />
                {/* the limit under the name, so a phone's narrow row still shows the name */}
                <span className="min-w-0 flex-1">
                  <span className={cn("block truncate", option.choice === "all" && "font-semibold")}>
                    {option.name}
                  </span>
                  {disabled && (
                    <span className="block text-muted-foreground text-xs">en fazla 10.000 şarkı</span>
                  )}
                </span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {count(option.count)} şarkı
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Başka dosya seç
        </Button>
        <Button type="submit" className="sm:min-w-44">
          Bu listeyle devam et
        </Button>
      </div>
    </form>
  );
}
