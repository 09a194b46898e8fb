import { describe, expect, it } from "vitest";
import { artistFromChannel, cleanVideoTitle, fold } from "./youtube-title";

describe("cleanVideoTitle", () => {
  it.each([
    // [video title, channel, title, artist]
    ["Sezen Aksu - Gülümse (Official Video)", "Sezen Aksu", "Gülümse", "Sezen Aksu"],
    ["MFÖ | Ele Güne Karşı (Şarkı Sözleri)", "Şarkı Sözleri TV", "Ele Güne Karşı", "MFÖ"],
    ["Tarkan - Kuzu Kuzu [Official Music Video] HD", "TarkanVEVO", "Kuzu Kuzu", "Tarkan"],
    ["Artist - Title ft. X (Lyrics)", "Lyrics Channel", "Title", "Artist, X"],
    ["Tarkan - Şımarık (Official Video)", "Tarkan", "Şımarık", "Tarkan"],
    ["Duman - Bu Akşam [Official Music Video]", "DumanVEVO", "Bu Akşam", "Duman"],
    ["maNga - Cevapsız Sorular (Lyrics) | Şarkı Sözleri", "maNga", "Cevapsız Sorular", "maNga"],
    ["Barış Manço – Gülpembe (1981)", "Barış Manço Official", "Gülpembe", "Barış Manço"],
    ["BARIŞ MANÇO - DOMATES BİBER PATLICAN (ŞARKI SÖZLERİ)", "x", "DOMATES BİBER PATLICAN", "BARIŞ MANÇO"],
    ["Teoman - İstanbul'da Sonbahar (Resmi Video Klip)", "Teoman", "İstanbul'da Sonbahar", "Teoman"],
    ["Müslüm Gürses - Affet (Official Audio)", "Müslüm Gürses - Topic", "Affet", "Müslüm Gürses"],
    ["Mabel Matiz - Öyle Kolaysa (Official Lyric Video)", "Mabel Matiz", "Öyle Kolaysa", "Mabel Matiz"],
    ["Cem Karaca — Resimdeki Gözyaşları (Remastered)", "Cem Karaca", "Resimdeki Gözyaşları", "Cem Karaca"],
    ["Manuş Baba - Eteğini Giyerken [Official Video 4K]", "Manuş Baba", "Eteğini Giyerken", "Manuş Baba"],
    [
      "Ajda Pekkan & Tarkan - Ben Yaşarım (Official Video) #shorts",
      "x",
      "Ben Yaşarım",
      "Ajda Pekkan & Tarkan",
    ],
    ["Ezhel - Geceler (prod. by Young Stash)", "Ezhel", "Geceler", "Ezhel"],
    ["Sezen Aksu - Gülümse Official Video", "x", "Gülümse", "Sezen Aksu"],
    ["Sezen Aksu - Gülümse - Lyrics", "x", "Gülümse", "Sezen Aksu"],
    ["Sıla - Vaziyetler | Akustik", "Sıla", "Vaziyetler", "Sıla"],
    ["Mor ve Ötesi - Bir Derdim Var (Resmi Müzik Videosu)", "x", "Bir Derdim Var", "Mor ve Ötesi"],
    ["Zeki Müren - Gözlerinin Hapsindeyim (Şarkı Sözleriyle)", "x", "Gözlerinin Hapsindeyim", "Zeki Müren"],
    ["Artist ft. Other - Song Name (Official Audio)", "x", "Song Name", "Artist, Other"],
    ["Artist - Song (feat. Other) [Official Video]", "x", "Song", "Artist, Other"],
    ["Jay-Z - Izzo (H.O.V.A.)", "JayZVEVO", "Izzo (H.O.V.A.)", "Jay-Z"],
    [
      "Sertab Erener - Everyway That I Can (Eurovision 2003)",
      "x",
      "Everyway That I Can (Eurovision 2003)",
      "Sertab Erener",
    ],
    ["Duman - Bu Akşam (Canlı)", "x", "Bu Akşam (Canlı)", "Duman"],
  ])("%j (channel %j) -> %j by %j", (raw, channel, title, artist) => {
    expect(cleanVideoTitle(raw, channel)).toEqual({ title, artist });
  });

  it("takes the artist from the channel when the title names none", () => {
    expect(cleanVideoTitle("Gidiyorum", "Sezen Aksu - Topic")).toEqual({
      title: "Gidiyorum",
      artist: "Sezen Aksu",
    });
    expect(cleanVideoTitle("Kuzu Kuzu (Official Video)", "TarkanVEVO")).toEqual({
      title: "Kuzu Kuzu",
      artist: "Tarkan",
    });
    expect(cleanVideoTitle("Gülpembe", "Barış Manço Official")).toEqual({
      title: "Gülpembe",
      artist: "Barış Manço",
    });
    expect(cleanVideoTitle("Song Name (feat. Other)", "Main Artist - Topic")).toEqual({
      title: "Song Name",
      artist: "Main Artist, Other",
    });
  });

  it('reads Artist "Title" with quotes', () => {
    expect(cleanVideoTitle('Sezen Aksu "Gülümse"', "x")).toEqual({ title: "Gülümse", artist: "Sezen Aksu" });
    expect(cleanVideoTitle("Tarkan “Kuzu Kuzu” (Official Video)", "x")).toEqual({
      title: "Kuzu Kuzu",
      artist: "Tarkan",
    });
  });

  it("swaps Title - Artist when the channel shows the order is reversed", () => {
    expect(cleanVideoTitle("Gülümse - Sezen Aksu", "Sezen Aksu")).toEqual({
      title: "Gülümse",
      artist: "Sezen Aksu",
    });
    expect(cleanVideoTitle("Gülümse - Sezen Aksu (Official Video)", "Sezen Aksu - Topic")).toEqual({
      title: "Gülümse",
      artist: "Sezen Aksu",
    });
  });

  it("keeps the original title when nothing else would remain, and copes with no channel", () => {
    expect(cleanVideoTitle("Official Video", null)).toEqual({ title: "Official Video", artist: "" });
    expect(cleanVideoTitle("Bir Şarkı", undefined)).toEqual({ title: "Bir Şarkı", artist: "" });
    expect(cleanVideoTitle("  Bir    Şarkı  ", "")).toEqual({ title: "Bir Şarkı", artist: "" });
  });
});

describe("artistFromChannel", () => {
  it.each([
    ["Sezen Aksu - Topic", "Sezen Aksu"],
    ["TarkanVEVO", "Tarkan"],
    ["Duman VEVO", "Duman"],
    ["Barış Manço Official", "Barış Manço"],
    ["Sezen Aksu Official YouTube Channel", "Sezen Aksu"],
    ["Teoman Resmi", "Teoman"],
    ["maNga", "maNga"],
    ["VEVO", "VEVO"],
    ["", ""],
  ])("%j -> %j", (channel, artist) => {
    expect(artistFromChannel(channel)).toBe(artist);
  });
});

describe("fold", () => {
  it("folds Turkish letters one for one, so indexes stay valid", () => {
    const text = "ŞARKI SÖZLERİ İğdır ıI ÇÜĞ";
    expect(fold(text)).toBe("sarki sozleri igdir ii cug");
    expect(fold(text)).toHaveLength(text.length);
  });
});
