/**
 * Run by the server on a first start (db/pglite-seed.ts prepareInChild): makes and migrates a new
 * embedded database folder in a process of its own. Argument: the task as JSON.
 */
import { type PrepareTask, prepareDataDir } from "../db/pglite-seed";

await prepareDataDir(JSON.parse(process.argv[2] ?? "") as PrepareTask);
