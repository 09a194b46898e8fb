/**
 * The account as its owner manages it: names, password, sessions, linked sign-in methods, and the
 * KVKK rights (art. 11): a copy of everything stored, and erasure.
 *
 * Erasure relies on the database: every table with a user_id references users with
 * `on delete cascade` (sessions, draws -> og_images, user_identities, and tables added later the
 * same way), so deleting the user row removes all of it in one statement. The draws go first,
 * through the Draw module (one draw.deleted event each, which every cache of a draw hears), and
 * what is not a row of the user is cleaned here: rate-limit counters whose key names the user.
 */
import type {
  Account,
  AccountEvent,
  AccountExport,
  AccountSession,
  SignInMethod,
  UpdateAccountBody,
} from "@/shared/api/account";
import type { User } from "@/shared/api/auth";
import { DELETE_CONFIRM_WORD, REAUTH_REQUIRED_MESSAGE, RECENT_SIGN_IN_MS } from "@/shared/sign-in";
import { hashPassword, verifyPassword } from "../auth/passwords";
import type { AccountEventRow, AuthRepository, IdentityRow, SessionRow, UserRow } from "../auth/repository";
import { toUser } from "../auth/repository";
import type { Sessions } from "../auth/sessions";
import type { BillingRepository } from "../billing/repository";
import type { CommentRepository } from "../comments/repository";
import type { DrawRepository } from "../draws/repository";
import { toSavedDraw } from "../draws/repository";
import { badRequest, forbidden, notFound } from "../http/errors";
import type { InviteRepository } from "../invites/repository";
import type { PremiumRepository } from "../premium/repository";
import type { RateLimitRepository } from "../rate-limits/repository";
import type { RoomRepository } from "../rooms/repository";

export const ACCOUNT_MESSAGES = {
  wrongPassword: "Mevcut şifre yanlış",
  currentPasswordRequired: "Mevcut şifreni yazmalısın",
  passwordChanged: "Şifren değişti. Diğer cihazlardaki oturumların kapatıldı.",
  passwordSet: "Şifren belirlendi. Artık e-posta adresin ve şifrenle de giriş yapabilirsin.",
  reauthenticated: "Kimliğin doğrulandı. Bu cihazda 10 dakika boyunca hesap ayarlarını değiştirebilirsin.",
  reauthPasswordWrong: "Şifre yanlış",
  reauthNoPassword: "Hesabının şifresi yok. Kimliğini hesabına bağlı bir sağlayıcıyla doğrula.",
  sessionNotFound: "Oturum bulunamadı",
  sessionEnded: "Oturum kapatıldı",
  othersEnded: (n: number) => (n === 0 ? "Kapatılacak başka oturum yok" : `${n} oturum kapatıldı`),
  methodMissing: "Bu giriş yöntemi hesabına bağlı değil",
  lastMethod:
    "Bu, hesabına girmenin tek yolu. Kaldırmadan önce bir şifre belirle ya da başka bir giriş yöntemi bağla.",
  methodUnlinked: "Giriş yöntemi kaldırıldı",
  deletePasswordWrong: "Şifre yanlış. Hesabın silinmedi.",
  deletePasswordRequired: "Hesabını silmek için şifreni yazmalısın",
  deleteConfirmRequired: `Hesabını silmek için ${DELETE_CONFIRM_WORD} yazmalısın`,
  deleted: "Hesabın ve sana ait tüm veriler silindi",
  tooManyAttempts: "Çok fazla deneme. Lütfen biraz sonra tekrar dene.",
} as const;

export interface AccountServiceOptions {
  auth: AuthRepository;
  draws: DrawRepository;
  invites: InviteRepository;
  rateLimits: RateLimitRepository;
  sessions: Sessions;
  /** the account's store subscriptions and store events waiting for it (billing/repository.ts), for the KVKK export */
  subscriptions: Pick<BillingRepository, "listFor" | "pendingNaming">;
  /** the server's records of written comments (their questions too), for the KVKK export */
  comments: Pick<CommentRepository, "listByUser">;
  /** operator grants of Premium (premium/repository.ts), for the KVKK export */
  premium: Pick<PremiumRepository, "list">;
  /** Fal Odası: the rooms the person hosts or joined while they live (export), and their erasure */
  rooms?: Pick<RoomRepository, "listForUser" | "forgetUser">;
  /** after erasure: the store's customer record and what waits for the id (billing/service.ts) */
  forgetStoreCustomer?: (userId: string) => Promise<void>;
  /** whether this server sends mail (verification and reset links) */
  mailEnabled?: boolean;
  now?: () => Date;
}

/** What the routes know of the asking browser's session. */
export interface SessionFacts {
  id: string | null;
  authenticatedAt: Date | null;
}

function toSession(row: SessionRow, currentId: string | null): AccountSession {
  return {
    id: row.publicId,
    current: row.id === currentId,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

function methodsOf(user: UserRow, identities: IdentityRow[]): SignInMethod[] {
  const methods: SignInMethod[] = identities.map((i) => ({
    provider: i.provider,
    email: i.email,
    emailVerified: i.emailVerified,
    linkedAt: i.createdAt.toISOString(),
  }));
  if (user.passwordHash) {
    methods.unshift({
      provider: "password",
      email: user.email,
      emailVerified: Boolean(user.emailVerifiedAt),
      linkedAt: user.createdAt.toISOString(),
    });
  }
  return methods;
}

function toEvent(row: AccountEventRow): AccountEvent {
  return { kind: row.kind, method: row.method, via: row.via, at: row.createdAt.toISOString() };
}

export function createAccountService(opts: AccountServiceOptions) {
  const { auth, draws, sessions } = opts;
  const now = opts.now ?? (() => new Date());

  async function rowOf(user: User): Promise<UserRow> {
    const row = await auth.findUserById(user.id);
    // The session hook found the user a moment ago; gone now means deleted meanwhile.
    if (!row) throw notFound("Hesap bulunamadı");
    return row;
  }

  function requireRecent(session: SessionFacts) {
    const at = session.authenticatedAt;
    if (!at || now().getTime() - at.getTime() > RECENT_SIGN_IN_MS) throw forbidden(REAUTH_REQUIRED_MESSAGE);
  }

  async function liveSessions(userId: string) {
    const t = now();
    return auth.listSessions(userId, t, sessions.createdAfter(t));
  }

  return {
    async get(user: User, session: SessionFacts): Promise<Account> {
      const row = await rowOf(user);
      const [identities, rows, events] = await Promise.all([
        auth.listIdentities(row.id),
        liveSessions(row.id),
        auth.listEvents(row.id),
      ]);
      const recentUntil = session.authenticatedAt
        ? new Date(session.authenticatedAt.getTime() + RECENT_SIGN_IN_MS)
        : null;
      return {
        user: toUser(row),
        createdAt: row.createdAt.toISOString(),
        hasPassword: Boolean(row.passwordHash),
        emailVerified: Boolean(row.emailVerifiedAt),
        mailEnabled: Boolean(opts.mailEnabled),
        recentSignInUntil: recentUntil && recentUntil > now() ? recentUntil.toISOString() : null,
        methods: methodsOf(row, identities),
        sessions: rows.map((s) => toSession(s, session.id)),
        events: events.map(toEvent),
      };
    },

    /** The password again (ADR 028); true when it was right. The route marks the session recent. */
    async reauthenticate(user: User, password: string): Promise<void> {
      const row = await rowOf(user);
      if (!row.passwordHash) throw badRequest(ACCOUNT_MESSAGES.reauthNoPassword);
      if (!(await verifyPassword(row.passwordHash, password))) {
        throw badRequest(ACCOUNT_MESSAGES.reauthPasswordWrong);
      }
    },

    async updateNames(user: User, body: UpdateAccountBody): Promise<User> {
      const row = await auth.updateNames(user.id, body.firstName ?? null, body.lastName ?? null);
      return toUser(row);
    },

    /**
     * Sets a new password; every other session ends (a thief's among them). The current password
     * proves who asks; an account without one adds a sign-in method, which needs a recent sign-in.
     */
    async changePassword(
      user: User,
      session: SessionFacts,
      currentPassword: string | undefined,
      newPassword: string,
    ): Promise<string> {
      const row = await rowOf(user);
      if (row.passwordHash) {
        if (!currentPassword) throw badRequest(ACCOUNT_MESSAGES.currentPasswordRequired);
        if (!(await verifyPassword(row.passwordHash, currentPassword))) {
          throw badRequest(ACCOUNT_MESSAGES.wrongPassword);
        }
      } else {
        requireRecent(session);
      }
      await auth.setPasswordHash(row.id, await hashPassword(newPassword));
      if (session.id) await auth.deleteOtherSessions(row.id, session.id);
      await auth.addEvent(
        row.id,
        { kind: row.passwordHash ? "password-changed" : "password-set", method: "password", via: "profile" },
        now(),
      );
      return row.passwordHash ? ACCOUNT_MESSAGES.passwordChanged : ACCOUNT_MESSAGES.passwordSet;
    },

    /** Ends one of the user's sessions; true when it was the one asking. */
    async endSession(user: User, publicId: string, currentSessionId: string | null): Promise<boolean> {
      const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      const ended = UUID.test(publicId) ? await auth.deleteSessionByPublicId(user.id, publicId) : undefined;
      if (!ended) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
      return ended.id === currentSessionId;
    },

    async endOtherSessions(user: User, currentSessionId: string | null): Promise<number> {
      if (!currentSessionId) return 0;
      return auth.deleteOtherSessions(user.id, currentSessionId);
    },

    async unlink(user: User, session: SessionFacts, provider: "google" | "github" | "x"): Promise<void> {
      requireRecent(session);
      const result = await auth.unlinkIdentity(user.id, provider);
      if (result === "missing") throw notFound(ACCOUNT_MESSAGES.methodMissing);
      if (result === "last") throw badRequest(ACCOUNT_MESSAGES.lastMethod);
      await auth.addEvent(user.id, { kind: "method-removed", method: provider, via: "profile" }, now());
    },

    /** Everything stored about the person, without secrets: no password hash, no session token. */
    async export(user: User, session: SessionFacts): Promise<AccountExport> {
      requireRecent(session);
      const row = await rowOf(user);
      const [identities, events, sessionRows, drawRows, inviteRows, subscriptionRows] = await Promise.all([
        auth.listIdentities(row.id),
        auth.listEvents(row.id, 1000),
        liveSessions(row.id),
        draws.listAll(row.id),
        opts.invites.listByUser(row.id),
        opts.subscriptions.listFor(row.id),
      ]);
      const [commentRows, grantRows, pendingRows, roomRows] = await Promise.all([
        opts.comments.listByUser(row.id),
        opts.premium.list("operator", row.id),
        opts.subscriptions.pendingNaming(row.id),
        opts.rooms?.listForUser(row.id) ?? [],
      ]);
      return {
        exportedAt: now().toISOString(),
        account: {
          ...toUser(row),
          createdAt: row.createdAt.toISOString(),
          hasPassword: Boolean(row.passwordHash),
          emailVerified: Boolean(row.emailVerifiedAt),
        },
        signInMethods: methodsOf(row, identities),
        signInMethodChanges: events.map(toEvent),
        sessions: sessionRows.map((s) => {
          const { current: _current, ...rest } = toSession(s, null);
          return rest;
        }),
        draws: drawRows.map(toSavedDraw),
        storeSubscriptions: subscriptionRows.map((r) => ({
          entitlementId: r.entitlementId,
          expiresAt: r.expiresAt?.toISOString() ?? null,
          willRenew: r.willRenew,
          productId: r.productId,
          store: r.store,
          environment: r.environment,
          lastEventAt: r.lastEventAt.toISOString(),
        })),
        friendInvites: inviteRows.map((i) => ({
          listName: i.listName,
          theme: i.theme,
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
          usedAt: i.usedAt?.toISOString() ?? null,
          friendName: i.friendName,
        })),
        comments: commentRows.map((c) => ({
          createdAt: c.createdAt.toISOString(),
          trackTitle: c.trackTitle,
          trackArtist: c.trackArtist,
          theme: c.theme,
          hint: c.hint,
          kind: c.kind,
          headline: c.headline,
          short: c.short,
          long: c.long,
        })),
        premiumGrants: grantRows.map((g) => ({
          source: g.source,
          grantedAt: g.grantedAt.toISOString(),
          expiresAt: g.expiresAt?.toISOString() ?? null,
        })),
        rooms: roomRows.map((r) => ({
          code: r.code,
          listName: r.listName,
          theme: r.theme,
          host: r.isHost,
          name: r.name,
          number: r.number,
          song: r.result
            ? {
                trackTitle: r.result.trackTitle,
                trackArtist: r.result.trackArtist,
                headline: r.result.headline,
                short: r.result.short,
              }
            : null,
          joinedAt: r.joinedAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
        })),
        waitingStoreEvents: pendingRows.map((p) => ({
          entitlementId: p.entitlementId,
          expiresAt: p.expiresAt?.toISOString() ?? null,
          productId: p.productId,
          store: p.store,
          eventAt: p.eventAt.toISOString(),
        })),
      };
    },

    /**
     * Checks the password (or, without one, the typed SİL after a recent sign-in; else a 400 or a
     * 403) and erases the account. A right password is itself a fresh proof of who asks.
     */
    async deleteAccount(
      user: User,
      session: SessionFacts,
      body: { password?: string; confirm?: string },
    ): Promise<void> {
      const row = await rowOf(user);
      if (!row.passwordHash) requireRecent(session);
      if (row.passwordHash) {
        if (!body.password) throw badRequest(ACCOUNT_MESSAGES.deletePasswordRequired);
        if (!(await verifyPassword(row.passwordHash, body.password))) {
          throw badRequest(ACCOUNT_MESSAGES.deletePasswordWrong);
        }
      } else if (body.confirm?.trim().toLocaleUpperCase("tr-TR") !== DELETE_CONFIRM_WORD) {
        throw badRequest(ACCOUNT_MESSAGES.deleteConfirmRequired);
      }
      await draws.deleteAllOf(row.id);
      // before the user row: the events of rooms they joined hold copies of their name
      await opts.rooms?.forgetUser(row.id);
      await auth.deleteUser(row.id);
      // Counters are keyed by id ("draw:<id>") or email ("login-fail:<email>:<address>").
      await opts.rateLimits.deleteKeysNaming([row.id, row.email]);
      await opts.forgetStoreCustomer?.(row.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
