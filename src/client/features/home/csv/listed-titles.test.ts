/**
 * The card shows a song's title as the person's list has it (issue 24): version tags they see in
 * their own list ("(Remastered 2013)", "(FILM Version)", "- Live") stay on the track; only what
 * labels a video upload ("(Official Video)", "[4K]") goes. The lyrics lookup cleans the title on
 * its side (src/server/fortune/lyrics.ts).
 */
import { describe, expect, it } from "vitest";
import { utf8 } from "./csv.test-helpers";
import type { CsvImportResult } from "./csv-import-result";
import { parsePlaylistCsv } from "./parse-playlist-csv";

const songs = (result: CsvImportResult) => {
  if (!result.ok) throw new Error(result.message);
  return result.tracks.map((track) => [track.title, track.artist]);
};
const read = (text: string) => songs(parsePlaylistCsv(utf8(text), "liste.csv"));

describe("titles keep their version tags in every kind of file", () => {
  it("with an artist column", () => {
    expect(
      read(
        "Track name,Artist name\nHeroes (Remastered 2013),David Bowie\nTum Hi Ho (FILM Version),Arijit Singh\nGülpembe - Live,Barış Manço\n",
      ),
    ).toEqual([
      ["Heroes (Remastered 2013)", "David Bowie"],
      ["Tum Hi Ho (FILM Version)", "Arijit Singh"],
      ["Gülpembe - Live", "Barış Manço"],
    ]);
  });

  it("in rows whose artist cell is empty (Soundiiz's unmatched songs)", () => {
    expect(
      read(
        'title,artist,album,isrc,isFound\n"Heroes (Remastered 2013)",,,,0\n"Mild High Club - Homage",,,,1\n"Tum Hi Ho (FILM Version)",,,,0\n"All This Time","Jonathan Coulton",,,1\n',
      ),
    ).toEqual([
      ["Heroes (Remastered 2013)", "Bilinmeyen sanatçı"],
      ["Homage", "Mild High Club"],
      ["Tum Hi Ho (FILM Version)", "Bilinmeyen sanatçı"],
      ["All This Time", "Jonathan Coulton"],
    ]);
  });

  it('in a list written "Artist - Title"', () => {
    expect(
      read(
        "Queen - Bohemian Rhapsody (Remastered 2011)\nDuman - Bu Akşam (Canlı)\nSezen Aksu - Gülümse\nTarkan - Şımarık (Official Video)\n",
      ),
    ).toEqual([
      ["Bohemian Rhapsody (Remastered 2011)", "Queen"],
      ["Bu Akşam (Canlı)", "Duman"],
      ["Gülümse", "Sezen Aksu"],
      ["Şımarık", "Tarkan"],
    ]);
  });

  it("in a list of store titles whose dash is the version's, not an artist's", () => {
    expect(
      read(
        "Come Together - Remastered 2009\nYesterday - Remastered 2009\nNothing Else Matters - Live\nHey Jude\n",
      ),
    ).toEqual([
      ["Come Together - Remastered 2009", "Bilinmeyen sanatçı"],
      ["Yesterday - Remastered 2009", "Bilinmeyen sanatçı"],
      ["Nothing Else Matters - Live", "Bilinmeyen sanatçı"],
      ["Hey Jude", "Bilinmeyen sanatçı"],
    ]);
  });

  it("in a YouTube exporter's list of videos: the upload's labels go, the version stays", () => {
    expect(
      read(
        "Video ID,Title,Channel\ndQw4w9WgXcQ,Duman - Bu Akşam (Canlı) [4K],Duman\nkXYiU_JCYtU,Gülpembe I Anadolu Rock © 2019 Kalan Müzik,Kalan Müzik\nfJ9rUzIMcZQ,Queen - Bohemian Rhapsody (Official Video Remastered),Queen Official\n",
      ),
    ).toEqual([
      ["Bu Akşam (Canlı)", "Duman"],
      ["Gülpembe", "Bilinmeyen sanatçı"],
      ["Bohemian Rhapsody", "Queen"],
    ]);
  });
});
