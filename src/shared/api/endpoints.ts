/**
 * The HTTP contract between client and server: every request and response body is a zod schema in
 * one file per resource beside this one, and this file holds the table of every endpoint. Types are
 * derived from these schemas, never written twice.
 *
 * The server (and tests) import these modules. The client imports its types from `../api-types` and
 * plain values from `../limits`, `../texts` and `../themes`, so neither zod nor a schema reaches a
 * browser chunk (biome.json enforces it; the build checks the chunks).
 */
import type { z } from "zod";
import {
  accountExportSchema,
  accountSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  reauthBodySchema,
  revokeSessionsResponseSchema,
  updateAccountBodySchema,
} from "./account";
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  pendingSignupBodySchema,
  pendingSignupSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  userSchema,
  verifyEmailBodySchema,
} from "./auth";
import {
  billingWebhookAnswerSchema,
  premiumStatusSchema,
  restoreAnswerSchema,
  revenueCatWebhookSchema,
} from "./billing";
import {
  audioFeaturesRequestSchema,
  audioFeaturesResponseSchema,
  commentAnswerSchema,
  commentRequestSchema,
} from "./comment";
import { publicConfigSchema } from "./config";
import { dailySongSchema, saveDailyBodySchema, saveDailyResponseSchema } from "./daily";
import {
  createDrawBodySchema,
  createDrawResponseSchema,
  drawPageSchema,
  hintVisibilityBodySchema,
  hintVisibilityChangeSchema,
  hintVisibilitySchema,
  publicDrawSchema,
  savedDrawListSchema,
  savedDrawSchema,
  shareThemeBodySchema,
  shareThemeResponseSchema,
} from "./draws";
import { messageSchema } from "./fields";
import {
  friendAnswerBodySchema,
  friendAnswerSchema,
  friendInviteBodySchema,
  friendInviteCreatedSchema,
  friendInviteViewSchema,
} from "./invites";
import { playlistTracksResponseSchema, spotifyTracksBodySchema, youtubeTracksBodySchema } from "./playlists";
import {
  pushKeySchema,
  pushReminderStateSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from "./push";
import { publicRecapSchema, recapMonthsSchema, recapSchema, recapShareSchema } from "./recaps";
import {
  createRoomBodySchema,
  joinRoomBodySchema,
  joinRoomResponseSchema,
  pickBodySchema,
  roomCreatedSchema,
  roomViewSchema,
} from "./rooms";
import { createSpreadBodySchema, spreadAnswerSchema } from "./spreads";
import { detailedStatsSchema, statsSchema } from "./stats";

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
  // mailed links (ADR 028); 404 while mail is not configured. forgot answers the same whether or
  // not the address has an account; reset ends every session
  "POST /api/auth/verify-email": { body: verifyEmailBodySchema, response: { 200: messageSchema } },
  "POST /api/auth/forgot": { body: forgotPasswordBodySchema, response: { 200: messageSchema } },
  "POST /api/auth/reset": { body: resetPasswordBodySchema, response: { 200: messageSchema } },
  "POST /api/account/verify-email": { response: { 200: messageSchema } },

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
  // the password again: the session counts as a recent sign-in for 10 minutes (ADR 028); changing
  // methods, export and erasure answer 403 without one
  "POST /api/account/reauth": { body: reauthBodySchema, response: { 200: messageSchema } },
  // liveness: { status: "ok" } while the process answers (the database is not asked)
  "GET /api/health": { response: {} },
  // readiness: { status: "ready" }, or 503 { message } with Retry-After while the database does not
  // answer or lacks this build's schema, and while the instance shuts down
  "GET /api/health/ready": { response: {} },

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
  "PATCH /api/draws/:id/hint": {
    body: hintVisibilityBodySchema,
    response: { 200: hintVisibilityChangeSchema },
  },
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

  // Fal Odası (ADR 036): the host opens (signed in); anyone joins with a name (a guest gets the room
  // cookie); members pick in secret, the host reveals; the state and the SSE stream are for members
  // only (404 otherwise, like a room that does not exist). 409 full / revealed, 410 closed.
  "POST /api/rooms": { body: createRoomBodySchema, response: { 201: roomCreatedSchema } },
  "POST /api/rooms/:code/join": { body: joinRoomBodySchema, response: { 200: joinRoomResponseSchema } },
  "POST /api/rooms/:code/pick": { body: pickBodySchema, response: { 200: messageSchema } },
  "POST /api/rooms/:code/reveal": { response: { 200: roomViewSchema } },
  "GET /api/rooms/:code": { response: { 200: roomViewSchema } },
  // text/event-stream: member-joined, member-picked (no number), revealed, closed; `id:` for Last-Event-ID
  "GET /api/rooms/:code/events": { response: {} },
  // image/png 1080x1920 for the room's members after the reveal: every member's name and song
  "GET /api/og/room/:code": { response: {} },

  // 'Günün Şarkısı' (ADR 040), signed in: the same answer all day (Istanbul), a new one at 00:00;
  // saving makes one draw (origin "daily"): 201, or 200 with the same id when saved already
  "GET /api/daily": { response: { 200: dailySongSchema } },
  "POST /api/daily/save": {
    body: saveDailyBodySchema,
    response: { 200: saveDailyResponseSchema, 201: saveDailyResponseSchema },
  },
  // Ayın Falı (ADR 042), free for everyone: the owner's months with draws and each month's recap
  // (Istanbul months; 400 for a malformed month, 404 for a month without draws). The recap is
  // private until shared: share answers its public link (201 made, 200 the same one again), DELETE
  // makes it private again. The shared view and its story image are public by the share's id.
  "GET /api/recap": { response: { 200: recapMonthsSchema } },
  "GET /api/recap/:month": { response: { 200: recapSchema } },
  "POST /api/recap/:month/share": { response: { 200: recapShareSchema, 201: recapShareSchema } },
  "DELETE /api/recap/:month/share": { response: { 200: messageSchema } },
  "GET /api/recap/shared/:id": { response: { 200: publicRecapSchema } },
  // image/png 1080x1920 (?format=story, the default and only format)
  "GET /api/og/recap/:id": { response: {} },
  // reminders through Web Push (ADR 041); all four answer 404 while VAPID keys are not set. The key
  // is public; the rest are the signed-in person's own: their reminder, this device's subscription
  // (its endpoint must be on a push service's host, 400 otherwise), the time 09:00-21:59
  "GET /api/push/key": { response: { 200: pushKeySchema } },
  "GET /api/push/subscriptions": { response: { 200: pushReminderStateSchema } },
  "POST /api/push/subscriptions": {
    body: pushSubscriptionBodySchema,
    response: { 200: pushReminderStateSchema },
  },
  "DELETE /api/push/subscriptions": {
    body: pushUnsubscribeBodySchema,
    response: { 200: pushReminderStateSchema },
  },
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
