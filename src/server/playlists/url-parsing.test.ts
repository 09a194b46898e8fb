import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors";
import { PLAYLIST_MESSAGES as M } from "./messages";
import { parseSpotifyPlaylistRef, parseSpotifyRef, parseYoutubePlaylistRef } from "./url-parsing";

const SP = "37i9dQZF1DX0XUsuxWHRQd";
const YT = "PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG";

function rejection(fn: () => unknown): { status: number; message: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, message: err.message };
    throw err;
  }
  throw new Error("expected a rejection");
}

describe("parseSpotifyPlaylistRef", () => {
  it.each([
    [`https://open.spotify.com/playlist/${SP}?si=abc123def456`],
    [`https://open.spotify.com/playlist/${SP}`],
    [`https://open.spotify.com/playlist/${SP}/`],
    [`http://open.spotify.com/playlist/${SP}`],
    [`https://open.spotify.com/intl-tr/playlist/${SP}`],
    [`https://open.spotify.com/intl-pt/playlist/${SP}?si=x&pt=y`],
    [`https://open.spotify.com/embed/playlist/${SP}`],
    [`https://open.spotify.com/embed/playlist/${SP}?utm_source=generator&theme=0`],
    [`https://open.spotify.com/user/spotify/playlist/${SP}`],
    [`https://play.spotify.com/playlist/${SP}`],
    [`open.spotify.com/playlist/${SP}`],
    [`www.open.spotify.com/playlist/${SP}`],
    [`OPEN.SPOTIFY.COM/playlist/${SP}`],
    [`spotify:playlist:${SP}`],
    [`spotify:user:spotify:playlist:${SP}`],
    [SP],
    [`   ${SP}  `],
    [`\n https://open.spotify.com/playlist/${SP}?si=1 \t`],
    [`Bu listeyi dinle: https://open.spotify.com/playlist/${SP}?si=1`],
  ])("accepts %j", (input) => {
    expect(parseSpotifyPlaylistRef(input)).toBe(SP);
  });

  it.each([[""], ["   "], ["\n\t"]])("asks for a URL when the input is blank (%j)", (input) => {
    expect(rejection(() => parseSpotifyPlaylistRef(input))).toEqual({ status: 400, message: M.spotifyBlank });
  });

  it.each([
    ["https://open.spotify.com/track/4u7EnebtmKWzUH433cf5Qv", M.spotifyTrackLink],
    ["https://open.spotify.com/intl-tr/track/4u7EnebtmKWzUH433cf5Qv?si=abc", M.spotifyTrackLink],
    ["spotify:track:4u7EnebtmKWzUH433cf5Qv", M.spotifyTrackLink],
    ["https://open.spotify.com/embed/track/4u7EnebtmKWzUH433cf5Qv", M.spotifyTrackLink],
    ["https://open.spotify.com/intl-tr/artist/4u7EnebtmKWzUH433cf5Qv", M.spotifyArtistLink],
    ["spotify:artist:4u7EnebtmKWzUH433cf5Qv", M.spotifyArtistLink],
    ["https://open.spotify.com/show/4u7EnebtmKWzUH433cf5Qv", M.spotifyPodcastLink],
    ["https://open.spotify.com/episode/4u7EnebtmKWzUH433cf5Qv", M.spotifyPodcastLink],
    ["https://open.spotify.com/user/spotify", M.spotifyOtherLink],
    ["https://open.spotify.com/audiobook/4u7EnebtmKWzUH433cf5Qv", M.spotifyOtherLink],
  ])("says what %j is and what to paste instead", (input, message) => {
    expect(rejection(() => parseSpotifyPlaylistRef(input))).toEqual({ status: 400, message });
  });

  it.each([
    ["https://open.spotify.com/album/6N9PS4QXF1D0OWPk0Sxtb4"],
    ["https://open.spotify.com/album/6N9PS4QXF1D0OWPk0Sxtb4?si=xyz"],
    ["https://open.spotify.com/intl-tr/album/6N9PS4QXF1D0OWPk0Sxtb4"],
    ["https://open.spotify.com/embed/album/6N9PS4QXF1D0OWPk0Sxtb4?utm_source=generator"],
    ["spotify:album:6N9PS4QXF1D0OWPk0Sxtb4"],
    ["Bu albümü dinle: https://open.spotify.com/album/6N9PS4QXF1D0OWPk0Sxtb4"],
  ])("takes the album %j as a list of songs", (input) => {
    expect(parseSpotifyRef(input)).toEqual({ kind: "album", id: "6N9PS4QXF1D0OWPk0Sxtb4" });
    expect(parseSpotifyPlaylistRef(input)).toBe("album:6N9PS4QXF1D0OWPk0Sxtb4");
  });

  it.each([["https://open.spotify.com/album/abc"], ["spotify:album:"], ["spotify:album:abc"]])(
    "rejects the malformed album reference %j",
    (input) => {
      expect(rejection(() => parseSpotifyPlaylistRef(input))).toEqual({
        status: 400,
        message: M.spotifyInvalid,
      });
    },
  );

  it.each([["https://spotify.link/AbCdEf123"], ["spotify.link/AbCdEf123"], ["https://spotify.app.link/xyz"]])(
    "explains that short links %j cannot be opened",
    (input) => {
      expect(rejection(() => parseSpotifyPlaylistRef(input))).toEqual({
        status: 400,
        message: M.spotifyShortLink,
      });
    },
  );

  it.each([
    ["merhaba"],
    ["37i9dQZF1DX0XUsuxWHRQ"], // 21 characters
    ["37i9dQZF1DX0XUsuxWHRQdX"], // 23 characters
    ["37i9dQZF1DX0XUsuxWHR-d"], // not base62
    [`https://evil.example.com/playlist/${SP}`],
    [`https://open.spotify.com.evil.example/playlist/${SP}`],
    [`https://open.spotify.com/playlist/`],
    [`https://open.spotify.com/playlist/abc`],
    [`https://open.spotify.com/`],
    [`spotify:playlist:abc`],
    [`https://www.youtube.com/playlist?list=${YT}`],
    ["javascript:alert(1)"],
    [`ftp://open.spotify.com/playlist/${SP}`],
  ])("rejects %j with a Turkish message", (input) => {
    expect(rejection(() => parseSpotifyPlaylistRef(input))).toEqual({
      status: 400,
      message: M.spotifyInvalid,
    });
  });
});

describe("parseYoutubePlaylistRef", () => {
  it.each([
    [`https://www.youtube.com/playlist?list=${YT}`],
    [`https://youtube.com/playlist?list=${YT}&si=abc`],
    [`http://www.youtube.com/playlist?list=${YT}`],
    [`https://m.youtube.com/playlist?list=${YT}`],
    [`https://music.youtube.com/playlist?list=${YT}`],
    [`https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${YT}&index=3`],
    [`https://www.youtube.com/watch?list=${YT}&v=dQw4w9WgXcQ`],
    [`https://youtu.be/dQw4w9WgXcQ?list=${YT}`],
    [`https://www.youtube-nocookie.com/embed/videoseries?list=${YT}`],
    [`youtube.com/playlist?list=${YT}`],
    [`www.youtube.com/playlist?list=${YT}`],
    [`m.youtube.com/playlist?list=${YT}`],
    [`music.youtube.com/playlist?list=${YT}`],
    [`youtu.be/dQw4w9WgXcQ?list=${YT}`],
    [YT],
    [`  ${YT}\n`],
    [`Şu listeye bak https://www.youtube.com/playlist?list=${YT}`],
  ])("accepts %j", (input) => {
    expect(parseYoutubePlaylistRef(input)).toBe(YT);
  });

  it.each([
    ["OLAK5uy_kH1u2m3B4v5C6x7Y8z9A0b1C2d3E4f5G"],
    ["UUsT0YIqwnpJCM-mx7-gSA4Q"],
    ["FLsT0YIqwnpJCM-mx7-gSA4Q"],
    ["PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs"],
    ["PL6B3937A5D230E335"],
  ])("accepts the bare id %j", (id) => {
    expect(parseYoutubePlaylistRef(id)).toBe(id);
  });

  it.each([[""], ["  "], ["\t\n"]])("asks for a URL when the input is blank (%j)", (input) => {
    expect(rejection(() => parseYoutubePlaylistRef(input))).toEqual({ status: 400, message: M.youtubeBlank });
  });

  // the Data API lists the first page of many mixes (a real answer had 50 songs): they are tried,
  // and the client says what a mix is when the API refuses one
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=RDdQw4w9WgXcQ&start_radio=1", "RDdQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?v=YaEG2aWJnZ8&list=RDYaEG2aWJnZ8", "RDYaEG2aWJnZ8"],
    [
      "https://music.youtube.com/playlist?list=RDCLAK5uy_kmPRjHDECIcuVwnKsx2Ng7fyNgFKWNJFs",
      "RDCLAK5uy_kmPRjHDECIcuVwnKsx2Ng7fyNgFKWNJFs",
    ],
    ["RDdQw4w9WgXcQ", "RDdQw4w9WgXcQ"],
    ["RDCLAK5uy_kmPRjHDECIcuVwnKsx2Ng7fyNgFKWNJFs", "RDCLAK5uy_kmPRjHDECIcuVwnKsx2Ng7fyNgFKWNJFs"],
  ])("passes the mix %j on to be tried", (input, id) => {
    expect(parseYoutubePlaylistRef(input)).toBe(id);
  });

  it.each([["https://www.youtube.com/playlist?list=LL"], ["https://www.youtube.com/playlist?list=WL"]])(
    "explains that personal lists like %j are private",
    (input) => {
      expect(rejection(() => parseYoutubePlaylistRef(input))).toEqual({
        status: 400,
        message: M.youtubePersonalList,
      });
    },
  );

  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42"],
  ])("says %j is a single video", (input) => {
    expect(rejection(() => parseYoutubePlaylistRef(input))).toEqual({
      status: 400,
      message: M.youtubeVideoOnly,
    });
  });

  it.each([
    ["merhaba dünya"],
    ["PL"],
    ["PLshort"],
    ["XX0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG"],
    [`https://www.youtube.com.evil.example/playlist?list=${YT}`],
    [`https://vimeo.com/playlist?list=${YT}`],
    ["https://www.youtube.com/@tarkan"],
    ["https://www.youtube.com/playlist?list=PL%3Cscript%3E"],
    [`https://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd`],
  ])("rejects %j with a Turkish message", (input) => {
    expect(rejection(() => parseYoutubePlaylistRef(input))).toEqual({
      status: 400,
      message: M.youtubeInvalid,
    });
  });
});
