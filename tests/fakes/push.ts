/**
 * A fake push service (ADR 041): an https server on 127.0.0.1 with a self-signed certificate made at
 * start, standing in for FCM, Mozilla's autopush or Apple's. It hands out test subscriptions (a
 * P-256 key pair and an auth secret it keeps, as a browser would), checks each request's VAPID
 * header against the app's key, decrypts the payload with the subscription's keys (http_ece, as a
 * browser does) and records it. A test can make it answer 404 or 410 for an endpoint (a
 * subscription the browser dropped) or 500.
 *
 * The app trusts its certificate through NODE_EXTRA_CA_CERTS (a file, `caFile`) when it runs as a
 * process of its own, or through AppDeps.pushCa in-process. Tests in another process reach its
 * `/_fake/*` control routes with `pushFakeClient` (which trusts the certificate too).
 */
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ece from "http_ece";
import selfsigned from "selfsigned";
import webpush from "web-push";

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface Delivery {
  endpoint: string;
  /** the decrypted payload, parsed (the app sends JSON) */
  payload: { title: string; body: string; url: string; tag: string };
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** Date.now() when it arrived */
  at: number;
}

export interface FakePush {
  /** "https://127.0.0.1:<port>" */
  url: string;
  /** "127.0.0.1:<port>", for PUSH_ALLOWED_HOSTS */
  host: string;
  /** the certificate (PEM) and a file holding it, for NODE_EXTRA_CA_CERTS */
  ca: string;
  caFile: string;
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** every notification received with a valid VAPID header and decrypted, oldest first */
  deliveries: Delivery[];
  /** requests refused (a bad VAPID header, an unknown subscription, a payload that would not decrypt) */
  refused: { endpoint: string; status: number; reason: string }[];
  newSubscription(): TestSubscription;
  /** answer `status` for this endpoint from now on (404/410: gone; 500: a failure); null: accept */
  answer(endpoint: string, status: number | null): void;
  reset(): void;
  /** the environment pointing an app process at this fake */
  env(): Record<string, string>;
  close(): Promise<void>;
}

interface Kept {
  ecdh: ReturnType<typeof createECDH>;
  auth: string;
}

export async function startPushFake(): Promise<FakePush> {
  const pems = await selfsigned.generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [
      { name: "basicConstraints", cA: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), "sf-push-fake-"));
  const caFile = join(dir, "ca.pem");
  writeFileSync(caFile, pems.cert);
  const keys = webpush.generateVAPIDKeys();
  const vapid = { ...keys, subject: "mailto:test@sarkifali.test" };

  const subscriptions = new Map<string, Kept>();
  const answers = new Map<string, number>();
  const deliveries: Delivery[] = [];
  const refused: FakePush["refused"] = [];
  let origin = "";

  function newSubscription(): TestSubscription {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16).toString("base64url");
    const endpoint = `${origin}/push/${randomUUID()}`;
    subscriptions.set(endpoint, { ecdh, auth });
    return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } };
  }

  /** The reason a VAPID header is wrong, or null (RFC 8292: "vapid t=<JWT>, k=<public key>"). */
  function vapidProblem(header: string | undefined): string | null {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
    if (!match) return "no vapid authorization";
    const [, token, key] = match as unknown as [string, string, string];
    if (key !== vapid.publicKey) return "another server's key";
    const [head, claims, signature] = token.split(".");
    if (!head || !claims || !signature) return "not a JWT";
    const raw = Buffer.from(key, "base64url");
    const publicKey = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: raw.subarray(1, 33).toString("base64url"),
        y: raw.subarray(33, 65).toString("base64url"),
      },
      format: "jwk",
    });
    const signed = verify(
      "sha256",
      Buffer.from(`${head}.${claims}`),
      { key: publicKey, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    if (!signed) return "bad signature";
    const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
      aud?: string;
      exp?: number;
    };
    if (body.aud !== origin) return `audience ${body.aud}`;
    if (!body.exp || body.exp * 1000 < Date.now()) return "expired";
    return null;
  }

  function receive(endpoint: string, headers: Record<string, string | string[] | undefined>, body: Buffer) {
    const kept = subscriptions.get(endpoint);
    if (!kept) return { status: 404, reason: "unknown subscription" };
    const problem = vapidProblem(headers.authorization as string | undefined);
    if (problem) return { status: 403, reason: problem };
    if (headers["content-encoding"] !== "aes128gcm") return { status: 415, reason: "not aes128gcm" };
    const forced = answers.get(endpoint);
    if (forced) return { status: forced, reason: "told to" };
    let payload: Delivery["payload"];
    try {
      const clear = ece.decrypt(body, { version: "aes128gcm", privateKey: kept.ecdh, authSecret: kept.auth });
      payload = JSON.parse(clear.toString("utf8"));
    } catch (err) {
      return { status: 400, reason: `could not decrypt: ${(err as Error).message}` };
    }
    deliveries.push({
      endpoint,
      payload,
      ttl: Number(headers.ttl),
      urgency: headers.urgency as string | undefined,
      topic: headers.topic as string | undefined,
      at: Date.now(),
    });
    return { status: 201, reason: "" };
  }

  function reset() {
    deliveries.length = 0;
    refused.length = 0;
    answers.clear();
  }

  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", origin).pathname;
      const body = Buffer.concat(chunks);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (req.method === "POST" && path.startsWith("/push/")) {
        const endpoint = `${origin}${path}`;
        const { status, reason } = receive(endpoint, req.headers, body);
        if (status >= 300) refused.push({ endpoint, status, reason });
        res.writeHead(status, status === 201 ? { location: `${origin}/message/${randomUUID()}` } : {});
        return res.end(reason);
      }
      // the control routes, for tests in another process
      if (req.method === "POST" && path === "/_fake/subscriptions") return json(201, newSubscription());
      if (req.method === "GET" && path === "/_fake/deliveries") return json(200, { deliveries, refused });
      if (req.method === "POST" && path === "/_fake/answer") {
        const { endpoint, status } = JSON.parse(body.toString("utf8")) as {
          endpoint: string;
          status: number | null;
        };
        if (status) answers.set(endpoint, status);
        else answers.delete(endpoint);
        return json(200, {});
      }
      if (req.method === "POST" && path === "/_fake/reset") {
        reset();
        return json(200, {});
      }
      json(404, { error: "not here" });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  return {
    url: origin,
    host: `127.0.0.1:${port}`,
    ca: pems.cert,
    caFile,
    vapid,
    deliveries,
    refused,
    newSubscription,
    answer(endpoint, status) {
      if (status) answers.set(endpoint, status);
      else answers.delete(endpoint);
    },
    reset,
    env: () => ({
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: vapid.subject,
      PUSH_ALLOWED_HOSTS: `127.0.0.1:${port}`,
      NODE_EXTRA_CA_CERTS: caFile,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

/** The fake's control routes from another process (the end-to-end tests). */
export function pushFakeClient(url: string, ca: string) {
  const call = <T>(method: string, path: string, body?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const req = httpsRequest(
        new URL(path, url),
        { method, ca, headers: { "content-type": "application/json" } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            if ((res.statusCode ?? 500) >= 300)
              reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
            else resolve(JSON.parse(text) as T);
          });
        },
      );
      req.on("error", reject);
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
  return {
    newSubscription: () => call<TestSubscription>("POST", "/_fake/subscriptions"),
    deliveries: () =>
      call<{ deliveries: Delivery[]; refused: FakePush["refused"] }>("GET", "/_fake/deliveries"),
    answer: (endpoint: string, status: number | null) => call("POST", "/_fake/answer", { endpoint, status }),
    reset: () => call("POST", "/_fake/reset"),
  };
}
