/**
 * The contract's types without its values: the module the client imports. Type-only re-exports of
 * ./api/*, which the compiler erases, so no schema and no zod can reach a browser chunk through here.
 * Plain values the client needs live in ./limits, ./texts and ./themes.
 */
export type {
  Account,
  AccountEvent,
  AccountExport,
  AccountSession,
  ChangePasswordBody,
  DeleteAccountBody,
  ReauthBody,
  RevokeSessionsResponse,
  SignInMethod,
  UpdateAccountBody,
} from "./api/account";
export type {
  ForgotPasswordBody,
  LoginBody,
  PendingSignup,
  PendingSignupBody,
  RegisterBody,
  ResetPasswordBody,
  User,
  VerifyEmailBody,
} from "./api/auth";
export type { PremiumStatus, RestoreAnswer } from "./api/billing";
export type { CommentAnswer, CommentRequest, GeneratedCommentDto } from "./api/comment";
export type { PublicConfig } from "./api/config";
export type { DailySong, SaveDailyBody, SaveDailyResponse } from "./api/daily";
export type {
  CreateDrawBody,
  CreateDrawResponse,
  DrawListQuery,
  DrawPage,
  HintVisibility,
  HintVisibilityChange,
  PublicDraw,
  SavedDraw,
  ShareThemeBody,
  ShareThemeResponse,
  SpreadCard,
} from "./api/draws";
export type { Endpoint, JsonEndpoint, RequestBody, ResponseBody } from "./api/endpoints";
export type { ApiMessage } from "./api/fields";
export type { FriendAnswer, FriendInviteCreated, FriendInviteView } from "./api/invites";
export type { PlaylistTracksResponse } from "./api/playlists";
export type {
  PushKey,
  PushReminderState,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from "./api/push";
export type { PublicRecap, Recap, RecapMonths, RecapShare } from "./api/recaps";
export type { CreateRoomBody, RoomCreated, RoomMember, RoomView } from "./api/rooms";
export type { CreateSpreadBody, SpreadAnswer } from "./api/spreads";
export type { DetailedStats, Stats } from "./api/stats";
export type { AudioFeatures, Track } from "./api/tracks";
