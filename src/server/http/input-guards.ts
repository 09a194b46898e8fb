import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

export const INVALID_CHARACTER_MESSAGE = "İstek geçersiz bir karakter içeriyor";

/** True when a value (any depth, bounded) holds a string PostgreSQL text cannot store. */
export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (depth > 20) return false;
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some((v) => hasNulCharacter(v, depth + 1));
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes("\u0000") || hasNulCharacter(v, depth + 1)) return true;
    }
  }
  return false;
}

/**
 * A NUL character cannot be stored in PostgreSQL text and would surface as a 500 deep in a
 * query; refuse it at the door, for every body, query string and path parameter.
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (hasNulCharacter(request.body) || hasNulCharacter(request.query) || hasNulCharacter(request.params)) {
      throw badRequest(INVALID_CHARACTER_MESSAGE);
    }
  });
}
