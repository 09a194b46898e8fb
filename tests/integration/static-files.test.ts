/** The built client as the server hands it out: caching by kind of file, and no source maps. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import type { Database } from "@/server/db/client";
import { testConfig } from "../support/config";
import { openTestDatabase } from "./helpers";

const clientDir = mkdtempSync(join(tmpdir(), "sf-static-"));
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Şarkı Falı</title>");
  writeFileSync(join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(
    join(clientDir, "assets", "index-Bx1Yz2Q3.js"),
    "console.log(1);\n//# sourceMappingURL=index-Bx1Yz2Q3.js.map",
  );
  writeFileSync(
    join(clientDir, "assets", "index-Bx1Yz2Q3.js.map"),
    '{"version":3,"sources":["../../src/client/main.tsx"]}',
  );
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clientDir, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("static files", () => {
  it("hashed assets are cached for a year as immutable, other files for five minutes", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/index-Bx1Yz2Q3.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("never serves a source map, even one left in the folder", async () => {
    const map = await app.inject({ method: "GET", url: "/assets/index-Bx1Yz2Q3.js.map" });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain("sources");
  });
});
