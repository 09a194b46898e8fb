/**
 * Reminders through Web Push (issue 26 §2, ADR 041) in Chromium against the built app, with the
 * fake push service (tests/fakes/push.ts) as the one push service and the test clock
 * (PUT /api/test/clock) standing in for the hours: opting in registers this device's
 * subscription, the fake receives one reminder at the chosen time and none in the quiet hours.
 *
 * Headless Chromium cannot make a real push subscription here: PushManager.subscribe asks FCM for
 * one over the internet, which these tests never reach. So the browser's PushManager hands out a
 * subscription the fake service made (its endpoint and keys), and everything else is the page's
 * own code path: the permission prompt on the press, the subscribe call with the server's key, the
 * POST to the app. What the fake then receives it decrypts with that subscription's keys.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, inject, it } from "vitest";
import { pushFakeClient, type TestSubscription } from "../fakes/push";
import { baseURL, newContext, registerViaApi, screenshot, toastText, watchPage } from "./support";

const fake = pushFakeClient(inject("pushFake").url, inject("pushFake").ca);

/** The browser's push subscription is the fake's (see above); it lives in localStorage across loads. */
function stubPushManager(subscription: TestSubscription) {
  const KEY = "e2e-push-subscription";
  const make = (applicationServerKey: ArrayBuffer | null) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey },
    getKey: () => null,
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  const keyOf = (): ArrayBuffer | null => {
    const saved = localStorage.getItem(KEY);
    return saved ? new Uint8Array(JSON.parse(saved) as number[]).buffer : null;
  };
  PushManager.prototype.getSubscription = async () =>
    (localStorage.getItem(KEY) ? make(keyOf()) : null) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
    localStorage.setItem(KEY, JSON.stringify([...key]));
    (window as unknown as { subscribedWithKey: number[] }).subscribedWithKey = [...key];
    return make(key.buffer) as unknown as PushSubscription;
  };
}

const setClock = (context: BrowserContext, now: string | null) =>
  context.request.put(`${baseURL}/api/test/clock`, { data: { now } });

async function deliveriesTo(endpoint: string) {
  return (await fake.deliveries()).deliveries.filter((d) => d.endpoint === endpoint);
}

/** a few of the scheduler's one-second ticks */
const someTicks = () => new Promise((resolve) => setTimeout(resolve, 3_500));

let contexts: BrowserContext[] = [];
afterEach(async () => {
  // the clock is the app's, shared by every test file: back to the real time
  if (contexts[0]) await setClock(contexts[0], null);
  for (const c of contexts) await c.close();
  contexts = [];
});

/** A signed-in person whose browser may show notifications and subscribes with the fake. */
async function personWithPush(options: { width?: number; theme?: "dark" | "light" } = {}) {
  const context = await newContext({ serviceWorkers: "allow", ...options });
  contexts.push(context);
  await context.grantPermissions(["notifications"], { origin: baseURL });
  const account = await registerViaApi(context);
  const subscription = await fake.newSubscription();
  await context.addInitScript(stubPushManager, subscription);
  const page = await context.newPage();
  const watch = watchPage(page);
  return { context, page, watch, account, subscription };
}

async function serverState(context: BrowserContext, endpoint: string) {
  const res = await context.request.get(
    `${baseURL}/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`,
  );
  expect(res.status()).toBe(200);
  return res.json();
}

describe("reminders", () => {
  it("opting in on the profile registers this device; one reminder at the chosen time, none in the quiet hours", async () => {
    const { context, page, watch, subscription } = await personWithPush({ width: 390 });
    await setClock(context, "2026-12-16T08:00:00+03:00");
    await page.goto("/profile");
    const card = page.getByTestId("reminder-card");
    await card.getByText("Bu cihazda hatırlatma kapalı.").waitFor();
    await screenshot(page, "reminder-card-off-dark-390");

    await card.getByTestId("reminder-time").selectOption("10:00");
    await card.getByTestId("reminder-on").click();
    await expect
      .poll(() => card.getByTestId("reminder-status").textContent())
      .toBe("Bu cihazda hatırlatma açık. Saat: 10.00");
    expect(await toastText(page)).toContain("Hatırlatma kuruldu: her gün saat 10.00.");
    // the page subscribed with the server's key, and the server keeps this device's subscription
    const key = (await (await context.request.get(`${baseURL}/api/push/key`)).json()).publicKey as string;
    const subscribedWith = await page.evaluate(
      () => (window as unknown as { subscribedWithKey: number[] }).subscribedWithKey,
    );
    expect(Buffer.from(subscribedWith).toString("base64url")).toBe(key);
    expect(await serverState(context, subscription.endpoint)).toEqual({
      time: "10:00",
      devices: 1,
      thisDevice: true,
    });
    await screenshot(page, "reminder-card-on-dark-390");

    // 09:59: not yet
    await setClock(context, "2026-12-16T09:59:00+03:00");
    await someTicks();
    expect(await deliveriesTo(subscription.endpoint)).toHaveLength(0);
    // 10:00: one reminder, opening the song of the day; later ticks send nothing more
    await setClock(context, "2026-12-16T10:00:00+03:00");
    await expect.poll(async () => (await deliveriesTo(subscription.endpoint)).length).toBe(1);
    const [reminder] = await deliveriesTo(subscription.endpoint);
    expect(reminder!.payload).toEqual({
      title: "Günün şarkısı hazır",
      body: expect.any(String),
      url: "/#gunun-sarkisi",
      tag: "gunun-sarkisi",
    });
    await someTicks();
    expect(await deliveriesTo(subscription.endpoint)).toHaveLength(1);

    // the next day the person moves it to 21:30; at 22:05 it would still be due, but it is night
    await setClock(context, "2026-12-17T08:00:00+03:00");
    await page.reload();
    await card.getByTestId("reminder-time").selectOption("21:30");
    await card.getByTestId("reminder-save").click();
    await expect
      .poll(() => card.getByTestId("reminder-status").textContent())
      .toBe("Bu cihazda hatırlatma açık. Saat: 21.30");
    await setClock(context, "2026-12-17T22:05:00+03:00");
    await someTicks();
    await setClock(context, "2026-12-18T03:00:00+03:00");
    await someTicks();
    expect(await deliveriesTo(subscription.endpoint)).toHaveLength(1);
    await setClock(context, "2026-12-18T21:30:00+03:00");
    await expect.poll(async () => (await deliveriesTo(subscription.endpoint)).length).toBe(2);

    // off: the device's subscription is gone from the server and from the browser
    await card.getByTestId("reminder-off").click();
    await expect
      .poll(() => card.getByTestId("reminder-status").textContent())
      .toBe("Bu cihazda hatırlatma kapalı.");
    expect(await serverState(context, subscription.endpoint)).toEqual({
      time: null,
      devices: 0,
      thisDevice: false,
    });
    watch.assertClean();
  });

  it("after a draw: 'Her gün şarkını hatırlatayım mı?'; a no is never asked again on this device, a yes subscribes", async () => {
    const declining = await personWithPush({ width: 390 });
    await drawFromReadyList(declining.page);
    const offer = declining.page.getByTestId("reminder-offer");
    await offer.getByText("Her gün şarkını hatırlatayım mı?").waitFor();
    await screenshot(declining.page, "reminder-offer-dark-390");
    await offer.getByTestId("reminder-offer-no").click();
    await offer.waitFor({ state: "detached" });
    await declining.page.goto("/");
    await drawFromReadyList(declining.page);
    await declining.page.getByTestId("comment-block").waitFor();
    expect(await declining.page.getByTestId("reminder-offer").count()).toBe(0);
    // nothing was asked of the browser
    expect(await declining.page.evaluate(() => Notification.permission)).toBe("granted");
    expect(await serverState(declining.context, declining.subscription.endpoint)).toMatchObject({
      devices: 0,
    });
    declining.watch.assertClean();

    const accepting = await personWithPush({ width: 390, theme: "light" });
    await drawFromReadyList(accepting.page);
    const yes = accepting.page.getByTestId("reminder-offer");
    await yes.getByTestId("reminder-offer-time").selectOption("19:30");
    await screenshot(accepting.page, "reminder-offer-light-390");
    await yes.getByTestId("reminder-offer-yes").click();
    await yes.waitFor({ state: "detached" });
    expect(await toastText(accepting.page)).toContain("her gün saat 19.30");
    expect(await serverState(accepting.context, accepting.subscription.endpoint)).toEqual({
      time: "19:30",
      devices: 1,
      thisDevice: true,
    });
    // the profile shows it for this device
    await accepting.page.goto("/profile");
    await expect
      .poll(() => accepting.page.getByTestId("reminder-status").textContent())
      .toBe("Bu cihazda hatırlatma açık. Saat: 19.30");
    await screenshot(accepting.page, "reminder-card-on-light-390");
    accepting.watch.assertClean();
  });
});

async function drawFromReadyList(page: Page) {
  await page.goto("/");
  await page.getByTestId("ready-list-anadolu-rock").click();
  await page.waitForURL(`${baseURL}/play`);
  await page.getByTestId("number-input").fill("7");
  await page.getByRole("button", { name: "Falımı Çek" }).click();
  await page.getByTestId("track-title").waitFor();
}
