// @vitest-environment happy-dom
/** The chooser offers a library's playlists counted as each one loads (repeats merged over the limit). */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { type CsvLibrary, isCsvLibrary } from "./csv/csv-import-result";
import { parsePlaylistCsv } from "./csv/parse-playlist-csv";
import { CsvPlaylistChooser, type PlaylistChoice } from "./csv-playlist-chooser";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

const HEADER = "Track name,Artist name,Album,Playlist name,Type,ISRC";
/** `rows` rows of `playlist`, song `i % songs` (from `from`) on row `i`. */
const playlistRows = (playlist: string, rows: number, songs: number, from = 0) =>
  Array.from({ length: rows }, (_, i) => `Şarkı ${from + (i % songs)},Sanatçı,,${playlist},Playlist,`);

function library(lines: string[]): CsvLibrary {
  const result = parsePlaylistCsv(new TextEncoder().encode([HEADER, ...lines].join("\n")), "Kitaplık.csv");
  if (!result.ok || !isCsvLibrary(result)) throw new Error("expected a library");
  return result;
}

function show(result: CsvLibrary) {
  const chosen: PlaylistChoice[] = [];
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <CsvPlaylistChooser
        result={result}
        onChoose={(choice) => chosen.push(choice)}
        onCancel={() => {}}
        onFileDrop={() => {}}
      />,
    ),
  );
  const options = [...document.querySelectorAll('[data-testid="csv-playlist-option"]')].map((label) => ({
    text: label.textContent ?? "",
    disabled: (label.querySelector("input") as HTMLInputElement).disabled,
  }));
  return { options, chosen };
}

describe("CsvPlaylistChooser", () => {
  it("offers a playlist of 10,050 rows and 9,990 songs, and 'all' counted by its songs", () => {
    const { options } = show(
      library([...playlistRows("Dev Liste", 10_050, 9_990), ...playlistRows("Kısa", 2, 2, 3_000)]),
    );
    expect(options).toEqual([
      // songs 3000 and 3001 are in both playlists
      { text: "Tüm listeler9.990 şarkı", disabled: false },
      { text: "Dev Liste9.990 şarkı", disabled: false },
      { text: "Kısa2 şarkı", disabled: false },
    ]);
  });

  it("still refuses a playlist whose songs alone are over the limit", () => {
    const { options } = show(
      library([...playlistRows("Dev Liste", 10_001, 10_001), ...playlistRows("Kısa", 1, 1, 20_000)]),
    );
    expect(options).toEqual([
      { text: "Tüm listeleren fazla 10.000 şarkı10.002 şarkı", disabled: true },
      { text: "Dev Listeen fazla 10.000 şarkı10.001 şarkı", disabled: true },
      { text: "Kısa1 şarkı", disabled: false },
    ]);
  });
});
