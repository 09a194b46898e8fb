/** Fal Odası: a live room where friends draw together (ADR 036). */
import { z } from "zod";
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, ROOM_NAME_MAX, URL_OR_ID_MAX } from "../limits";
import { boundedText, displayText, themeIdSchema } from "./fields";
import { trackSchema } from "./tracks";

export { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, ROOM_NAME_MAX };
export const ROOM_MEMBERS_MAX = 12;
export const ROOM_LIFETIME_MS = 24 * 3600_000;
/** the host's CSV tracks sent with the room */
export const ROOM_CSV_TRACKS_MAX = 5000;

export const roomPath = (code: string) => `/oda/${code}`;

const listId = boundedText(URL_OR_ID_MAX, "Liste kimliği").trim().min(1, "Liste kimliği gerekli");

/** POST /api/rooms */
export const createRoomBodySchema = z.object({
  source: z.discriminatedUnion(
    "type",
    [
      z.object({ type: z.literal("ready"), id: listId }),
      z.object({ type: z.literal("spotify"), id: listId }),
      z.object({ type: z.literal("youtube"), id: listId }),
      z.object({
        type: z.literal("csv"),
        tracks: z
          .array(trackSchema)
          .min(1, "Listede en az bir şarkı olmalı")
          .max(ROOM_CSV_TRACKS_MAX, `Bir odanın listesinde en fazla ${ROOM_CSV_TRACKS_MAX} şarkı olabilir`),
      }),
    ],
    { error: "Liste türü ready, spotify, youtube ya da csv olmalı" },
  ),
  theme: themeIdSchema,
  /** the host's name in the room (their first name when not given) */
  name: z.string().optional(),
});
export type CreateRoomBody = z.infer<typeof createRoomBodySchema>;

export const roomCreatedSchema = z.object({
  code: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type RoomCreated = z.infer<typeof roomCreatedSchema>;

const NAME_BLANK = "Adını yaz: odadakiler seni bu adla görecek";
/** A name shown to the room: invisible characters removed, no links (the classifier reads it too). */
export const roomNameSchema = displayText(ROOM_NAME_MAX, "Ad")
  .trim()
  .min(1, NAME_BLANK)
  .refine((v) => !/[<>{}\\/@:]|https?|www\./i.test(v), "Ad harf ve boşluklardan oluşmalı");

export const joinRoomBodySchema = z.object({ name: roomNameSchema });
export const joinRoomResponseSchema = z.object({ memberId: z.string() });

export const pickBodySchema = z.object({
  number: z
    .union([z.string(), z.number().int()], { error: "Bir sayı yaz" })
    .transform((v) => String(v).trim())
    .refine((v) => /^[+-]?\d{1,60}$/.test(v), "Geçerli bir tam sayı yaz")
    .transform((v) => BigInt(v).toString()),
});

export const roomResultSchema = z.object({
  number: z.string(),
  /** 1-based place of the song in the room's list */
  position: z.number().int(),
  trackTitle: z.string(),
  trackArtist: z.string(),
  trackImage: z.string().nullable(),
  trackExternalUrl: z.string().nullable(),
  headline: z.string(),
  short: z.string(),
});
export type RoomResultView = z.infer<typeof roomResultSchema>;

export const roomMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  isHost: z.boolean(),
  picked: z.boolean(),
  /** after the reveal, for a member who had picked */
  result: roomResultSchema.nullable(),
});
export type RoomMember = z.infer<typeof roomMemberSchema>;

export const ROOM_STATES = ["open", "revealing", "revealed", "closed"] as const;
export type RoomState = (typeof ROOM_STATES)[number];

/** GET /api/rooms/{code}: the room as its members see it. */
export const roomViewSchema = z.object({
  code: z.string(),
  url: z.string(),
  state: z.enum(ROOM_STATES),
  listName: z.string(),
  trackCount: z.number().int(),
  theme: z.string(),
  expiresAt: z.string(),
  /** the id of the room's last event: a stream opened with it as Last-Event-ID misses nothing */
  lastEventId: z.number().int(),
  you: z.object({ memberId: z.string(), isHost: z.boolean(), number: z.string().nullable() }),
  members: z.array(roomMemberSchema),
  /** the room's group story image, after the reveal */
  storyImagePath: z.string().nullable(),
});
export type RoomView = z.infer<typeof roomViewSchema>;

/** What the room's stream sends (`event:` names), in order, each with its id. */
export const ROOM_EVENT_TYPES = ["member-joined", "member-picked", "revealed", "closed"] as const;
export type RoomEventType = (typeof ROOM_EVENT_TYPES)[number];
