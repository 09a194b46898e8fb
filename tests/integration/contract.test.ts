/**
 * The contract's endpoint table (src/shared/api/endpoints.ts) against the app as buildApp() assembles it: the
 * server registers exactly the table's /api routes, each validating the table's request body and
 * answering with the table's response schemas. So the table is the whole API, and the types the
 * client derives from it are the server's.
 */
import { channel } from "node:diagnostics_channel";
import type { FastifyInstance, FastifySchema } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Endpoint, type EndpointSpec, endpoints } from "@/shared/api/endpoints";
import { createTestApp, type TestApp } from "./helpers";

const routes = new Map<string, FastifySchema | undefined>();
// Fastify announces each new instance here, before any plugin registers a route.
const initialization = channel("fastify.initialization");
const watchRoutes = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routes.set(`${method} ${route.url}`, route.schema);
    }
  });
};

/** The shape a schema accepts or sends, comparable with toEqual (zod objects are not). */
function shapeOf(schema: unknown, io: "input" | "output") {
  return z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: "any" });
}

let t: TestApp;
beforeAll(async () => {
  initialization.subscribe(watchRoutes);
  try {
    t = await createTestApp();
  } finally {
    initialization.unsubscribe(watchRoutes);
  }
});
afterAll(() => t?.close());

describe("the endpoint table of src/shared/api/endpoints.ts", () => {
  it("lists every /api route the server registers, and no other", () => {
    expect(routes.size).toBeGreaterThan(0);
    expect([...routes.keys()].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints) as Endpoint[])("%s: the server uses the table's schemas", (endpoint) => {
    const spec: EndpointSpec = endpoints[endpoint];
    const schema = routes.get(endpoint);
    if (spec.body) {
      expect(schema?.body, "request body schema").toBeDefined();
      expect(shapeOf(schema?.body, "input")).toEqual(shapeOf(spec.body, "input"));
    } else {
      expect(schema?.body, "request body schema").toBeUndefined();
    }
    const answers = (schema?.response ?? {}) as Record<string, unknown>;
    expect(Object.keys(answers).sort(), "statuses with a response schema").toEqual(
      Object.keys(spec.response).sort(),
    );
    for (const [status, expected] of Object.entries(spec.response)) {
      expect(shapeOf(answers[status], "output"), `response ${status}`).toEqual(shapeOf(expected, "output"));
    }
  });
});
