/**
 * Starts every fake provider on 127.0.0.1 and gives the environment that points the app at them
 * (used by the end-to-end tests).
 */
import { startFakeLlm } from "./llm";
import { startFakeLrclib } from "./lrclib";
import { type FakeOAuth, startOAuthFake } from "./oauth";
import { type FakePush, startPushFake } from "./push";
import { type FakeRevenueCat, startRevenueCatFake } from "./revenuecat";
import { FAKE_SPOTIFY_CLIENT_ID, FAKE_SPOTIFY_CLIENT_SECRET, startSpotifyFake } from "./spotify";
import { FAKE_YOUTUBE_API_KEY, startYoutubeFake } from "./youtube";

export interface RunningFakes {
  env: Record<string, string>;
  /** the sign-in providers' fakes (their `/_fake/user` sets who signs in next) */
  oauth: { google: FakeOAuth; github: FakeOAuth; x: FakeOAuth };
  /** RevenueCat's REST API (restore); the webhook secret is in `env` */
  revenueCat: FakeRevenueCat;
  /** a push service (https, its certificate in NODE_EXTRA_CA_CERTS); the VAPID test keys are in `env` */
  push: FakePush;
  close(): Promise<void>;
}

export interface AllFakesOptions {
  /** give the app Spotify credentials (Web API path); default: keyless embed page */
  spotifyCredentials?: boolean;
  /** configure the model (default: none, so the offline composer writes comments) */
  llm?: boolean;
}

export async function startAllFakes(options: AllFakesOptions = {}): Promise<RunningFakes> {
  const [spotify, youtube, lrclib, llm, google, github, x, revenueCat, push] = await Promise.all([
    startSpotifyFake(),
    startYoutubeFake(),
    startFakeLrclib(),
    startFakeLlm(),
    startOAuthFake("google"),
    startOAuthFake("github"),
    startOAuthFake("x"),
    startRevenueCatFake(),
    startPushFake(),
  ]);
  const env: Record<string, string> = {
    ...spotify.env(),
    YOUTUBE_API_BASE: youtube.url,
    YOUTUBE_API_KEY: FAKE_YOUTUBE_API_KEY,
    LRCLIB_BASE: lrclib.url,
    ...google.env(),
    ...github.env(),
    ...x.env(),
    ...revenueCat.env(),
    // VAPID test keys, the fake as the one push service, trusted through NODE_EXTRA_CA_CERTS
    ...push.env(),
    // The real media hosts (CSV files carry their URLs; nothing is fetched from them in tests,
    // where the browser's requests to them are answered by the tests) and the fakes' own.
    MEDIA_ALLOWED_HOSTS: [
      "i.scdn.co",
      "mosaic.scdn.co",
      "image-cdn-ak.spotifycdn.com",
      "image-cdn-fa.spotifycdn.com",
      "p.scdn.co",
      "i.ytimg.com",
      // the sign-in providers' picture hosts (profile pictures)
      "lh3.googleusercontent.com",
      "avatars.githubusercontent.com",
      "pbs.twimg.com",
      "127.0.0.1",
      spotify.host,
      youtube.host,
    ].join(","),
  };
  if (options.spotifyCredentials) {
    env.SPOTIFY_CLIENT_ID = FAKE_SPOTIFY_CLIENT_ID;
    env.SPOTIFY_CLIENT_SECRET = FAKE_SPOTIFY_CLIENT_SECRET;
  }
  if (options.llm) {
    env.LLM_BASE_URL = llm.url;
    env.LLM_MODEL = "fake-model";
  }
  return {
    env,
    oauth: { google, github, x },
    revenueCat,
    push,
    async close() {
      await Promise.all([
        spotify.close(),
        youtube.close(),
        lrclib.close(),
        llm.close(),
        google.close(),
        github.close(),
        x.close(),
        revenueCat.close(),
        push.close(),
      ]);
    },
  };
}
