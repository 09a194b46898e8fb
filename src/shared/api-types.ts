/**
 * The contract's types without its values: the module the client imports. Type-only re-exports of
 * ./api, which the compiler erases, so no schema and no zod can reach a browser chunk through here.
 * Plain values the client needs live in ./limits, ./texts and ./themes.
 */
export type {
  Account,
  AccountExport,
  AccountSession,
  ApiMessage,
  AudioFeatures,
  ChangePasswordBody,
  CommentAnswer,
  CommentRequest,
  CreateDrawBody,
  CreateDrawResponse,
  DeleteAccountBody,
  Endpoint,
  GeneratedCommentDto,
  JsonEndpoint,
  LoginBody,
  PendingSignup,
  PendingSignupBody,
  PlaylistTracksResponse,
  PublicConfig,
  PublicDraw,
  RegisterBody,
  RequestBody,
  ResponseBody,
  RevokeSessionsResponse,
  SavedDraw,
  ShareThemeBody,
  ShareThemeResponse,
  SignInMethod,
  Stats,
  Track,
  UpdateAccountBody,
  User,
} from "./api";
