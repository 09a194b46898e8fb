/**
 * The logger services receive. Fastify's pino logger fits (`app.log.child({ module })`), and a
 * test can pass a small object that keeps its lines. Objects first, message second, as pino wants.
 */
export interface Logger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** For services built without a logger (unit tests, scripts). */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
