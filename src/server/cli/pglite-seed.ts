/** Build step: `node dist/server/pglite-seed.js <file>` writes the embedded database's seed (db/pglite-seed.ts). */
import { writePgliteSeed } from "../db/pglite-seed";

const file = process.argv[2];
if (!file) throw new Error("usage: pglite-seed <file>");
const bytes = await writePgliteSeed(file);
console.info(`embedded database seed: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
