/**
 * Real files people have (tests/fixtures/realworld/csv, sources in its SOURCES.md). Each test
 * states what the person who picks the file expects, read from the file itself: how many songs,
 * and the title and artist of songs near its start, middle and end.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type Track, trackSchema } from "@/shared/api/tracks";
import { realworldBytes } from "./csv.test-helpers";
import { type CsvImportSuccess, isCsvLibrary, UNKNOWN_ARTIST } from "./csv-import-result";
import { parsePlaylistCsv } from "./parse-playlist-csv";

function load(name: string): CsvImportSuccess {
  const result = parsePlaylistCsv(realworldBytes(name), name);
  if (!result.ok) throw new Error(`${name}: ${result.error}`);
  for (const track of result.tracks) expect(trackSchema.parse(track)).toEqual(track);
  return result;
}

function song(track: Track | undefined): [string, string] {
  return [track?.title ?? "", track?.artist ?? ""];
}

const FILES = readdirSync(
  fileURLToPath(new URL("../../../../../tests/fixtures/realworld/csv", import.meta.url)),
)
  .filter((name) => name.endsWith(".csv"))
  .sort();

describe("real playlist files", () => {
  it("has a test below for every real file", () => {
    expect(FILES).toEqual([
      "01-exportify-net-Liked_Songs.csv",
      "04-exportify-pavel2025-SpotifyID-playlist.csv",
      "05-plain-title-only-playlist.csv",
      "07-tunemymusic-CSVMusic-My Spotify Library.csv",
      "10-exportify-classic-liked.csv",
      "11-exportify-classic-german-alles.csv",
      "13-soundiiz-results.csv",
      "15-turkish-semicolon-Sosyal Ağ Analizi Veri Seti.csv",
      "17-exportify-pavel-old-BOM-test.csv",
      "19-DERIVED-exportify-classic-turkish-header-on-10.csv",
    ]);
  });

  it("01 exportify.net liked songs: 706 songs, several artists joined by ';' in the file", () => {
    const { tracks, name } = load("01-exportify-net-Liked_Songs.csv");
    expect(name).toBe("01-exportify-net-Liked_Songs");
    expect(tracks).toHaveLength(706);
    expect(song(tracks[0])).toEqual(["Past Fifty", "Stan Rogers"]);
    expect(song(tracks[1])).toEqual(["Oh No, Not I", "Stan Rogers"]);
    expect(song(tracks[8])).toEqual(["Haircut", "Miya Folick, Petey USA"]);
    expect(song(tracks[16])).toEqual([
      "Harvest (feat. Andrew Bird & Chris Stills)",
      "Rufus Wainwright, Andrew Bird, Chris Stills",
    ]);
    expect(song(tracks[352])).toEqual(["10,000 Emerald Pools", "BØRNS"]);
    expect(song(tracks[705])).toEqual(["Burning House", "Cam"]);
    expect(tracks[0]).toMatchObject({
      album: "From Coffee House To Concert Hall",
      durationMs: 236546,
      externalUrl: "https://open.spotify.com/track/5lG8NKD7FnVTJZAhcL5JSS",
      features: { danceability: 0.723, energy: 0.666, tempo: 125.244, source: "csv" },
    });
  });

  it("04 exportify.net 2025 with a Spotify ID column: 93 songs, artists joined by ',' without a space", () => {
    const { tracks } = load("04-exportify-pavel2025-SpotifyID-playlist.csv");
    expect(tracks).toHaveLength(93);
    expect(song(tracks[0])).toEqual(["Un petonet", "The Tyets, Juan Magán"]);
    expect(song(tracks[4])).toEqual([
      "Coti x Coti - Mon DJ & DJ Capde Oficial remix",
      "The Tyets, Mon DJ, DJ Capde",
    ]);
    expect(song(tracks[46])).toEqual(["Let Me Alive", "The Tyets"]);
    expect(song(tracks[92])).toEqual(["Fa Dies", "The Tyets, Chiara Oliver"]);
    expect(tracks[0]).toMatchObject({
      album: "Cafè pels més cafeteros",
      durationMs: 149522,
      externalUrl: "https://open.spotify.com/track/778GQ3Md4lKITSgMPdHU1l",
    });
  });

  it("05 a plain list of titles: 90 songs with the artist unknown, titles as written", () => {
    const { tracks } = load("05-plain-title-only-playlist.csv");
    expect(tracks).toHaveLength(90);
    expect(song(tracks[0])).toEqual(["La Marina Sta Morena", UNKNOWN_ARTIST]);
    expect(song(tracks[3])).toEqual(["L'empordà", UNKNOWN_ARTIST]);
    expect(song(tracks[44])).toEqual(["Fanatica Sensual", UNKNOWN_ARTIST]);
    expect(song(tracks[45])).toEqual(["Vino Tinto", UNKNOWN_ARTIST]);
    // A dash in two titles out of 90 is how the person wrote those titles, not a format.
    expect(song(tracks[79])).toEqual(["Tik Tok - Kesha", UNKNOWN_ARTIST]);
    expect(song(tracks[88])).toEqual(["YMCA", UNKNOWN_ARTIST]);
    expect(song(tracks[89])).toEqual(["Caminando por la vida", UNKNOWN_ARTIST]);
    expect(tracks.every((track) => track.externalUrl === null && track.image === null)).toBe(true);
  });

  it("07 TuneMyMusic library with one playlist: 9 songs, no playlist to choose", () => {
    const result = load("07-tunemymusic-CSVMusic-My Spotify Library.csv");
    expect(isCsvLibrary(result)).toBe(false);
    const { tracks } = result;
    expect(tracks).toHaveLength(9);
    expect(song(tracks[0])).toEqual(["BIRDBRAIN", "Jamie Paige"]);
    expect(song(tracks[4])).toEqual(["Looping the Rooms (feat. HATSUNE MIKU)", "rusino"]);
    expect(song(tracks[6])).toEqual(['Koinu no Carnival -From "Minute Waltz"-', "EHAMIC"]);
    expect(song(tracks[8])).toEqual(["러시안 룰렛 Russian Roulette", "Red Velvet"]);
    expect(tracks[0]).toMatchObject({
      album: "BIRDBRAIN",
      externalUrl: "https://open.spotify.com/track/2DAZakhs7RRCoM6pvLpUEz",
    });
  });

  it("10 classic Exportify: 746 songs with cover, preview and duration; '\\,' inside a name is a comma", () => {
    const { tracks } = load("10-exportify-classic-liked.csv");
    expect(tracks).toHaveLength(746);
    expect(song(tracks[0])).toEqual(["グリズリーに襲われたら♡ - Live in Okinawa", "kamiyado"]);
    expect(song(tracks[1])).toEqual(["Tình ca tây bắc", "Anh Thơ, Việt Hoàn"]);
    expect(song(tracks[2])).toEqual(["Bang Bang", "Jessie J, Ariana Grande, Nicki Minaj"]);
    expect(song(tracks[89])).toEqual([
      "SECRET CODE",
      "THRIVE(cv. Toshiyuki Toyonaga,Natsuki Hanae,Kazuki Kato)",
    ]);
    expect(song(tracks[372])).toEqual(["Có phải em mùa thu Hà Nội", "Hồng Nhung"]);
    expect(song(tracks[607])).toEqual(["Corazon", "KITAKORE(cv. Daisuke Ono,Daisuke Kishio)"]);
    expect(song(tracks[745])).toEqual(["Lost in the Woods - Weezer Version", "Weezer"]);
    expect(tracks[0]).toEqual({
      id: "csv:sp:43U4jRnomBZz8QfnrHh5NS",
      title: "グリズリーに襲われたら♡ - Live in Okinawa",
      artist: "kamiyado",
      album: "Over the Rainbow - Live -",
      image: "https://i.scdn.co/image/ab67616d0000b273e235cf240dfb192a8b6046f5",
      previewUrl:
        "https://p.scdn.co/mp3-preview/8a1b961fa8a1c7e701843ec3ac60db5acc8b788a?cid=9950ac751e34487dbbe027c4fd7f8e99",
      externalUrl: "https://open.spotify.com/track/43U4jRnomBZz8QfnrHh5NS",
      durationMs: 251874,
      features: null,
    });
    expect(tracks.some((track) => /\\/.test(track.artist) || /\\/.test(track.title))).toBe(false);
  });

  it("11 classic Exportify with a German header: 1,860 songs; the one row without a title is skipped", () => {
    const result = load("11-exportify-classic-german-alles.csv");
    const { tracks } = result;
    expect(tracks).toHaveLength(1860);
    expect(result.skipped).toBe(1);
    expect(result.format).toBe("exportify");
    expect(song(tracks[0])).toEqual(["I Want to Conquer the World", "Bad Religion"]);
    expect(song(tracks[84])).toEqual(["Ohio", "Crosby, Stills, Nash & Young"]);
    expect(song(tracks[928])).toEqual(["Ievan Polkka 2K18 - Melbourne Bounce Mix", "Teknova"]);
    expect(song(tracks[1858])).toEqual([
      "Piece of My Heart",
      "Big Brother & The Holding Company, Janis Joplin",
    ]);
    expect(song(tracks[1859])).toEqual(["Sacrifice", "London After Midnight"]);
    expect(tracks[0]).toMatchObject({
      album: "No Control (Re-Issue)",
      image: "https://i.scdn.co/image/ab67616d0000b2736bc0c93f9055968f11f12699",
      previewUrl: expect.stringMatching(/^https:\/\/p\.scdn\.co\/mp3-preview\//),
      externalUrl: "https://open.spotify.com/track/5E4MtBoFdkuNTEqYC23TSH",
      durationMs: 137773,
    });
  });

  it("13 Soundiiz from a YouTube playlist: 94 songs; 'Artist - Title' titles without an artist are split", () => {
    const { tracks } = load("13-soundiiz-results.csv");
    expect(tracks).toHaveLength(94);
    expect(tracks[0]?.title).toContain("Want You Gone");
    expect(tracks[0]?.title).not.toContain("1080p");
    expect(song(tracks[2])).toEqual(["All This Time", "Jonathan Coulton"]);
    expect(song(tracks[4])).toEqual(["Homage", "Mild High Club"]);
    expect(song(tracks[6])).toEqual(["Change The Formality", "Infected Mushroom"]);
    expect(song(tracks[22])).toEqual(["every day", "bo en"]);
    expect(song(tracks[46])).toEqual(["Synthesizer", "Electric Six"]);
    expect(song(tracks[92])).toEqual(["RIP", "Cyriak Harris"]);
    expect(tracks[93]?.title).toBe("Uwa!! So Holiday♫");
  });

  it("15 a Turkish semicolon file with two numbered artist columns: 937 songs, both artists", () => {
    const { tracks } = load("15-turkish-semicolon-Sosyal Ağ Analizi Veri Seti.csv");
    expect(tracks).toHaveLength(937);
    expect(song(tracks[0])).toEqual(["BIRAKMAN DOĞRU MU", "ZEYNEP BASTIK, ANIL PIYANCI"]);
    expect(song(tracks[3])).toEqual(["YATAKTA KARDİYO", "ZEYNEP BASTIK, EDIS"]);
    expect(song(tracks[468])).toEqual(["KADRO", "DEFKHAN, YENER CEVIK"]);
    expect(song(tracks[936])).toEqual(["DARDA KAL", "KAMUFLE, ASPOVA"]);
  });

  it("17 old exportify.net with a byte-order mark: 3 songs", () => {
    const { tracks } = load("17-exportify-pavel-old-BOM-test.csv");
    expect(tracks.map(song)).toEqual([
      ["Put Your Hands Up For Detroit - Radio Edit", "Fedde Le Grand"],
      ["Innocence", "NERO"],
      ["Pressure - Alesso Remix", "Nadia Ali, Starkillers, Alex Kenji, Alesso"],
    ]);
    expect(tracks[2]).toMatchObject({
      durationMs: 365989,
      externalUrl: "https://open.spotify.com/track/2g136494iEXB1GGPakAFzx",
    });
  });

  it("19 file 10 with Exportify's Turkish header reads exactly like file 10", () => {
    const turkish = load("19-DERIVED-exportify-classic-turkish-header-on-10.csv");
    const english = load("10-exportify-classic-liked.csv");
    expect(turkish.tracks).toHaveLength(746);
    expect(turkish.tracks).toEqual(english.tracks);
    expect(
      turkish.tracks.filter((track) => track.durationMs && track.image && track.externalUrl),
    ).toHaveLength(746);
  });

  it("gives every song a stable id named after its Spotify track", () => {
    const { tracks } = load("10-exportify-classic-liked.csv");
    expect(tracks.every((track) => /^csv:sp:[A-Za-z0-9]{22}$/.test(track.id))).toBe(true);
    // The same songs in the German export keep their ids.
    const german = load("11-exportify-classic-german-alles.csv").tracks;
    expect(german[0]?.id).toBe("csv:sp:5E4MtBoFdkuNTEqYC23TSH");
  });
});
