/**
 * Reminders through Web Push (issue 26 §2, ADR 041), through the real app and database and the fake
 * push service (tests/fakes/push.ts): subscribing and its checks, one reminder a day at the chosen
 * time and none in the quiet hours, a subscription the push service no longer knows deleted, the
 * recap's notification once at the start of a month, the operator's test command, and two
 * instances on one PostgreSQL sending each reminder once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import { createAuthRepository } from "@/server/auth/repository";
import { operatorSocketPath } from "@/server/cli/operator-socket";
import { createPushCommand } from "@/server/cli/push-command";
import { openDatabase } from "@/server/db/client";
import { createPushRepository } from "@/server/push/repository";
import { createPushDelivery } from "@/server/push/setup";
import { APP_USER_AGENT } from "@/server/user-agent";
import { type FakePush, startPushFake, type TestSubscription } from "../fakes/push";
import { testConfig } from "../support/config";
import { runOperatorCommand } from "../support/process";
import {
  createPostgresDatabase,
  createTestApp,
  registerUser,
  saveCommentedDraw,
  type TestApp,
  testClientDir,
  usingPostgres,
} from "./helpers";

let fake: FakePush;
let t: TestApp;
/** the app's clock: Istanbul time is UTC+3 */
let now = new Date("2026-12-02T08:00:00+03:00");
const at = (iso: string) => {
  now = new Date(iso);
};
const pushEnv = () => {
  const { NODE_EXTRA_CA_CERTS: _inProcess, ...env } = fake.env();
  return env;
};

beforeAll(async () => {
  fake = await startPushFake();
  t = await createTestApp(pushEnv(), { now: () => now, pushCa: [fake.ca] });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const subscribe = (cookie: string, subscription: TestSubscription, time = "10:00") =>
  t.app.inject({
    method: "POST",
    url: "/api/push/subscriptions",
    headers: { cookie },
    payload: { ...subscription, time },
  });
/** the person's reminder as GET /api/push/subscriptions answers it, without `thisDevice` */
const state = async (cookie: string) => {
  const res = await t.app.inject({ method: "GET", url: "/api/push/subscriptions", headers: { cookie } });
  const { thisDevice, ...rest } = res.json();
  expect(thisDevice).toBe(false);
  return rest;
};
const deliveriesTo = (endpoint: string) => fake.deliveries.filter((d) => d.endpoint === endpoint);

/** A person with one device subscribed at `time`, the clock at 08:00 Istanbul on `day`. */
async function subscribedPerson(day: string, time = "10:00") {
  at(`${day}T08:00:00+03:00`);
  const { cookie, user } = await registerUser(t.app);
  const device = fake.newSubscription();
  const res = await subscribe(cookie, device, time);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ time, devices: 1, thisDevice: true });
  return { cookie, user, device };
}

describe("the key and the switch", () => {
  it("GET /api/push/key answers the VAPID public key, signed out too", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/push/key" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: fake.vapid.publicKey });
  });

  it("/api/config says whether reminders are on, so a client without them never asks for the key", async () => {
    const on = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(on.json()).toMatchObject({ remindersEnabled: true });
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: "GET", url: "/api/config" });
      expect(res.json()).toMatchObject({ remindersEnabled: false });
    } finally {
      await off.close();
    }
  });

  it("without VAPID keys every /api/push route answers 404 in Turkish, whatever it is sent", async () => {
    const off = await createTestApp();
    try {
      const { cookie } = await registerUser(off.app);
      for (const [method, url, headers] of [
        ["GET", "/api/push/key", {}],
        ["GET", "/api/push/subscriptions", { cookie }],
        ["POST", "/api/push/subscriptions", {}],
        ["DELETE", "/api/push/subscriptions", { cookie }],
      ] as const) {
        const res = await off.app.inject({
          method,
          url,
          headers,
          payload: method === "GET" ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ message: "Hatırlatmalar bu sunucuda açık değil." });
      }
      expect(off.app.reminders).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});

describe("POST /api/push/subscriptions", () => {
  it("needs a signed-in person", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      payload: { ...fake.newSubscription(), time: "10:00" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("refuses an endpoint that is not a push service's (4xx in Turkish) and stores nothing", async () => {
    const { cookie } = await registerUser(t.app);
    const { keys } = fake.newSubscription();
    const refused = [
      "https://example.com/push/1",
      "https://127.0.0.1/push/1", // the fake's host on another port
      `http://${fake.host}/push/1`, // not https
      `https://${fake.host}.evil.test/push/1`,
      "https://user:pw@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "javascript:alert(1)",
      "bir adres değil",
    ];
    for (const endpoint of refused) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/push/subscriptions",
        headers: { cookie },
        payload: { endpoint, keys, time: "10:00" },
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toMatch(/bildirim servisine ait değil/);
    }
    expect(await state(cookie)).toEqual({ time: null, devices: 0 });
  });

  it("validates the keys and the time: HH:MM, never in the quiet hours 22:00-09:00", async () => {
    const { cookie } = await registerUser(t.app);
    const device = fake.newSubscription();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...device, time: "25:00" }, /SS:DD/],
      [{ ...device, time: "9:00" }, /SS:DD/],
      [{ ...device, time: "22:00" }, /09:00 ile 22:00 arasında/],
      [{ ...device, time: "08:59" }, /09:00 ile 22:00 arasında/],
      [{ ...device, time: "03:00" }, /09:00 ile 22:00 arasında/],
      [{ endpoint: device.endpoint, time: "10:00" }, /anahtar/i],
      [{ ...device, keys: { p256dh: "<script>", auth: device.keys.auth }, time: "10:00" }, /geçerli değil/],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/push/subscriptions",
        headers: { cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    for (const time of ["09:00", "21:59"]) {
      expect((await subscribe(cookie, device, time)).json()).toEqual({ time, devices: 1, thisDevice: true });
    }
  });

  it("one row per endpoint: subscribing again changes the time; another person's subscribe takes the device", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const device = fake.newSubscription();
    await subscribe(a.cookie, device, "10:00");
    expect((await subscribe(a.cookie, device, "18:30")).json()).toEqual({
      time: "18:30",
      devices: 1,
      thisDevice: true,
    });
    expect((await subscribe(b.cookie, device, "12:00")).json()).toEqual({
      time: "12:00",
      devices: 1,
      thisDevice: true,
    });
    const asked = (cookie: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/push/subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`,
        headers: { cookie },
      });
    expect((await asked(b.cookie)).json()).toEqual({ time: "12:00", devices: 1, thisDevice: true });
    expect((await asked(a.cookie)).json()).toEqual({ time: null, devices: 0, thisDevice: false });
    expect(await state(a.cookie)).toEqual({ time: null, devices: 0 });
  });

  it("DELETE removes this device's subscription only, never another person's", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const phone = fake.newSubscription();
    const laptop = fake.newSubscription();
    const theirs = fake.newSubscription();
    await subscribe(a.cookie, phone);
    await subscribe(a.cookie, laptop);
    await subscribe(b.cookie, theirs);
    const remove = (cookie: string, endpoint: string) =>
      t.app.inject({
        method: "DELETE",
        url: "/api/push/subscriptions",
        headers: { cookie },
        payload: { endpoint },
      });
    expect((await remove(a.cookie, theirs.endpoint)).json()).toEqual({
      time: "10:00",
      devices: 2,
      thisDevice: false,
    });
    expect(await state(b.cookie)).toEqual({ time: "10:00", devices: 1 });
    expect((await remove(a.cookie, phone.endpoint)).json()).toEqual({
      time: "10:00",
      devices: 1,
      thisDevice: false,
    });
    expect((await remove(a.cookie, laptop.endpoint)).json()).toEqual({
      time: null,
      devices: 0,
      thisDevice: false,
    });
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/push/subscriptions", payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe("the scheduler", () => {
  it("sends one reminder a day at the chosen time (Istanbul), opening the song of the day", async () => {
    const { device } = await subscribedPerson("2026-12-02");
    at("2026-12-02T09:59:00+03:00");
    await t.app.reminders!.tick();
    expect(deliveriesTo(device.endpoint)).toHaveLength(0);

    at("2026-12-02T10:00:20+03:00");
    await t.app.reminders!.tick();
    expect(deliveriesTo(device.endpoint)).toHaveLength(1);
    expect(deliveriesTo(device.endpoint)[0]).toMatchObject({
      payload: {
        title: "Günün şarkısı hazır",
        body: expect.stringMatching(/şarkı/),
        url: "/#gunun-sarkisi",
        tag: "gunun-sarkisi",
      },
      urgency: "normal",
      ttl: 3 * 3600,
    });

    // later the same day: nothing more
    for (const time of ["10:01", "10:30", "11:00", "21:00"]) {
      at(`2026-12-02T${time}:00+03:00`);
      await t.app.reminders!.tick();
    }
    expect(deliveriesTo(device.endpoint)).toHaveLength(1);

    // the next day at its time: the next one (07:00 UTC is 10:00 in Istanbul)
    at("2026-12-03T07:00:30Z");
    await t.app.reminders!.tick();
    expect(deliveriesTo(device.endpoint)).toHaveLength(2);
  });

  it("sends nothing in the quiet hours, even for a reminder still due from 21:30", async () => {
    const { device } = await subscribedPerson("2026-12-05", "21:30");
    for (const time of ["22:00", "22:10", "23:59"]) {
      at(`2026-12-05T${time}:00+03:00`);
      await t.app.reminders!.tick();
    }
    at("2026-12-06T08:59:00+03:00");
    await t.app.reminders!.tick();
    expect(deliveriesTo(device.endpoint)).toHaveLength(0);
    at("2026-12-06T21:30:00+03:00");
    await t.app.reminders!.tick();
    expect(deliveriesTo(device.endpoint)).toHaveLength(1);
  });

  it("opting in after today's time starts tomorrow, never at once; a reminder goes at most an hour late", async () => {
    at("2026-12-07T15:00:00+03:00");
    const { cookie } = await registerUser(t.app);
    const device = fake.newSubscription();
    await subscribe(cookie, device, "10:00");
    await t.app.reminders!.tick();
    expect(deliveriesTo(device.endpoint)).toHaveLength(0);
    // the next day the app was down at 10:00: at 11:30 the reminder is too late to send
    at("2026-12-08T11:30:00+03:00");
    await t.app.reminders!.tick();
    expect(deliveriesTo(device.endpoint)).toHaveLength(0);
    // and the day after, 40 minutes late, it still goes
    at("2026-12-09T10:40:00+03:00");
    await t.app.reminders!.tick();
    expect(deliveriesTo(device.endpoint)).toHaveLength(1);
  });

  it("one notification a day per person, to every device of theirs", async () => {
    const { cookie, device: phone } = await subscribedPerson("2026-12-10");
    const laptop = fake.newSubscription();
    await subscribe(cookie, laptop, "10:00");
    at("2026-12-10T10:00:00+03:00");
    await t.app.reminders!.tick();
    await t.app.reminders!.tick();
    expect(deliveriesTo(phone.endpoint)).toHaveLength(1);
    expect(deliveriesTo(laptop.endpoint)).toHaveLength(1);
  });

  it("a push service answering 404 or 410 deletes the subscription; a 500 keeps it and is counted", async () => {
    const gone404 = await subscribedPerson("2026-12-11");
    const gone410 = await subscribedPerson("2026-12-11");
    const failing = await subscribedPerson("2026-12-11");
    fake.answer(gone404.device.endpoint, 404);
    fake.answer(gone410.device.endpoint, 410);
    fake.answer(failing.device.endpoint, 500);
    at("2026-12-11T10:00:00+03:00");
    await t.app.reminders!.tick();
    expect(await state(gone404.cookie)).toEqual({ time: null, devices: 0 });
    expect(await state(gone410.cookie)).toEqual({ time: null, devices: 0 });
    expect(await state(failing.cookie)).toEqual({ time: "10:00", devices: 1 });
    const metrics = (await t.app.metrics.scrape()).body;
    expect(metrics).toMatch(/sarkifali_push_notifications_total\{kind="reminder",outcome="gone",[^}]*\} 2/);
    expect(metrics).toMatch(/sarkifali_push_notifications_total\{kind="reminder",outcome="failed",[^}]*\} 1/);
  });

  it("at the start of a month: one recap notification (/ozet/{yyyy-mm}) instead of that day's reminder, once, only after a month with draws", async () => {
    const drew = await subscribedPerson("2026-11-20");
    const idle = await subscribedPerson("2026-11-20");
    const drawId = await saveCommentedDraw(t.app, drew.cookie);
    await t.database.db.execute(
      sql`update draws set created_at = ${"2026-11-20T12:00:00+03:00"}::timestamptz where id = ${drawId}`,
    );
    // 1 December, 10:00 Istanbul
    at("2026-12-01T10:00:00+03:00");
    await t.app.reminders!.tick();
    await t.app.reminders!.tick();
    expect(deliveriesTo(drew.device.endpoint).map((d) => d.payload)).toEqual([
      {
        title: "Kasım özetin hazır",
        body: expect.any(String),
        url: "/ozet/2026-11",
        tag: "ozet-2026-11",
      },
    ]);
    expect(deliveriesTo(idle.device.endpoint).map((d) => d.payload.url)).toEqual(["/#gunun-sarkisi"]);
    // the next days: reminders only, the recap never again
    for (const day of ["2026-12-02", "2026-12-03"]) {
      at(`${day}T10:00:00+03:00`);
      await t.app.reminders!.tick();
    }
    expect(deliveriesTo(drew.device.endpoint).map((d) => d.payload.url)).toEqual([
      "/ozet/2026-11",
      "/#gunun-sarkisi",
      "/#gunun-sarkisi",
    ]);
  });
});

describe("npm run push -- test <email>", () => {
  const command = (extraCa = [fake.ca]) => {
    const push = createPushRepository(t.database.db);
    const delivery = createPushDelivery({
      config: t.config,
      repo: push,
      userAgent: APP_USER_AGENT,
      log: { warn: () => {} },
      extraCa,
    });
    return {
      run: createPushCommand({ auth: createAuthRepository(t.database.db), push, sender: delivery?.sender }),
      close: () => delivery?.close(),
    };
  };

  it("sends now to every device, ignoring the time, the day's reminder and the quiet hours; 410 deletes", async () => {
    const { cookie, user, device: phone } = await subscribedPerson("2026-12-12");
    const laptop = fake.newSubscription();
    await subscribe(cookie, laptop);
    at("2026-12-12T10:00:00+03:00");
    await t.app.reminders!.tick();
    at("2026-12-12T23:30:00+03:00");
    fake.answer(laptop.endpoint, 410);
    const { run, close } = command();
    try {
      expect(await run(["test", user.email.toUpperCase()])).toEqual({
        code: 0,
        message: `Test notification for ${user.email}: sent to 1 of 2 devices; 1 gone (404/410): subscription deleted.`,
      });
      expect(deliveriesTo(phone.endpoint).map((d) => d.payload.tag)).toEqual(["gunun-sarkisi", "deneme"]);
      expect(await state(cookie)).toEqual({ time: "10:00", devices: 1 });
      expect(await run(["test", "yok@ornek.com"])).toEqual({
        code: 1,
        message: "No account with the email yok@ornek.com.",
      });
      expect((await run(["test"])).code).toBe(2);
      expect((await run(["send", user.email])).code).toBe(2);
      const nobody = await registerUser(t.app);
      expect(await run(["test", nobody.user.email])).toEqual({
        code: 1,
        message: `${nobody.user.email} has no device with reminders on.`,
      });
    } finally {
      await close();
    }
  });

  const processCommand = (args: string[], env: Record<string, string>) =>
    runOperatorCommand("push", args, env);

  it("as a process on PGlite: reaches the running app through its operator socket", {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sf-push-"));
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", ...pushEnv() };
    try {
      const database = await openDatabase({ dataDir });
      const app = await buildApp({
        config: testConfig(env),
        database,
        clientDir: testClientDir(),
        logger: false,
        operatorSocket: operatorSocketPath(dataDir),
        pushCa: [fake.ca],
      });
      await app.ready();
      try {
        const { cookie, user } = await registerUser(app);
        const device = fake.newSubscription();
        const res = await app.inject({
          method: "POST",
          url: "/api/push/subscriptions",
          headers: { cookie },
          payload: { ...device, time: "10:00" },
        });
        expect(res.statusCode).toBe(200);
        const result = await processCommand(["test", user.email], env);
        expect(result).toEqual({
          code: 0,
          stdout: `Test notification for ${user.email}: sent to 1 of 1 device.\n`,
          stderr: "",
        });
        expect(deliveriesTo(device.endpoint).map((d) => d.payload.title)).toEqual(["Şarkı Falı"]);
        expect((await processCommand(["tset", user.email], env)).code).toBe(2);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!usingPostgres)(
    "as a process on PostgreSQL: straight to the database, trusting the push service through NODE_EXTRA_CA_CERTS",
    { timeout: 120_000 },
    async () => {
      const created = await createPostgresDatabase();
      const database = await openDatabase({ databaseUrl: created.url, dataDir: "unused" });
      const app = await buildApp({
        config: testConfig(pushEnv()),
        database,
        clientDir: testClientDir(),
        logger: false,
      });
      await app.ready();
      try {
        const { cookie, user } = await registerUser(app);
        const device = fake.newSubscription();
        await app.inject({
          method: "POST",
          url: "/api/push/subscriptions",
          headers: { cookie },
          payload: { ...device, time: "10:00" },
        });
        const result = await processCommand(["test", user.email], {
          DATABASE_URL: created.url,
          ...fake.env(),
        });
        expect(result).toMatchObject({
          code: 0,
          stdout: `Test notification for ${user.email}: sent to 1 of 1 device.\n`,
        });
        expect(deliveriesTo(device.endpoint)).toHaveLength(1);
      } finally {
        await app.close();
        await database.close();
        await created.drop();
      }
    },
  );
});

describe.skipIf(!usingPostgres)("two instances on one PostgreSQL", () => {
  it("send each reminder once: the claims in the database, counted at the fake", {
    timeout: 120_000,
  }, async () => {
    const created = await createPostgresDatabase();
    const databases = await Promise.all([
      openDatabase({ databaseUrl: created.url, dataDir: "unused" }),
      openDatabase({ databaseUrl: created.url, dataDir: "unused" }),
    ]);
    let clock = new Date("2026-12-14T08:00:00+03:00");
    const apps = [];
    for (const database of databases) {
      const app = await buildApp({
        config: testConfig(pushEnv()),
        database,
        clientDir: testClientDir(),
        logger: false,
        now: () => clock,
        pushCa: [fake.ca],
      });
      await app.ready();
      apps.push(app);
    }
    try {
      const devices: TestSubscription[] = [];
      for (let i = 0; i < 30; i++) {
        const { cookie } = await registerUser(apps[i % 2]!);
        const device = fake.newSubscription();
        devices.push(device);
        const res = await apps[(i + 1) % 2]!.inject({
          method: "POST",
          url: "/api/push/subscriptions",
          headers: { cookie },
          payload: { ...device, time: i % 3 === 0 ? "10:00" : "10:01" },
        });
        expect(res.statusCode).toBe(200);
      }
      for (const iso of [
        "2026-12-14T10:00:00+03:00",
        "2026-12-14T10:01:00+03:00",
        "2026-12-14T10:02:00+03:00",
      ]) {
        clock = new Date(iso);
        // both instances tick at once, several times
        await Promise.all([...apps, ...apps].map((app) => app.reminders!.tick()));
      }
      const mine = new Set(devices.map((d) => d.endpoint));
      const received = fake.deliveries.filter((d) => mine.has(d.endpoint));
      expect(received).toHaveLength(30);
      expect(new Set(received.map((d) => d.endpoint)).size).toBe(30);
    } finally {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await created.drop();
    }
  });
});
