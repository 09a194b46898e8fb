/**
 * The Draw module is the only writer of the draws table (ADR 029): lint/one-draw-writer.grit
 * refuses a write anywhere else in src/. Here the rule is run on writes and reads of every shape,
 * and the project's Biome configuration is checked to apply it everywhere but the Draw module.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const rule = join(root, "lint/one-draw-writer.grit");

const PROBE = `import { sql } from "drizzle-orm";
import * as schema from "./schema";
import { draws, users } from "./schema";
declare const db: never;
export async function probe(tx: never) {
  await db.insert(draws).values({}); // write
  await tx.update(draws).set({ isFavorite: true }); // write
  await db.delete(draws).where(sql\`true\`); // write
  await db.insert(schema.draws).values({}); // write
  await db.execute(sql\`update draws set is_favorite = true\`); // write
  await db.execute(sql\`DELETE FROM "draws" where id = \${1}\`); // write
  await db.execute(sql\`insert into draws (id) values (\${1})\`); // write
  await db.select().from(draws);
  await db.insert(users).values({});
  await db.execute(sql\`select count(*) from draws where user_id = \${1}\`);
  await db.execute(sql\`update draws_archive set a = 1\`);
}
`;

describe("one writer of the draws table", () => {
  it("the rule refuses every write of draws, and no read or other table", { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "sf-one-writer-"));
    writeFileSync(join(dir, "biome.json"), JSON.stringify({ plugins: [rule] }));
    writeFileSync(join(dir, "probe.ts"), PROBE);
    const biome = join(root, "node_modules/.bin/biome");
    const out = await promisify(execFile)(biome, ["lint", "--max-diagnostics=100", "probe.ts"], {
      cwd: dir,
    }).then(
      (r) => r.stdout + r.stderr,
      (err: { stdout: string; stderr: string }) => err.stdout + err.stderr,
    );
    const flagged = [...out.matchAll(/probe\.ts:(\d+):\d+ plugin/g)].map((m) => Number(m[1]));
    const writes = PROBE.split("\n").flatMap((line, i) => (line.endsWith("// write") ? [i + 1] : []));
    expect(writes).toHaveLength(7);
    expect(flagged).toEqual(writes);
  });

  it("the project applies it to all of src/ but the Draw module's repository", () => {
    const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")) as {
      overrides: { includes: string[]; plugins?: string[] }[];
    };
    const withRule = config.overrides.filter((o) => o.plugins?.includes("./lint/one-draw-writer.grit"));
    expect(withRule.map((o) => o.includes)).toEqual([["src/**", "!src/server/draws/repository.ts"]]);
  });
});
