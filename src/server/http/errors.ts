/**
 * Errors that reach a person. Every API error answers `{ message }` in Turkish with a fitting
 * status; a 5xx never carries an internal message or a stack trace.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/errors";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** Turkish, for a person */
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Bu işlem için giriş yapmalısın") => new HttpError(401, message);
export const forbidden = (message = "Bu işlem için yetkin yok") => new HttpError(403, message);
export const notFound = (message = "Bulunamadı") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const badGateway = (message: string) => new HttpError(502, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

/** The database cannot be reached or is not ready: the request may be retried shortly. */
export const DATABASE_UNAVAILABLE_MESSAGE = "Veritabanına şu an ulaşılamıyor. Biraz sonra tekrar dene.";
/** seconds a client (or a load balancer) should wait before asking again */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const INTERNAL_ERROR_MESSAGE = "Sunucuda beklenmeyen bir hata oluştu. Lütfen biraz sonra tekrar dene.";

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "İstek gövdesi geçerli bir JSON değil" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "İstek gövdesi boş olamaz" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "İstek gövdesi çok büyük" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Desteklenmeyen içerik türü: JSON gönder" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "İstek gövdesinin uzunluğu hatalı" },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: "İstek gövdesi hatalı" },
  FST_ERR_VALIDATION: { status: 400, message: "İstek hatalı" },
};

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      // An issue at the root means the body itself is missing or is not an object.
      const path = first.instancePath.replace(/^\//, "");
      if (!path) return "İstek gövdesi eksik veya hatalı";
      return first.message ?? "İstek hatalı";
    }
  }
  return "İstek hatalı";
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.warn({ err: error }, "request failed");
    return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return reply.status(400).send({ message: validationMessage(error) });
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return reply.status(known.status).send({ message: known.message });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Another 4xx from Fastify or a plugin: keep the status, never its English message.
    if (status === 404) return reply.status(404).send({ message: "Bulunamadı" });
    if (status === 429) return reply.status(429).send({ message: "Çok fazla istek. Lütfen biraz bekle." });
    return reply.status(status).send({ message: "İstek hatalı" });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable");
    return reply
      .status(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  request.log.error({ err: error }, "unhandled error");
  return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
}
