/**
 * `npm run push -- test <email>` (ADR 041): one notification now to every device of that account,
 * through the normal sender, whatever the time of day, the once-a-day rule and the quiet hours; a
 * push service answering 404 or 410 deletes that subscription. Run by cli/push.ts, or inside the
 * running app when it reaches the app through the operator socket (PGlite). One answer, in English.
 */
import { z } from "zod";
import type { AuthRepository } from "../auth/repository";
import { testPayload } from "../push/messages";
import type { PushRepository } from "../push/repository";
import type { PushOutcome, PushSender } from "../push/sender";
import type { CommandResult, PremiumCommand } from "./premium-command";

export const PUSH_USAGE = "Usage: npm run push -- test <email>";

const emailArg = z.string().trim().toLowerCase().pipe(z.email());

/** The email to test, or the usage message (no database needed for that). */
export function parsePushArgs(args: readonly string[]): { email: string } | CommandResult {
  const [verb, raw, ...rest] = args;
  const usage = (problem: string): CommandResult => ({ code: 2, message: `${problem}. ${PUSH_USAGE}` });
  if (verb !== "test") return usage(verb ? `Unknown command "${verb}"` : "No command");
  if (raw === undefined) return usage("test needs an email");
  if (rest.length > 0) return usage("test takes one email");
  const email = emailArg.safeParse(raw);
  return email.success ? { email: email.data } : usage(`"${raw}" is not an email address`);
}

export function createPushCommand(deps: {
  auth: Pick<AuthRepository, "findUserByEmail">;
  push: Pick<PushRepository, "devicesOf">;
  /** undefined: no VAPID keys */
  sender: PushSender | undefined;
}): PremiumCommand {
  return async (args) => {
    const parsed = parsePushArgs(args);
    if ("code" in parsed) return parsed;
    if (!deps.sender) {
      return {
        code: 1,
        message:
          "Web Push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT as the app has them.",
      };
    }
    const user = await deps.auth.findUserByEmail(parsed.email);
    if (!user) return { code: 1, message: `No account with the email ${parsed.email}.` };
    const devices = await deps.push.devicesOf([user.id]);
    if (devices.length === 0) return { code: 1, message: `${parsed.email} has no device with reminders on.` };
    const outcomes: Record<PushOutcome, number> = { sent: 0, gone: 0, failed: 0 };
    for (const device of devices) outcomes[await deps.sender.send(device, testPayload(), "test")]++;
    const parts = [
      `sent to ${outcomes.sent} of ${devices.length} device${devices.length === 1 ? "" : "s"}`,
      ...(outcomes.gone ? [`${outcomes.gone} gone (404/410): subscription deleted`] : []),
      ...(outcomes.failed ? [`${outcomes.failed} failed: see the log`] : []),
    ];
    return {
      code: outcomes.sent > 0 ? 0 : 1,
      message: `Test notification for ${parsed.email}: ${parts.join("; ")}.`,
    };
  };
}
