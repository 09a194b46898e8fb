/**
 * Sign-in providers and what a failed provider sign-in says. Plain values: the server redirects to
 * `/login?hata=<code>` (or `/profile?hata=<code>` while linking) and the client shows the message.
 */
export const SIGN_IN_PROVIDERS = ["google", "github", "x"] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<SignInProvider, string> = {
  google: "Google",
  github: "GitHub",
  x: "X",
};

export function isSignInProvider(value: string): value is SignInProvider {
  return (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

/** Why a provider sign-in came back to /login (or /profile) instead of signing in. */
export const OAUTH_ERRORS = {
  iptal: "Girişi iptal ettin. İstediğin zaman tekrar deneyebilirsin.",
  durum:
    "Giriş isteği doğrulanamadı (süresi dolmuş ya da başka bir sekmeden gelmiş olabilir). Lütfen tekrar dene.",
  kod: "Giriş bağlantısı geçersiz ya da daha önce kullanılmış. Lütfen tekrar dene.",
  saglayici: "Giriş sağlayıcısına şu anda ulaşılamadı. Lütfen biraz sonra tekrar dene.",
  dogrulanmamis:
    "Bu e-posta adresiyle bir hesap zaten var, ama sağlayıcın bu adresi doğrulanmış olarak bildirmedi. Hesabına e-posta adresin ve şifrenle giriş yapıp sağlayıcıyı Profil sayfasından bağlayabilirsin.",
  "baska-hesap": "Bu hesap başka bir Şarkı Falı hesabına bağlı.",
  "zaten-bagli": "Hesabına bu sağlayıcıdan başka bir hesap zaten bağlı. Önce onu Profil sayfasından kaldır.",
  oturum: "Bağlamak için önce giriş yapmalısın.",
  yeniden:
    "Bu işlem için son 10 dakika içinde yeniden giriş yapmış olmalısın. Lütfen önce kimliğini doğrula.",
  "yeniden-baska":
    "Bu, şu an açık olan hesabın giriş yöntemlerinden biri değil. Kimliğini hesabına bağlı bir yöntemle doğrula.",
  adres: "Giriş bu adresten başlatılamadı. Lütfen sitenin kendi adresinden tekrar dene.",
} as const;
export type OAuthErrorCode = keyof typeof OAUTH_ERRORS;

export function oauthErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return Object.hasOwn(OAUTH_ERRORS, code) ? OAUTH_ERRORS[code as OAuthErrorCode] : OAUTH_ERRORS.saglayici;
}

/**
 * Changing sign-in methods, exporting data and deleting the account need a sign-in (a password or
 * a provider round trip) this recent (ADR 028).
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;
export const REAUTH_REQUIRED_MESSAGE =
  "Bu işlem için son 10 dakika içinde yeniden giriş yapmış olmalısın. Lütfen önce kimliğini doğrula.";

/** The word an account without a password types to confirm its deletion. */
export const DELETE_CONFIRM_WORD = "SİL";
