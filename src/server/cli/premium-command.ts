/**
 * `npm run premium -- grant <email> | revoke <email> | list`: the operator gives Premium to an
 * existing account, or takes it back (ADR 016). This is the command itself, over the repositories:
 * run by the process `npm run premium` starts (cli/premium.ts), or inside the running app when the
 * command reaches it through the operator socket (PGlite is one process; cli/operator-socket.ts).
 * Its answer is one line, in English, for the operator's terminal.
 */
import { z } from "zod";
import type { AuthRepository } from "../auth/repository";
import type { PremiumRepository } from "../premium/repository";

export interface CommandResult {
  /** 0 done (or nothing to do), 1 no such account, 2 wrong usage */
  code: 0 | 1 | 2;
  message: string;
}

export const USAGE = "Usage: npm run premium -- grant <email> | revoke <email> | list";

const emailArg = z.string().trim().toLowerCase().pipe(z.email());
const day = (d: Date) => d.toISOString().slice(0, 10);

export type PremiumArgs = { verb: "list" } | { verb: "grant" | "revoke"; email: string };

/** The arguments, or the usage message when they are not a command (no database needed for that). */
export function parsePremiumArgs(args: readonly string[]): PremiumArgs | CommandResult {
  const [verb, raw, ...rest] = args;
  const usage = (problem: string): CommandResult => ({ code: 2, message: `${problem}. ${USAGE}` });
  if (verb === "list") return raw === undefined ? { verb } : usage("list takes no email");
  if (verb !== "grant" && verb !== "revoke") return usage(verb ? `Unknown command "${verb}"` : "No command");
  if (raw === undefined) return usage(`${verb} needs an email`);
  if (rest.length > 0) return usage(`${verb} takes one email`);
  const email = emailArg.safeParse(raw);
  return email.success ? { verb, email: email.data } : usage(`"${raw}" is not an email address`);
}

export type PremiumCommand = (args: readonly string[], now?: Date) => Promise<CommandResult>;

export function createPremiumCommand(repos: {
  auth: AuthRepository;
  premium: PremiumRepository;
}): PremiumCommand {
  return (args, now = new Date()) => runPremiumCommand(repos, args, now);
}

async function runPremiumCommand(
  { auth, premium }: { auth: AuthRepository; premium: PremiumRepository },
  args: readonly string[],
  now: Date,
): Promise<CommandResult> {
  const parsed = parsePremiumArgs(args);
  if ("code" in parsed) return parsed;

  if (parsed.verb === "list") {
    const grants = await premium.list("operator");
    if (grants.length === 0) return { code: 0, message: "No account has Premium granted by the operator." };
    return { code: 0, message: grants.map((g) => `${g.email}\tgranted ${day(g.grantedAt)}`).join("\n") };
  }
  const { verb, email } = parsed;
  const user = await auth.findUserByEmail(email, now);
  if (!user) return { code: 1, message: `No account with the email ${email}.` };
  if (verb === "grant") {
    const existing = await premium.find(user.id, "operator");
    if (existing && existing.expiresAt === null) {
      return { code: 0, message: `${email} already has Premium (granted ${day(existing.grantedAt)}).` };
    }
    await premium.grant(user.id, "operator");
    return { code: 0, message: `Premium granted to ${email}.\n${await whoItIs(auth, user)}` };
  }
  if (!(await premium.revoke(user.id, "operator"))) {
    return { code: 0, message: `${email} has no Premium granted by the operator: nothing to revoke.` };
  }
  return { code: 0, message: `Premium revoked from ${email}.` };
}

/**
 * Who the address belongs to, for the operator to check before trusting it (security review I-8):
 * an address nobody proved may have been registered by someone else.
 */
async function whoItIs(
  auth: AuthRepository,
  user: { id: string; createdAt: Date; emailVerifiedAt: Date | null; passwordHash: string | null },
): Promise<string> {
  const methods = [
    ...(user.passwordHash ? ["password"] : []),
    ...(await auth.listIdentities(user.id)).map((i) => i.provider),
  ];
  const proven = user.emailVerifiedAt ? `proven ${day(user.emailVerifiedAt)}` : "NOT proven";
  return `Account created ${day(user.createdAt)}; address ${proven}; sign-in methods: ${methods.join(", ") || "none"}.`;
}
