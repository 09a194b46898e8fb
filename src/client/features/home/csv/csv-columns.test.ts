import { describe, expect, it } from "vitest";
import { detectCsvFormat, headerScore, matchColumns, matchHeaderCell, normalizeHeader } from "./csv-columns";
import { EXPORTIFY_TRACK_LABELS, type ExportifyTrackKey } from "./exportify-headers";

describe("normalizeHeader", () => {
  it.each([
    ["SANATÇI", "sanatci"],
    ["Sanatçı", "sanatci"],
    ["sanatci", "sanatci"],
    ["ŞARKI ADI", "sarki adi"],
    ["Şarkı Adı", "sarki adi"],
    ["TITLE", "title"],
    ["Track URI", "track uri"],
    ["Artist Name(s)", "artist name s"],
    ["Spotify - id", "spotify id"],
    ["  Şarkıcı  ", "sarkici"],
    ["İSİM", "isim"],
    ["channelName", "channel name"],
    ["video_id", "video id"],
    ["SANATÇI1", "sanatci 1"],
    ["Künstlername(n)", "kunstlername n"],
    ["トラック名", "トラック名"],
    ["Όνομα κομματιού", "ονομα κομματιου"],
  ])("%s -> %s", (header, expected) => {
    expect(normalizeHeader(header)).toBe(expected);
  });
});

describe("Exportify in every language it exports", () => {
  const expected: Partial<Record<ExportifyTrackKey, string>> = {
    track_name: "title",
    artist_names: "artist",
    album_name: "album",
    album_artist_names: "albumArtist",
    track_uri: "spotifyUri",
    track_duration: "durationMs",
    album_image_url: "image",
    track_preview_url: "previewUrl",
    isrc: "isrc",
    "audio_features.tempo": "tempo",
    "audio_features.energy": "energy",
    artist_uris: "ignore",
    track_number: "ignore",
    album_release_date: "ignore",
  };
  for (const [key, role] of Object.entries(expected)) {
    it(`reads every translation of ${key} as ${role}`, () => {
      for (const label of EXPORTIFY_TRACK_LABELS[key as ExportifyTrackKey]) {
        expect(matchHeaderCell(label), label).toMatchObject({ role, strength: 3, fromExportify: true });
      }
    });
  }

  it("covers at least Turkish, German, Spanish, French, Portuguese and Italian", () => {
    expect(EXPORTIFY_TRACK_LABELS.track_name).toEqual(
      expect.arrayContaining([
        "Parça Adı",
        "Track-Name",
        "Nombre de la canción",
        "Nom du titre",
        "Nome da faixa",
        "Nome della traccia",
      ]),
    );
  });

  it("never gives one normalised label two meanings", () => {
    const roles = new Map<string, string>();
    for (const labels of Object.values(EXPORTIFY_TRACK_LABELS)) {
      for (const label of labels) {
        const key = normalizeHeader(label);
        const role = matchHeaderCell(label)!.role;
        expect(roles.get(key) ?? role, label).toBe(role);
        roles.set(key, role);
      }
    }
  });
});

describe("headers nobody listed, read by their words", () => {
  it.each([
    ["Nome do artista", "artist"],
    ["Interpret", "artist"],
    ["Künstler", "artist"],
    ["Исполнитель", "artist"],
    ["Artistas", "artist"],
    ["Şarkıcılar", "artist"],
    ["Titel", "title"],
    ["Titolo", "title"],
    ["Название трека", "title"],
    ["songTitle", "title"],
    ["Durée (ms)", "durationMs"],
    ["Dauer", "duration"],
    ["Kapak Resmi", "image"],
    ["videoUrl", "url"],
    ["YouTube Video ID", "videoId"],
    ["channel_title", "channel"],
    ["Channel ID", "ignore"],
    ["Liste Adı", "playlist"],
    ["Şarkıcı / Parça", "artistTitle"],
    ["Parça Numarası", "ignore"],
    ["Tür", "ignore"],
  ])("%s -> %s", (header, role) => {
    expect(matchHeaderCell(header)?.role).toBe(role);
  });

  it("reads numbered columns of one kind", () => {
    for (const header of ["SANATÇI 1", "Sanatçı 2", "Artist2", "Şarkıcı 3"]) {
      expect(matchHeaderCell(header), header).toMatchObject({ role: "artist", strength: 2 });
    }
  });

  it("knows no song title as a header", () => {
    for (const cell of ["Şımarık", "Gülpembe", "Blur", "Bohemian Rhapsody", "Tarkan"]) {
      expect(matchHeaderCell(cell), cell).toBeNull();
    }
  });
});

describe("matchColumns", () => {
  it("finds title and artist whatever the case and accents", () => {
    for (const [title, artist] of [
      ["şarkı", "sanatçı"],
      ["Şarkı Adı", "Sanatçı"],
      ["SARKI", "SANATCI"],
      ["song", "singer"],
      ["Track", "Artist"],
      ["Name", "Şarkıcı"],
      ["TITLE", "ARTIST"],
    ] as const) {
      expect(matchColumns(["x", title, artist]), `${title}, ${artist}`).toMatchObject({
        title: 1,
        artists: [2],
      });
    }
  });

  it("prefers a title column over a bare name", () => {
    expect(matchColumns(["Name", "Artist", "Track Name"])).toMatchObject({ title: 2, titleKind: "title" });
  });

  it("does not take Exportify's album columns for title or artist", () => {
    const columns = matchColumns(["Album Name", "Album Artist Name(s)", "Track Name", "Artist Name(s)"]);
    expect(columns).toMatchObject({
      title: 2,
      artists: [3],
      album: 0,
      albumArtist: 1,
      exportifyArtists: true,
    });
  });

  it("joins every artist column named as such, and only those", () => {
    expect(matchColumns(["SANATÇI 1", "SANATÇI 2", "ŞARKI ADI", "TÜR1", "TÜR2"])).toMatchObject({
      title: 2,
      artists: [0, 1],
    });
    expect(matchColumns(["Title", "Artist", "Artist Country"]).artists).toEqual([1]);
  });

  it("reads a TuneMyMusic library header", () => {
    expect(
      matchColumns(["Track name", "Artist name", "Album", "Playlist name", "Type", "ISRC", "Spotify - id"]),
    ).toMatchObject({ title: 0, artists: [1], album: 2, playlist: 3, type: 4, isrc: 5, spotifyId: 6 });
  });

  it("reads YouTube exporter headers", () => {
    expect(matchColumns(["Video ID", "Title", "Channel", "Duration", "Views"])).toMatchObject({
      videoId: 0,
      title: 1,
      channel: 2,
      duration: 3,
      artists: [],
    });
    expect(matchColumns(["index", "title", "videoUrl", "channelName", "channelUrl"])).toMatchObject({
      title: 1,
      url: 2,
      channel: 3,
    });
  });
});

describe("title columns", () => {
  it("a title named outright beats one read from its words, whatever its kind", () => {
    expect(matchColumns(["Name", "Artist", "Movement Name", "Track Count"])).toMatchObject({
      title: 0,
      titleKind: "name",
    });
  });

  it.each([
    ["Track Count", "ignore"],
    ["Disc Count", "ignore"],
    ["Parça Sayısı", "ignore"],
    ["Şarkı Adedi", "ignore"],
    ["Movement Count", "ignore"],
    ["Play Count", "playCount"],
    ["Çalma Sayısı", "playCount"],
    ["Dinlenme Sayısı", "playCount"],
  ])("a count is a number, not what it counts: %s", (header, role) => {
    expect(matchHeaderCell(header)?.role).toBe(role);
  });

  it("a song column read from its words beats a person's name named outright (a request form)", () => {
    const rows = [["2024-05-01 10:00", "Ece", "Gülpembe", "Barış Manço"]];
    expect(matchColumns(["Timestamp", "Name", "Favorite song", "Artist"], rows)).toMatchObject({
      title: 2,
      titleKind: "title",
    });
    expect(matchColumns(["Zaman", "İsim", "Şarkı İsteğin", "Sanatçı"], rows)).toMatchObject({ title: 2 });
  });

  it("reads a title-first column only with its dash: 'Track Artist' is no title", () => {
    expect(matchHeaderCell("Song - Artist")?.role).toBe("titleArtist");
    for (const header of ["Track Artist", "song_artist", "Song Artist"]) {
      expect(matchHeaderCell(header)?.role).not.toBe("titleArtist");
    }
  });

  it("keeps 'Çalma Listesi' a playlist", () => {
    expect(matchHeaderCell("Çalma Listesi")?.role).toBe("playlist");
  });

  it("prefers the title column that holds titles over an empty or numeric one", () => {
    const rows = [
      ["Şımarık", "Tarkan", ""],
      ["Gülpembe", "Barış Manço", ""],
    ];
    expect(matchColumns(["Ad", "Sanatçı", "Eser"], rows)).toMatchObject({ title: 0, titleKind: "name" });
    expect(matchColumns(["Ad", "Sanatçı", "Eser"])).toMatchObject({ title: 2, titleKind: "title" });
  });
});

describe("headerScore", () => {
  it("takes rows that name a title and more", () => {
    expect(headerScore(["Track name", "Artist name"], false)).toBeGreaterThan(0);
    expect(headerScore(["Video ID", "Title", "Channel"], false)).toBeGreaterThan(0);
  });

  it("refuses rows without a title column", () => {
    expect(headerScore(["Playlist title", "Yaz Şarkıları"], true)).toBe(0);
    expect(headerScore(["Videos", "25"], false)).toBe(0);
  });

  it("takes a lone title word only when it is named outright", () => {
    expect(headerScore(["Şarkılar"], true)).toBeGreaterThan(0);
    expect(headerScore(["Song 2", "Blur"], true)).toBe(0);
    expect(headerScore(["Şarkı 1,Tarkan"], true)).toBe(0);
  });
});

describe("detectCsvFormat", () => {
  const detect = (cells: string[]) => detectCsvFormat(cells, matchColumns(cells));

  it("tells the two Exportify layouts apart, in any language", () => {
    expect(detect(["Track URI", "Track Name", "Artist URI(s)", "Artist Name(s)", "Album Image URL"])).toBe(
      "exportify",
    );
    expect(detect(["Track-URI", "Track-Name", "Künstlername(n)", "Album-Bild-URL"])).toBe("exportify");
    expect(detect(["Track URI", "Track Name", "Album Name", "Artist Name(s)", "Duration (ms)"])).toBe(
      "exportify-net",
    );
  });

  it("recognises TuneMyMusic, Soundiiz, YouTube exporters and the rest", () => {
    expect(detect(["Track name", "Artist name", "Album", "Playlist name", "Type", "Spotify - id"])).toBe(
      "tunemymusic",
    );
    expect(detect(["title", "artist", "album", "isrc", "addedDate", "duration", "url"])).toBe("soundiiz");
    expect(detect(["Video ID", "Title", "Channel"])).toBe("youtube");
    expect(detect(["şarkı", "sanatçı"])).toBe("generic");
  });
});
