/**
 * The HTTP contract between client and server: every request and response body as a zod schema, and
 * at the end the table of every endpoint. Types are derived from these schemas, never written twice.
 *
 * The server (and tests) import this module. The client imports its types from `./api-types` and
 * plain values from `./limits`, `./texts` and `./themes`, so neither zod nor a schema reaches a
 * browser chunk (biome.json enforces it; the build checks the chunks).
 */
import { z } from "zod";
import { stripInvisible } from "./invisible";
import {
  AUDIO_FEATURES_MAX_IDS,
  COMMENT_KINDS,
  DEFAULT_PERSONA,
  DRAW_KINDS,
  DRAW_SOURCE_TYPES,
  EMAIL_MAX,
  FRIEND_NAME_MAX,
  HINT_MAX,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  HISTORY_SEARCH_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  URL_OR_ID_MAX,
} from "./limits";
import { SHARE_THEME_IDS } from "./share-themes";
import { DELETE_CONFIRM_WORD, SIGN_IN_PROVIDERS } from "./sign-in";
import { T } from "./texts";
import { THEME_IDS } from "./themes";

// ---------- users and auth ----------
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const emailField = z
  .string({ error: "E-posta gerekli" })
  .trim()
  .toLowerCase()
  .min(1, "E-posta gerekli")
  .max(EMAIL_MAX, "E-posta adresi çok uzun")
  .pipe(z.email({ error: "Geçerli bir e-posta adresi gir" }));

const optionalName = (label: string) =>
  z
    .string({ error: `${label} metin olmalı` })
    .overwrite(stripInvisible)
    .trim()
    .max(NAME_MAX, `${label} en fazla ${NAME_MAX} karakter olabilir`)
    .nullish()
    .transform((v) => (v ? v : null));

export const registerBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Şifre gerekli" })
    .min(PASSWORD_MIN, T.login.passwordTooShort)
    .max(PASSWORD_MAX, `Şifre en fazla ${PASSWORD_MAX} karakter olabilir`),
  firstName: optionalName("Ad"),
  lastName: optionalName("Soyad"),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: z
    .string({ error: "E-posta gerekli" })
    .trim()
    .toLowerCase()
    .min(1, "E-posta gerekli")
    .max(EMAIL_MAX, "E-posta adresi çok uzun"),
  password: z.string({ error: "Şifre gerekli" }).min(1, "Şifre gerekli").max(PASSWORD_MAX),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const messageSchema = z.object({ message: z.string() });
export type ApiMessage = z.infer<typeof messageSchema>;

// ---------- sign-in with Google, GitHub and X ----------
export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS);

/** GET /api/auth/pending: a provider sign-in that gave no email, waiting for one. */
export const pendingSignupSchema = z.object({
  provider: signInProviderSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type PendingSignup = z.infer<typeof pendingSignupSchema>;
export const pendingSignupBodySchema = z.object({ email: emailField });
export type PendingSignupBody = z.input<typeof pendingSignupBodySchema>;

// ---------- the account (profile page, KVKK) ----------
const NAME_CHARACTERS = /^[\p{L}\p{M}' .\-’]*$/u;
/** A name on the profile: trimmed, inner spaces collapsed, letters of any alphabet (ç ğ ı İ ö ş ü). */
const profileName = (label: string) =>
  z
    .string({ error: `${label} metin olmalı` })
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .max(NAME_MAX, `${label} en fazla ${NAME_MAX} karakter olabilir`)
        .regex(NAME_CHARACTERS, `${label} yalnızca harf, boşluk, kesme işareti, nokta ve tire içerebilir`),
    )
    .nullish()
    .transform((v) => (v ? v : null));

export const updateAccountBodySchema = z.object({
  firstName: profileName("Ad"),
  lastName: profileName("Soyad"),
});
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

const newPasswordField = z
  .string({ error: "Yeni şifre gerekli" })
  .min(PASSWORD_MIN, T.login.passwordTooShort)
  .max(PASSWORD_MAX, `Şifre en fazla ${PASSWORD_MAX} karakter olabilir`);

export const changePasswordBodySchema = z.object({
  /** required when the account has a password; an account made through a provider sets its first */
  currentPassword: z.string({ error: "Mevcut şifre metin olmalı" }).max(PASSWORD_MAX).optional(),
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** `password` for an account that has one; otherwise the typed word SİL. */
export const deleteAccountBodySchema = z.object({
  password: z.string({ error: "Şifre metin olmalı" }).max(PASSWORD_MAX).optional(),
  confirm: z
    .string({ error: `Onay için ${DELETE_CONFIRM_WORD} yaz` })
    .max(20)
    .optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export const signInMethodSchema = z.object({
  /** "password": email and password; the others: a linked provider account */
  provider: z.enum(["password", ...SIGN_IN_PROVIDERS]),
  /** the email the provider gave for the linked account, when it gave one */
  email: z.string().nullable(),
  /** when the method was added (the account's creation for the password) */
  linkedAt: z.string(),
});
export type SignInMethod = z.infer<typeof signInMethodSchema>;

export const accountSessionSchema = z.object({
  /** a public id of its own: neither the cookie's token nor its hash */
  id: z.string(),
  /** the session of the browser asking */
  current: z.boolean(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSchema = z.object({
  user: userSchema,
  /** member since */
  createdAt: z.string(),
  hasPassword: z.boolean(),
  methods: z.array(signInMethodSchema),
  sessions: z.array(accountSessionSchema),
});
export type Account = z.infer<typeof accountSchema>;

export const revokeSessionsResponseSchema = z.object({ message: z.string(), count: z.number().int() });
export type RevokeSessionsResponse = z.infer<typeof revokeSessionsResponseSchema>;

// ---------- this server's public settings (GET /api/config) ----------
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  privacyEmail: z.string(),
  /** false when no YouTube API key is set: the home card says so before anyone types */
  youtubeConfigured: z.boolean(),
  /** the sign-in providers whose keys are set: only these get a button */
  signInProviders: z.array(signInProviderSchema),
  /**
   * Who runs the comment model (LLM_PROVIDER_NAME, else the model server's host), or null when no
   * model is configured and comments are written on our server: the privacy page and the hint
   * field say where the hint goes (KVKK art. 9, ADR 020).
   */
  modelProvider: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

// ---------- tracks ----------
/** Features of a track's sound. Values from analysis of a preview or from a CSV file's columns. */
export const audioFeaturesSchema = z.object({
  /** beats per minute */
  tempo: z.number().min(0).max(400).nullish(),
  /** 0..1 */
  energy: z.number().min(0).max(1).nullish(),
  /** average loudness in dBFS (negative numbers) */
  loudness: z.number().min(-100).max(10).nullish(),
  /** 0..1, share of high frequencies (spectral centroid normalised) */
  brightness: z.number().min(0).max(1).nullish(),
  /** 0..1, Spotify-style, from CSV files only */
  valence: z.number().min(0).max(1).nullish(),
  danceability: z.number().min(0).max(1).nullish(),
  acousticness: z.number().min(0).max(1).nullish(),
  /** pitch class 0 = C ... 11 = B */
  key: z.number().int().min(0).max(11).nullish(),
  /** 1 = major, 0 = minor */
  mode: z.number().int().min(0).max(1).nullish(),
  source: z.enum(["analysis", "csv"]).optional(),
});
export type AudioFeatures = z.infer<typeof audioFeaturesSchema>;

const boundedText = (max: number, label: string) =>
  z.string({ error: `${label} metin olmalı` }).max(max, `${label} en fazla ${max} karakter olabilir`);
/** Text shown to people (titles, names): bidi and zero-width characters removed before the limit. */
const displayText = (max: number, label: string) =>
  z
    .string({ error: `${label} metin olmalı` })
    .overwrite(stripInvisible)
    .max(max, `${label} en fazla ${max} karakter olabilir`);
const optionalLink = (label: string) => boundedText(2000, label).nullish();
/** A link a stored row keeps: absent becomes null. */
const nullableLink = (label: string) => optionalLink(label).transform((v) => v ?? null);

export const trackSchema = z.object({
  /** provider id; a 'csv:' prefix marks a CSV track (csv:sp:…, csv:isrc:…, csv:yt:…, csv:t:<hash>) */
  id: boundedText(200, "Şarkı kimliği").min(1, "Şarkı kimliği gerekli"),
  title: displayText(300, "Şarkı adı"),
  artist: displayText(300, "Sanatçı"),
  image: optionalLink("Kapak bağlantısı"),
  previewUrl: optionalLink("Önizleme bağlantısı"),
  externalUrl: optionalLink("Şarkı bağlantısı"),
  /** audio features carried by a CSV file (Exportify columns) */
  features: audioFeaturesSchema.nullish(),
  /** duration in milliseconds, where known (helps the lyrics lookup) */
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .nullish(),
  album: displayText(300, "Albüm adı").nullish(),
});
export type Track = z.infer<typeof trackSchema>;

export const themeIdSchema = z.enum(THEME_IDS, { error: "Geçersiz tema" });
export const shareThemeIdSchema = z.enum(SHARE_THEME_IDS, { error: "Geçersiz paylaşım teması" });

// ---------- playlists (POST /api/spotify/tracks, POST /api/youtube/tracks) ----------
const playlistTracksBody = (blankMessage: string) =>
  z.object({
    urlOrId: z
      .string({ error: blankMessage })
      .trim()
      .min(1, blankMessage)
      .max(URL_OR_ID_MAX, "Bağlantı çok uzun"),
  });
export const spotifyTracksBodySchema = playlistTracksBody(T.home.spotifyBlank);
export const youtubeTracksBodySchema = playlistTracksBody(T.home.youtubeBlank);

export const playlistTracksResponseSchema = z.object({
  /** the playlist id the server resolved from the link */
  id: z.string(),
  tracks: z.array(trackSchema),
  /** the playlist is longer than the server reads (1,000 rows): these are its first rows */
  capped: z.boolean().optional(),
});
export type PlaylistTracksResponse = z.infer<typeof playlistTracksResponseSchema>;

// ---------- the comment (POST /api/comment) ----------
const personaLevel = z
  .number({ error: "Persona seviyesi 1 ile 3 arasında bir tam sayı olmalı" })
  .int()
  .min(1)
  .max(3);
export const personaSchema = z.object(
  {
    mysticLevel: personaLevel,
    directness: personaLevel,
    optimism: personaLevel,
  },
  { error: "Persona bilgisi hatalı" },
);
export type Persona = z.infer<typeof personaSchema>;
export const hintSchema = z
  .string({ error: "İpucu metin olmalı" })
  .trim()
  .max(HINT_MAX, `İpucu en fazla ${HINT_MAX} karakter olabilir`)
  .nullish()
  .transform((v) => (v ? v : null));

export const commentRequestSchema = z.object({
  track: z.object(trackSchema.shape, { error: "Şarkı bilgisi eksik veya hatalı" }),
  theme: themeIdSchema,
  audio: audioFeaturesSchema.nullish(),
  hint: hintSchema,
  /** spec section 3: fixed at 2, 2, 2; a client that leaves it out gets that */
  persona: personaSchema.default(DEFAULT_PERSONA),
  /** the draw's salt (roomId-sourceId-round): makes the comment of one draw reproducible */
  salt: z.string().max(300).nullish(),
  /** the number the person chose, as text (may be longer than 15 digits) */
  number: z.string().max(60).nullish(),
});
export type CommentRequest = z.input<typeof commentRequestSchema>;

/** The texts of a comment (spec section 3); also the JSON shape the model is asked to write. */
export const commentResponseSchema = z.object({
  headline: z.string(),
  short: z.string(),
  long: z.string(),
});
export type GeneratedCommentDto = z.infer<typeof commentResponseSchema>;

/** What POST /api/comment answers: the texts, and the server's record of them. */
export const commentAnswerSchema = commentResponseSchema.extend({
  /** the server's record of this comment: POST /api/draws saves the draw from it, by this id */
  commentId: z.string(),
  /**
   * "fortune", or "support" when the hint suggests self-harm: then the texts are a support message
   * (with the emergency number 112) instead of a fortune, and the comment cannot be saved or shared
   */
  kind: z.enum(COMMENT_KINDS),
});
export type CommentAnswer = z.infer<typeof commentAnswerSchema>;

// ---------- melody (POST /api/audio-features) ----------
export const audioFeaturesRequestSchema = z.object({
  trackIds: z
    .array(z.string({ error: "Şarkı kimliği metin olmalı" }).max(200, "Şarkı kimliği çok uzun"), {
      error: "Şarkı kimlikleri bir liste olmalı",
    })
    .max(AUDIO_FEATURES_MAX_IDS, `En fazla ${AUDIO_FEATURES_MAX_IDS} şarkı sorulabilir`),
});
/** By track id; a track that could not be analysed is left out. */
export const audioFeaturesResponseSchema = z.record(z.string(), audioFeaturesSchema);

// ---------- draws ----------
export const drawSourceTypeSchema = z.enum(DRAW_SOURCE_TYPES, { error: "Geçersiz kaynak" });

export const COMMENT_ID_MISSING =
  "Kaydedilecek fal yorumu belirtilmemiş. Önce bir fal yorumu oluştur, sonra onu kaydet.";

/** Where a saved draw (single or spread) was drawn: the browser session and the playlist's source. */
const drawOriginFields = {
  sessionId: boundedText(100, "Oturum kimliği")
    .nullish()
    .transform((v) => v ?? null),
  /**
   * Where the playlist came from, as the client loaded it; absent (an older client): the server
   * reads it from the track id. Must agree with the track id (a 'csv:' id is a CSV track).
   */
  sourceType: drawSourceTypeSchema.nullish().transform((v) => v ?? null),
  /** the playlist's id as the server resolved it when it was loaded; ignored for CSV */
  sourceId: z
    .string({ error: "Kaynak kimliği metin olmalı" })
    .trim()
    .max(200, "Kaynak kimliği en fazla 200 karakter olabilir")
    .regex(/^[A-Za-z0-9_:.-]*$/, "Geçersiz kaynak kimliği")
    .nullish()
    .transform((v) => v || null),
};

/**
 * A draw is saved from the server's record of a comment (`commentId`): its headline, short, long and
 * comment, and the track's title and artist, are the record's, whatever the body says. The body
 * still carries the spec's fields (section 7); the texts are accepted and ignored.
 */
export const createDrawBodySchema = z.object({
  /** from POST /api/comment */
  commentId: z
    .string({ error: COMMENT_ID_MISSING })
    .trim()
    .min(1, COMMENT_ID_MISSING)
    .max(100, "Fal yorumu kimliği çok uzun"),
  number: z
    .union([
      z
        .string()
        .trim()
        .regex(/^[+-]?\d{1,60}$/, "Geçersiz sayı"),
      z.number().int(),
    ])
    .transform(String),
  trackId: boundedText(200, "Şarkı kimliği").min(1, "Şarkı kimliği gerekli"),
  trackTitle: displayText(300, "Şarkı adı"),
  trackArtist: displayText(300, "Sanatçı"),
  trackImage: nullableLink("Kapak bağlantısı"),
  trackPreviewUrl: nullableLink("Önizleme bağlantısı"),
  trackExternalUrl: nullableLink("Şarkı bağlantısı"),
  theme: themeIdSchema,
  headline: boundedText(300, "Başlık"),
  short: boundedText(1000, "Kısa yorum"),
  long: boundedText(6000, "Uzun yorum"),
  comment: boundedText(1000, "Yorum"),
  ...drawOriginFields,
});
export type CreateDrawBody = z.input<typeof createDrawBodySchema>;
/** The body as the server reads it: trimmed, links null when absent. */
export type CreateDrawData = z.output<typeof createDrawBodySchema>;
export const createDrawResponseSchema = z.object({ id: z.string() });
export type CreateDrawResponse = z.infer<typeof createDrawResponseSchema>;

// ---------- 'Geçmiş · Şimdi · Gelecek' (POST /api/spreads, Premium) ----------
/** The two songs a spread keeps beside its first one (the draw's own track columns). */
export const spreadCardSchema = z.object({
  number: z.string(),
  trackTitle: z.string(),
  trackArtist: z.string(),
  trackImage: z.string().nullable(),
  trackExternalUrl: z.string().nullable(),
});
export type SpreadCard = z.infer<typeof spreadCardSchema>;

const SPREAD_NUMBERS_NEEDED = "Geçmiş, şimdi ve gelecek için üç sayı gerekli";
/**
 * A three-number spread: the cards in the order past, present, future, each with its number and the
 * track that number drew from the loaded list. The server writes one comment for the three and
 * saves one draw.
 */
export const createSpreadBodySchema = z.object({
  cards: z
    .array(
      z.object(
        {
          number: z
            .string({ error: "Bir sayı yaz" })
            .trim()
            .regex(/^[+-]?\d{1,60}$/, "Geçersiz sayı")
            .transform((v) => BigInt(v).toString()),
          track: z.object(trackSchema.shape, { error: "Şarkı bilgisi eksik veya hatalı" }),
          audio: audioFeaturesSchema.nullish().transform((v) => v ?? null),
        },
        { error: "Şarkı bilgisi eksik veya hatalı" },
      ),
      { error: SPREAD_NUMBERS_NEEDED },
    )
    .length(3, SPREAD_NUMBERS_NEEDED),
  theme: themeIdSchema,
  hint: hintSchema,
  persona: personaSchema.default(DEFAULT_PERSONA),
  ...drawOriginFields,
});
export type CreateSpreadBody = z.input<typeof createSpreadBodySchema>;
export type CreateSpreadData = z.output<typeof createSpreadBodySchema>;
/** The combined comment and the saved draw's id; `id` is null for a support message (never saved). */
export const spreadAnswerSchema = commentResponseSchema.extend({
  id: z.string().nullable(),
  kind: z.enum(COMMENT_KINDS),
});
export type SpreadAnswer = z.infer<typeof spreadAnswerSchema>;

/** A draw as its owner sees it (history, favourites). */
export const savedDrawSchema = z.object({
  id: z.string(),
  number: z.string(),
  trackId: z.string(),
  trackTitle: z.string(),
  trackArtist: z.string(),
  trackImage: z.string().nullable(),
  trackPreviewUrl: z.string().nullable(),
  trackExternalUrl: z.string().nullable(),
  theme: themeIdSchema,
  headline: z.string(),
  short: z.string(),
  long: z.string(),
  comment: z.string(),
  sessionId: z.string().nullable(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
  /** where its playlist came from */
  sourceType: drawSourceTypeSchema,
  /** the friend who picked the number through a 'Bana bir sayı söyle' link; null otherwise */
  friendName: z.string().nullable(),
  /** the question the comment was written for (the hint); null when none was given */
  hint: z.string().nullable(),
  /** the owner keeps the question off the shared page */
  hintHidden: z.boolean(),
  /** the design of its shared images (share-themes.ts) */
  shareTheme: shareThemeIdSchema,
  /** "spread": 'Geçmiş · Şimdi · Gelecek' (the track above is the past; `spread` has the other two) */
  kind: z.enum(DRAW_KINDS),
  /** a spread's present and future songs, in that order; null for a single draw */
  spread: z.array(spreadCardSchema).nullable(),
});
export type SavedDraw = z.infer<typeof savedDrawSchema>;
/** GET /api/analytics/recent also sends the owner's total count in `x-total-count`. */
export const savedDrawListSchema = z.array(savedDrawSchema);

// ---------- 'Bana bir sayı söyle' (friend invites) ----------
/** POST /api/invites: a link for the list the person has loaded (not a CSV file: it is only theirs). */
export const friendInviteBodySchema = z.object({
  sourceType: z.enum(["spotify", "youtube", "ready"], {
    error: "Bu liste için arkadaş bağlantısı yapılamaz",
  }),
  sourceId: boundedText(URL_OR_ID_MAX, "Liste kimliği").trim().min(1, "Liste kimliği gerekli"),
  theme: themeIdSchema,
});
export type FriendInviteBody = z.infer<typeof friendInviteBodySchema>;
export const friendInviteCreatedSchema = z.object({
  /** the secret of the link /sayi/{token} */
  token: z.string(),
  expiresAt: z.string(),
});
export type FriendInviteCreated = z.infer<typeof friendInviteCreatedSchema>;
/** GET /api/invites/:token: what the friend is shown; nothing else of the owner's. */
export const friendInviteViewSchema = z.object({
  listName: z.string(),
  ownerName: z.string().nullable(),
  trackCount: z.number().int(),
  expiresAt: z.string(),
  state: z.enum(["open", "used", "expired"]),
});
export type FriendInviteView = z.infer<typeof friendInviteViewSchema>;
const FRIEND_NAME_BLANK = "Adını yaz: arkadaşın sayıyı kimin seçtiğini görecek";
export const friendAnswerBodySchema = z.object({
  name: displayText(FRIEND_NAME_MAX, "Ad")
    .trim()
    .min(1, FRIEND_NAME_BLANK)
    .refine((v) => !/[<>{}\\/@:]|https?|www\./i.test(v), "Ad harf ve boşluklardan oluşmalı"),
  number: z
    .string({ error: "Bir sayı yaz" })
    .trim()
    .regex(/^[+-]?\d{1,60}$/, "Geçerli bir tam sayı yaz")
    .transform((v) => BigInt(v).toString()),
});
export type FriendAnswerBody = z.output<typeof friendAnswerBodySchema>;
export const friendAnswerSchema = z.object({
  number: z.string(),
  /** 1-based place of the song in the list */
  position: z.number().int(),
  trackTitle: z.string(),
  trackArtist: z.string(),
  trackExternalUrl: z.string().nullable(),
  ownerName: z.string().nullable(),
});
export type FriendAnswer = z.infer<typeof friendAnswerSchema>;

/** GET /api/account/export: everything stored about the person (KVKK art. 11), no secrets. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isPremium: z.boolean(),
    createdAt: z.string(),
    hasPassword: z.boolean(),
  }),
  signInMethods: z.array(signInMethodSchema),
  sessions: z.array(accountSessionSchema.omit({ current: true })),
  draws: z.array(savedDrawSchema),
  /** Premium bought in a store, as RevenueCat last reported it (docs/decisions/017) */
  storeSubscriptions: z.array(
    z.object({
      entitlementId: z.string(),
      expiresAt: z.string().nullable(),
      willRenew: z.boolean(),
      productId: z.string().nullable(),
      store: z.string().nullable(),
      environment: z.string(),
      lastEventAt: z.string(),
    }),
  ),
  /** 'Bana bir sayı söyle' links the person made (the link itself is a secret not kept) */
  friendInvites: z.array(
    z.object({
      listName: z.string(),
      theme: themeIdSchema,
      createdAt: z.string(),
      expiresAt: z.string(),
      usedAt: z.string().nullable(),
      friendName: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** A draw as anyone with the link sees it: never the owner, the session or the favourite flag. */
export const publicDrawSchema = savedDrawSchema
  .pick({
    id: true,
    number: true,
    trackTitle: true,
    trackArtist: true,
    trackImage: true,
    trackPreviewUrl: true,
    trackExternalUrl: true,
    theme: true,
    headline: true,
    short: true,
    long: true,
    createdAt: true,
    shareTheme: true,
    /** null when none was given or the owner hid it */
    hint: true,
    kind: true,
    spread: true,
  })
  .extend({
    /** the public list the draw came from, for 'Bu listeden sen de çek'; null for a CSV file */
    listSource: z.object({ type: z.enum(["spotify", "youtube", "ready"]), id: z.string() }).nullable(),
    /** the short address /r/{code} printed on the shared images; null only for a draw not yet migrated */
    shortCode: z.string().nullable(),
  });
export type PublicDraw = z.infer<typeof publicDrawSchema>;

/** GET/PATCH /api/draws/:id/hint (owner): whether the question shows on the shared page. */
export const hintVisibilityBodySchema = z.object({
  hidden: z.boolean({ error: "Sorunun gizli olup olmadığı belirtilmeli" }),
});
export const hintVisibilitySchema = z.object({ hint: z.string().nullable(), hidden: z.boolean() });
export type HintVisibility = z.infer<typeof hintVisibilitySchema>;

/** PATCH /api/draws/{id}/share-theme: the owner picks the design of the draw's shared images. */
export const shareThemeBodySchema = z.object({ shareTheme: shareThemeIdSchema });
export type ShareThemeBody = z.infer<typeof shareThemeBodySchema>;
/** The draw's design and the addresses of its images (they change with the design). */
export const shareThemeResponseSchema = z.object({
  shareTheme: shareThemeIdSchema,
  ogImagePath: z.string(),
  storyImagePath: z.string(),
});
export type ShareThemeResponse = z.infer<typeof shareThemeResponseSchema>;

export const popularTrackSchema = z.object({
  trackTitle: z.string(),
  trackArtist: z.string(),
  trackImage: z.string().nullable(),
  count: z.number().int(),
});
export const statsSchema = z.object({ popularTracks: z.array(popularTrackSchema) });
export type Stats = z.infer<typeof statsSchema>;

// ---------- Premium from the stores (RevenueCat, docs/decisions/017) ----------
/** What RevenueCat's webhook sends (fields the server reads; others are ignored). */
const customerId = z.string().min(1).max(500);
export const revenueCatEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  app_user_id: customerId.nullish(),
  original_app_user_id: customerId.nullish(),
  aliases: z.array(customerId).max(100).nullish(),
  entitlement_ids: z.array(z.string().max(200)).max(50).nullish(),
  /** older payloads: one entitlement */
  entitlement_id: z.string().max(200).nullish(),
  product_id: z.string().max(200).nullish(),
  /** PRODUCT_CHANGE: the product switched to */
  new_product_id: z.string().max(200).nullish(),
  event_timestamp_ms: z.number().int().nonnegative(),
  purchased_at_ms: z.number().int().nonnegative().nullish(),
  /** null: no end (lifetime) */
  expiration_at_ms: z.number().int().nonnegative().nullish(),
  environment: z.string().max(50).nullish(),
  store: z.string().max(50).nullish(),
  /** TRANSFER: the customer ids the purchases moved from and to */
  transferred_from: z.array(customerId).max(100).nullish(),
  transferred_to: z.array(customerId).max(100).nullish(),
});
export type RevenueCatEvent = z.infer<typeof revenueCatEventSchema>;
export const revenueCatWebhookSchema = z.object({
  api_version: z.string().max(20).optional(),
  event: revenueCatEventSchema,
});

export const BILLING_EVENT_OUTCOMES = [
  "applied",
  "stale",
  "pending",
  "duplicate",
  "no-change",
  "ignored",
  "test",
] as const;
export const billingWebhookAnswerSchema = z.object({ outcome: z.enum(BILLING_EVENT_OUTCOMES) });

/** Premium as the profile card and the Premium dialog show it. */
export const premiumStatusSchema = z.object({
  isPremium: z.boolean(),
  /** what makes the account Premium now: a store subscription first, else the operator's grant */
  source: z.enum(["store", "operator"]).nullable(),
  /** the store subscription as last known, active or lapsed; null: none */
  subscription: z
    .object({
      active: z.boolean(),
      /** null: no end (a lifetime purchase) */
      expiresAt: z.string().nullable(),
      willRenew: z.boolean(),
      /** RevenueCat's store name: APP_STORE, PLAY_STORE, … */
      store: z.string().nullable(),
      productId: z.string().nullable(),
    })
    .nullable(),
  /** false when the server cannot ask RevenueCat (no API key): purchases come with the mobile app */
  restoreAvailable: z.boolean(),
});
export type PremiumStatus = z.infer<typeof premiumStatusSchema>;

export const restoreAnswerSchema = z.object({
  /** restored: an active subscription; expired: one that lapsed; none: no purchase; unavailable: not set up */
  outcome: z.enum(["restored", "expired", "none", "unavailable"]),
  message: z.string(),
  status: premiumStatusSchema,
});
export type RestoreAnswer = z.infer<typeof restoreAnswerSchema>;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (label: string) =>
  z
    .string()
    .regex(ISO_DAY, `${label} YYYY-AA-GG biçiminde olmalı`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} geçerli bir tarih değil`)
    .optional();

/**
 * GET /api/draws: one page of the owner's draws, newest first. `cursor` is the previous page's
 * `nextCursor`. Everyone may page and search; theme, source and dates (days in Istanbul, both
 * ends included) are the Premium "detailed history" and answer 403 for a free account.
 */
export const drawListQuerySchema = z.object({
  list: z.enum(["all", "favorites"], { error: "Geçersiz liste" }).default("all"),
  q: z.string().max(HISTORY_SEARCH_MAX, `Arama en fazla ${HISTORY_SEARCH_MAX} karakter olabilir`).optional(),
  cursor: z.string().max(100, "Geçersiz sayfa").optional(),
  limit: z.coerce
    .number({ error: "Geçersiz sayfa boyutu" })
    .int("Geçersiz sayfa boyutu")
    .min(1, "Geçersiz sayfa boyutu")
    .max(HISTORY_PAGE_MAX, `Bir sayfada en fazla ${HISTORY_PAGE_MAX} fal olabilir`)
    .default(HISTORY_PAGE_SIZE),
  theme: themeIdSchema.optional(),
  source: drawSourceTypeSchema.optional(),
  from: dayParam("Başlangıç tarihi"),
  to: dayParam("Bitiş tarihi"),
});
export type DrawListQuery = z.input<typeof drawListQuerySchema>;

export const drawPageSchema = z.object({
  draws: z.array(savedDrawSchema),
  /** null on the last page */
  nextCursor: z.string().nullable(),
  /** how many draws match the search and filters, in each tab: true counts, never capped */
  counts: z.object({ all: z.number().int(), favorites: z.number().int() }),
});
export type DrawPage = z.infer<typeof drawPageSchema>;

const countOf = z.number().int();
/** GET /api/analytics/detailed (Premium): the owner's own draws in figures. */
export const detailedStatsSchema = z.object({
  total: countOf,
  favorites: countOf,
  /** the last weeks (Monday to Sunday in Istanbul), oldest first, this week last */
  weeks: z.array(z.object({ start: z.string(), count: countOf })),
  themes: z.array(z.object({ theme: themeIdSchema, count: countOf })),
  topArtists: z.array(z.object({ artist: z.string(), count: countOf })),
  topTracks: z.array(popularTrackSchema),
  /** the numbers they think of most, and how often each came up */
  numbers: z.array(z.object({ number: z.string(), count: countOf })),
  sources: z.array(z.object({ sourceType: drawSourceTypeSchema, count: countOf })),
  /** the longest run of days (Istanbul) with at least one draw, and the run that reaches today */
  streak: z.object({
    longest: countOf,
    longestStart: z.string().nullable(),
    longestEnd: z.string().nullable(),
    current: countOf,
  }),
  /** the sound of the drawn songs where a preview was analysed */
  melody: z.object({
    /** draws whose song has melody features */
    measured: countOf,
    tempoAverage: z.number().nullable(),
    energyAverage: z.number().nullable(),
    /** tempo: under 90, 90-120, over 120 BPM */
    tempo: z.object({ slow: countOf, medium: countOf, fast: countOf }),
    /** energy: under 0.4, 0.4-0.7, over 0.7 */
    energy: z.object({ low: countOf, medium: countOf, high: countOf }),
    /** mood by key: major (bright) and minor (wistful), where the key was clear */
    mood: z.object({ major: countOf, minor: countOf }),
  }),
});
export type DetailedStats = z.infer<typeof detailedStatsSchema>;

// ---------- every endpoint ----------
/** What one endpoint takes (its JSON body) and answers (the JSON body of each success status). */
export interface EndpointSpec {
  body?: z.ZodType;
  response: Readonly<Record<number, z.ZodType>>;
}

/**
 * The whole API in one table: "METHOD /path" -> the request body and the answer of each success
 * status. Errors always answer `{ message }` in Turkish (messageSchema). An empty `response` has no
 * schema; its comment says what comes back. tests/integration/contract.test.ts checks that the server
 * registers exactly these routes, each with these schemas.
 */
export const endpoints = {
  // sign-in (spec section 4): register and login set the session cookie; user answers 401 when signed out
  "POST /api/auth/register": { body: registerBodySchema, response: { 201: userSchema } },
  "POST /api/auth/login": { body: loginBodySchema, response: { 200: userSchema } },
  "POST /api/auth/logout": { response: { 200: messageSchema } },
  "GET /api/auth/user": { response: { 200: userSchema } },
  // sign-in with a provider (docs/decisions/012): a 302 to the provider, then back to the
  // callback, which signs in and sends a 302 to / (or /login?hata=<code>, /profile while linking)
  "GET /api/auth/:provider": { response: {} },
  "GET /api/auth/:provider/callback": { response: {} },
  // a provider sign-in that gave no email (X) waits for one (cookie sf_oauth_pending)
  "GET /api/auth/pending": { response: { 200: pendingSignupSchema } },
  "POST /api/auth/pending": { body: pendingSignupBodySchema, response: { 201: userSchema } },
  "GET /api/config": { response: { 200: publicConfigSchema } },

  // the account, signed in: profile, password, sessions, linked methods, KVKK export and erasure.
  // A wrong current password is a 400 (401 would mean signed out); another user's session is a 404.
  "GET /api/account": { response: { 200: accountSchema } },
  "PATCH /api/account": { body: updateAccountBodySchema, response: { 200: userSchema } },
  "POST /api/account/password": { body: changePasswordBodySchema, response: { 200: messageSchema } },
  "DELETE /api/account/sessions/:id": { response: { 200: messageSchema } },
  "POST /api/account/sessions/revoke-others": { response: { 200: revokeSessionsResponseSchema } },
  // refused (400) while it is the last way to sign in
  "DELETE /api/account/methods/:provider": { response: { 200: messageSchema } },
  // an attachment: sarki-fali-verilerim-<date>.json
  "GET /api/account/export": { response: { 200: accountExportSchema } },
  "DELETE /api/account": { body: deleteAccountBodySchema, response: { 200: messageSchema } },
  // a readiness probe for deployments: { status: "ok" }, or 503 { message } with Retry-After while
  // the database does not answer or lacks this build's schema
  "GET /api/health": { response: {} },

  // playlists, signed in; status is public
  "POST /api/spotify/tracks": {
    body: spotifyTracksBodySchema,
    response: { 200: playlistTracksResponseSchema },
  },
  "POST /api/youtube/tracks": {
    body: youtubeTracksBodySchema,
    response: { 200: playlistTracksResponseSchema },
  },

  // the comment and the sound of a track, signed in; the server keeps each comment it writes
  "POST /api/comment": { body: commentRequestSchema, response: { 200: commentAnswerSchema } },
  "POST /api/audio-features": {
    body: audioFeaturesRequestSchema,
    response: { 200: audioFeaturesResponseSchema },
  },

  // Premium (403 otherwise): three numbers, three songs, one comment, saved as one draw (201);
  // a hint of self-harm answers the support message (200, id null, nothing saved)
  "POST /api/spreads": {
    body: createSpreadBodySchema,
    response: { 200: spreadAnswerSchema, 201: spreadAnswerSchema },
  },

  // saved draws, signed in: each person sees and changes only their own
  // 201 with the new draw's id; 200 with the same id when that comment was saved already
  "POST /api/draws": {
    body: createDrawBodySchema,
    response: { 200: createDrawResponseSchema, 201: createDrawResponseSchema },
  },
  "GET /api/analytics/recent": { response: { 200: savedDrawListSchema } },
  "GET /api/draws/favorites": { response: { 200: savedDrawListSchema } },
  "GET /api/analytics/stats": { response: { 200: statsSchema } },
  // one page of the owner's draws (query: drawListQuerySchema); filters are Premium (403)
  "GET /api/draws": { response: { 200: drawPageSchema } },
  // Premium: 403 with the premium message for a free account
  "GET /api/analytics/detailed": { response: { 200: detailedStatsSchema } },
  // someone else's draw answers 404, like one that does not exist
  "PATCH /api/draws/:id/favorite": { response: { 200: savedDrawSchema } },
  // the owner's choice of design for the draw's images; a premium design needs Premium (403)
  "GET /api/draws/:id/share-theme": { response: { 200: shareThemeResponseSchema } },
  // the owner only (others 404): the question, and whether the shared page shows it
  "GET /api/draws/:id/hint": { response: { 200: hintVisibilitySchema } },
  "PATCH /api/draws/:id/hint": { body: hintVisibilityBodySchema, response: { 200: hintVisibilitySchema } },
  "PATCH /api/draws/:id/share-theme": {
    body: shareThemeBodySchema,
    response: { 200: shareThemeResponseSchema },
  },
  // deletes the draw, its shared link and its preview images
  "DELETE /api/draws/:id": { response: { 200: messageSchema } },
  // public: anyone with the link may read a draw and its image
  "GET /api/draws/:id": { response: { 200: publicDrawSchema } },
  // the preview image, a PNG: ?format=og (1200x630, the default) or story (1080x1920)
  "GET /api/og/:id": { response: {} },
  // Premium from the stores (docs/decisions/017). The webhook is RevenueCat's: its Authorization
  // header must equal REVENUECAT_WEBHOOK_AUTH (401), and it answers 404 while that is unset.
  "POST /api/billing/revenuecat": {
    body: revenueCatWebhookSchema,
    response: { 200: billingWebhookAnswerSchema },
  },
  // signed in: the caller's own Premium; restore asks RevenueCat (502 when it fails, nothing changed)
  "GET /api/billing/status": { response: { 200: premiumStatusSchema } },
  "POST /api/billing/restore": { response: { 200: restoreAnswerSchema } },

  // 'Bana bir sayı söyle': the owner makes a link (signed in); the friend reads and answers it
  // (public). 404 unknown, 409 used already, 410 expired; the owner's draw is marked friendName.
  "POST /api/invites": { body: friendInviteBodySchema, response: { 201: friendInviteCreatedSchema } },
  "GET /api/invites/:token": { response: { 200: friendInviteViewSchema } },
  "POST /api/invites/:token/answer": { body: friendAnswerBodySchema, response: { 200: friendAnswerSchema } },
} as const satisfies Record<string, EndpointSpec>;

type Endpoints = typeof endpoints;
export type Endpoint = keyof Endpoints;
/** The endpoints that answer JSON. */
export type JsonEndpoint = {
  [E in Endpoint]: keyof Endpoints[E]["response"] extends never ? never : E;
}[Endpoint];
/** The JSON body a request to `E` sends (what the caller writes, before the server trims and fills in). */
export type RequestBody<E extends Endpoint> = Endpoints[E] extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
/** The JSON body a successful request to `E` receives. */
export type ResponseBody<E extends JsonEndpoint> = {
  [S in keyof Endpoints[E]["response"]]: Endpoints[E]["response"][S] extends z.ZodType
    ? z.output<Endpoints[E]["response"][S]>
    : never;
}[keyof Endpoints[E]["response"]];
