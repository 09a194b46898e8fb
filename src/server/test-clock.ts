/**
 * A clock that end-to-end tests may set, so that "the next day in Istanbul" or "09:00 tomorrow"
 * is a request, not a wait. Only with `TEST_CLOCK=true` (never set in a deployment: loadConfig
 * refuses it with NODE_ENV=production and an https PUBLIC_URL). Without it there is no route and
 * the app reads the real time.
 *
 * `PUT /api/test/clock` `{ now: ISO string }` fixes the time and lets it run on from there;
 * `{ now: null }` goes back to the real time. The answer is the clock's time now.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { badRequest } from "./http/errors";

export interface TestClock {
  now: () => Date;
  /** `at` becomes "now"; time goes on from there. `null`: the real time again */
  set: (at: Date | null) => void;
}

export function createTestClock(real: () => number = Date.now): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(real() + offsetMs),
    set: (at) => {
      offsetMs = at ? at.getTime() - real() : 0;
    },
  };
}

const body = z.object({ now: z.iso.datetime({ offset: true }).nullable() });

export function testClockRoutes(app: FastifyInstance, clock: TestClock): void {
  app.put("/api/test/clock", async (req) => {
    const parsed = body.safeParse(req.body);
    if (!parsed.success) throw badRequest("Saat, ISO 8601 biçiminde bir zaman olmalı.");
    clock.set(parsed.data.now === null ? null : new Date(parsed.data.now));
    return { now: clock.now().toISOString() };
  });
}
