import { FileSpreadsheet, Upload } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { game } from "@/client/lib/game";
import { toast } from "@/client/lib/use-toast";
import { cn } from "@/client/lib/utils";
import { T } from "@/shared/texts";
import {
  type CsvImportSuccess,
  type CsvLibrary,
  choosePlaylist,
  csvImportSummary,
  isCsvLibrary,
} from "./csv/csv-import-result";
import { importCsvFile } from "./csv/import-csv-file";
import { CsvPlaylistChooser, type PlaylistChoice } from "./csv-playlist-chooser";

/** The CSV source: drop a file or pick one; parsed in the browser (spec: client-side). */
export function CsvCard() {
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  /** A library export waiting for the person to pick one of its playlists. */
  const [library, setLibrary] = useState<{ result: CsvLibrary; fileName: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [, navigate] = useLocation();
  const inputId = useId();

  function start(result: CsvImportSuccess, fileName: string, choice: PlaylistChoice) {
    const chosen = choosePlaylist(result, choice);
    const playlist = choice === "all" ? null : result.playlists?.[choice];
    const name = playlist ? `${playlist.name || "Adsız liste"} (${result.name})` : result.name;
    game.loadPlaylist({ type: "csv", idOrUrl: fileName, name }, chosen.tracks);
    toast({ title: T.success, description: csvImportSummary(chosen, chosen.tracks), variant: "success" });
    navigate("/play");
  }

  async function handle(file: File | undefined) {
    if (!file || busy) return;
    setBusy(true);
    try {
      const result = await importCsvFile(file);
      if (!result.ok) {
        toast({ title: T.home.loadErrorTitle, description: result.message, variant: "destructive" });
        return;
      }
      if (isCsvLibrary(result)) {
        setLibrary({ result, fileName: file.name });
        return;
      }
      start(result, file.name, "all");
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) setLibrary(null);
    void handle(file);
  };

  return (
    <Card className="flex scroll-mt-20 flex-col" data-testid="csv-card">
      <CardHeader className="pb-4">
        <div className="flex items-center gap-3">
          <div className="flex size-10 items-center justify-center rounded-xl bg-secondary text-gold">
            <FileSpreadsheet className="size-5" aria-hidden />
          </div>
          <div>
            <CardTitle className="font-sans font-semibold text-lg">CSV Dosyası</CardTitle>
            <CardDescription>Exportify, TuneMyMusic, Soundiiz, Last.fm ya da kendi listen</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="mt-auto">
        {library ? (
          <CsvPlaylistChooser
            result={library.result}
            onChoose={(choice) => start(library.result, library.fileName, choice)}
            onCancel={() => setLibrary(null)}
            onFileDrop={onDrop}
          />
        ) : (
          <label
            htmlFor={inputId}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              "relative flex min-h-[5.75rem] cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-input border-dashed px-4 py-3 text-center text-sm transition-colors hover:border-gold/70 hover:bg-accent/40",
              dragging && "border-gold bg-accent/50",
              busy && "pointer-events-none opacity-60",
            )}
          >
            {busy ? (
              <span className="flex items-center gap-2">
                <Spinner />
                {T.loading}
              </span>
            ) : (
              <>
                <Upload className="size-5 text-muted-foreground" aria-hidden />
                <span>
                  <span className="font-semibold">Dosya seç</span> ya da buraya bırak
                </span>
                <span className="text-muted-foreground text-xs">.csv · en fazla 5 MB, 10.000 şarkı</span>
              </>
            )}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain"
              className="peer sr-only"
              disabled={busy}
              onChange={(e) => void handle(e.target.files?.[0])}
              data-testid="csv-input"
            />
            {/* the keyboard's focus ring over the dashed border, drawn by the input (no :has()) */}
            <span
              aria-hidden
              className="-inset-0.5 pointer-events-none absolute rounded-xl border-2 border-transparent peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/40"
            />
          </label>
        )}
      </CardContent>
    </Card>
  );
}
