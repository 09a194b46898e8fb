/** Reminders through Web Push (ADR 041): the server's key and a device's subscription. */
import { z } from "zod";
import { isQuietMinute, minuteOfTime } from "../reminder-time";

/** GET /api/push/key: the VAPID public key a browser subscribes with (404 when push is off). */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const base64Url = (label: string, max: number) =>
  z
    .string({ error: `${label} metin olmalı` })
    .max(max, `${label} çok uzun`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} geçerli değil`);

const endpointSchema = z
  .string({ error: "Abonelik adresi gerekli" })
  .trim()
  .min(1, "Abonelik adresi gerekli")
  .max(1000, "Abonelik adresi çok uzun");

/** POST /api/push/subscriptions: this device's subscription and the chosen time of day. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    {
      p256dh: base64Url("Abonelik anahtarı", 200),
      auth: base64Url("Abonelik anahtarı", 100),
    },
    { error: "Abonelik anahtarları gerekli" },
  ),
  time: z
    .string({ error: "Hatırlatma saati gerekli" })
    .trim()
    .refine((v) => minuteOfTime(v) !== null, "Hatırlatma saati SS:DD biçiminde olmalı (ör. 10:00)")
    .refine(
      (v) => !isQuietMinute(minuteOfTime(v) ?? 0),
      "Hatırlatma saati 09:00 ile 22:00 arasında olmalı: gece rahatsız etmeyiz",
    ),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions: the current device's subscription. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/**
 * The person's reminder: the time ("HH:MM", null when none), how many devices get it, and whether
 * this device is one of them (the endpoint the request names: `?endpoint=` on GET, the body's on
 * POST and DELETE).
 */
export const pushReminderStateSchema = z.object({
  time: z.string().nullable(),
  devices: z.number().int(),
  thisDevice: z.boolean(),
});
/** GET /api/push/subscriptions?endpoint=…: this browser's subscription, when it has one. */
export const pushStateQuerySchema = z.object({ endpoint: z.string().max(1000).optional() });
export type PushReminderState = z.infer<typeof pushReminderStateSchema>;
