/** This server's public settings (GET /api/config). */
import { z } from "zod";
import { signInProviderSchema } from "./auth";

// ---------- this server's public settings (GET /api/config) ----------
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  privacyEmail: z.string(),
  /** false when no YouTube API key is set: the home card says so before anyone types */
  youtubeConfigured: z.boolean(),
  /** the sign-in providers whose keys are set: only these get a button */
  signInProviders: z.array(signInProviderSchema),
  /**
   * Who runs the comment model (LLM_PROVIDER_NAME, else the model server's host when it is a public
   * DNS name, else a neutral Turkish description: ADR 033), or null when no model is configured and comments are written on our server: the privacy page and the hint
   * field say where the hint goes (KVKK art. 9, ADR 020).
   */
  modelProvider: z.string().nullable(),
  /** SMTP_URL and MAIL_FROM set: 'Şifremi unuttum?' sends a reset link (ADR 028) */
  mailEnabled: z.boolean(),
  /**
   * VAPID keys set: reminders by Web Push can be offered (ADR 041). Without them the client does
   * not ask for the key (GET /api/push/key answers 404 then, which a browser logs as an error).
   */
  remindersEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
