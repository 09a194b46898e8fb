/**
 * Sending mail (ADR 028) through the operator's SMTP server with nodemailer. `createMailer` answers
 * null when SMTP_URL and MAIL_FROM are unset: the app then sends nothing and 'Şifremi unuttum?'
 * shows the spec's dialog.
 */
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../log";
import type { MailMessage } from "./messages";

export interface Mailer {
  /** Sends one message; resolves once the SMTP server accepted it. */
  send(to: string, message: MailMessage): Promise<void>;
  /**
   * Sends without making the request wait, logging a failure (the address stays out of the log).
   * The request answers the same whether or not a mail went, and as fast.
   */
  sendLater(to: string, message: MailMessage): void;
  close(): void;
}

export function createMailer(config: Pick<Config, "SMTP_URL" | "MAIL_FROM">, log: Logger): Mailer | null {
  if (!config.SMTP_URL || !config.MAIL_FROM) return null;
  const transport = nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM });
  const from = config.MAIL_FROM;
  const send = async (to: string, message: MailMessage) => {
    await transport.sendMail({ from, to, subject: message.subject, text: message.text, html: message.html });
  };
  return {
    send,
    sendLater(to, message) {
      send(to, message).catch((err: unknown) => {
        log.warn(
          { err: err instanceof Error ? err.message : String(err), kind: message.kind },
          "mail not sent",
        );
      });
    },
    close() {
      transport.close();
    },
  };
}
