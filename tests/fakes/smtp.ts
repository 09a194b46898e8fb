/**
 * A local SMTP sink (smtp-server): accepts every message on 127.0.0.1 without TLS or a password
 * and keeps it in a mailbox the tests read. `link(to, fragment)` waits for the newest mail to an
 * address and returns the app's link in it (e.g. "#sifirla="), read from the decoded text part.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SunkMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** SMTP_URL and MAIL_FROM pointing the app at the sink */
  env(): { SMTP_URL: string; MAIL_FROM: string };
  mails(to?: string): SunkMail[];
  /** Waits (up to `timeoutMs`) for the number of mails to `to` to reach `count`. */
  waitForMails(to: string, count: number, timeoutMs?: number): Promise<SunkMail[]>;
  /** The app's address in the newest mail to `to` whose link contains `marker`. */
  link(to: string, marker: string, timeoutMs?: number): Promise<string>;
  clear(): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === "=" ? soft.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeWord(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

function split(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? "" : part.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** The text and HTML parts of a message (a single part, or one level of multipart/alternative). */
export function parseMail(raw: string): { subject: string; text: string; html: string } {
  const { headers, body } = split(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = split(chunk.replace(/^\r?\n/, ""));
      parts.push({ type: part.headers["content-type"] ?? "", content: decodeBody(part.headers, part.body) });
    }
  } else {
    parts.push({ type: headers["content-type"] ?? "text/plain", content: decodeBody(headers, body) });
  }
  return {
    subject: decodeWord(headers.subject ?? ""),
    text: parts.find((p) => p.type.startsWith("text/plain"))?.content ?? "",
    html: parts.find((p) => p.type.startsWith("text/html"))?.content ?? "",
  };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const box: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        box.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  const mails = (to?: string) => (to ? box.filter((m) => m.to.includes(to.toLowerCase())) : [...box]);

  async function waitForMails(to: string, count: number, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (mails(to).length < count) {
      if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return mails(to);
  }

  return {
    port,
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Şarkı Falı <bildirim@sarkifali.test>" }),
    mails,
    waitForMails,
    async link(to, marker, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails(to)
          .reverse()
          .map((m) => /https?:\/\/\S+/g.exec(m.text)?.[0])
          .find((l) => l?.includes(marker));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link containing ${marker}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    clear() {
      box.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
