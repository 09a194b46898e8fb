/**
 * Writes THIRD-PARTY-NOTICES.txt: the licences of the code that ships, i.e. the packages in the
 * client bundle (minified, so their licence files do not travel with them; the build copies this
 * file next to it and the server serves it at /THIRD-PARTY-NOTICES.txt) and the server's runtime
 * packages, with the notices the LGPL and MPL ask for (docs/decisions/013-licences.md).
 *
 *   npx tsx scripts/third-party-notices.ts           rewrite the file (after `npm run build`)
 *   npx tsx scripts/third-party-notices.ts --check   exit 1 when the file is out of date
 *
 * Packages in the client bundle come from dist/client/.vite/bundled-packages.json (written by the
 * build, vite.config.ts); the server's are the non-dev entries of package-lock.json.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT = join(ROOT, "THIRD-PARTY-NOTICES.txt");
const BUNDLED = join(ROOT, "dist/client/.vite/bundled-packages.json");

interface LockEntry {
  version?: string;
  license?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

interface PackageInfo {
  name: string;
  license: string;
  repository: string | null;
  /** LICENSE/COPYING and NOTICE texts, or the declared licence when the package has none */
  text: string;
}

const RULE = "=".repeat(78);

function nameOf(lockPath: string): string {
  return lockPath.slice(lockPath.lastIndexOf("node_modules/") + "node_modules/".length);
}

function repositoryOf(pkg: { repository?: string | { url?: string }; homepage?: string }): string | null {
  const raw = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  if (!raw) return pkg.homepage ?? null;
  if (/^[\w-]+\/[\w.-]+$/.test(raw)) return `https://github.com/${raw}`;
  return raw
    .replace(/^git\+/, "")
    .replace(/^git:\/\//, "https://")
    .replace(/\.git$/, "");
}

function licenceText(dir: string): string | null {
  const files = readdirSync(dir)
    .filter((f) => /^(licen[cs]e|copying|notice)([.-].*)?$/i.test(f))
    .sort((a, b) => Number(/^notice/i.test(a)) - Number(/^notice/i.test(b)) || a.localeCompare(b));
  if (files.length === 0) return null;
  return files.map((f) => readFileSync(join(dir, f), "utf8").replace(/\r\n/g, "\n").trim()).join("\n\n");
}

const MIT_PERMISSION = `Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

/** For a package without a licence file: the licence it declares, written out where we can. */
function declaredText(license: string, author: string | null): string {
  const note = "(the package has no licence file; this is the licence its package.json declares)";
  if (license === "MIT")
    return `MIT License ${note}\n\nCopyright (c) ${author ?? "the package's authors"}\n\n${MIT_PERMISSION}`;
  if (license === "Apache-2.0")
    return `Licensed under the Apache License, Version 2.0 ${note}; full text at the end of this file.`;
  if (license === "Unlicense") {
    return `The Unlicense ${note}: free and unencumbered software released into the public domain, https://unlicense.org/`;
  }
  return `Declared licence: ${license} ${note}`;
}

function authorOf(pkg: { author?: string | { name?: string } }): string | null {
  const author = typeof pkg.author === "string" ? pkg.author : pkg.author?.name;
  return author ? author.replace(/\s*[<(].*$/, "") : null;
}

function readPackage(lockPath: string, entry: LockEntry): PackageInfo {
  const dir = join(ROOT, lockPath);
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const license = pkg.license ?? entry.license ?? "UNKNOWN";
  return {
    name: nameOf(lockPath),
    license,
    repository: repositoryOf(pkg),
    text: licenceText(dir) ?? declaredText(license, authorOf(pkg)),
  };
}

/** Platform-specific prebuilt binaries: only the one for this machine is installed. */
const isPlatformPackage = (e: LockEntry, installed: boolean) =>
  Boolean(e.os || e.cpu || (e.optional && !installed));

function collect() {
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  if (!existsSync(BUNDLED)) throw new Error(`${BUNDLED} is missing: run \`npm run build\` first`);
  const bundled = new Set<string>(JSON.parse(readFileSync(BUNDLED, "utf8")));

  const byName = new Map<string, { path: string; entry: LockEntry }>();
  // Top-level copies first (shortest paths), so a nested older copy does not win.
  const entries = Object.entries(lock.packages)
    .filter(([path]) => path.startsWith("node_modules/"))
    .sort(
      ([a], [b]) => a.split("node_modules/").length - b.split("node_modules/").length || a.localeCompare(b),
    );
  for (const [path, entry] of entries) {
    const name = nameOf(path);
    if (!byName.has(name)) byName.set(name, { path, entry });
  }

  const client: PackageInfo[] = [];
  for (const name of [...bundled].sort()) {
    const found = byName.get(name);
    if (!found) throw new Error(`${name} is in the client bundle but not in package-lock.json`);
    client.push(readPackage(found.path, found.entry));
  }

  const server: PackageInfo[] = [];
  const platform: { name: string; license: string }[] = [];
  for (const [name, { path, entry }] of [...byName].sort(([a], [b]) => a.localeCompare(b))) {
    if (entry.dev) continue;
    const installed = existsSync(join(ROOT, path, "package.json"));
    if (isPlatformPackage(entry, installed)) {
      platform.push({ name, license: entry.license ?? "UNKNOWN" });
      continue;
    }
    if (!installed) throw new Error(`${name} is not installed: run \`npm ci\` first`);
    server.push(readPackage(path, entry));
  }
  return { client, server, platform };
}

/** Packages with the same licence text share one copy of it. */
function section(title: string, packages: PackageInfo[]): string {
  const groups = new Map<string, PackageInfo[]>();
  for (const p of packages) {
    const key = p.text;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const parts = [`${RULE}\n${title}\n${RULE}`];
  for (const [text, group] of groups) {
    const names = group.map((p) => `- ${p.name} (${p.license})${p.repository ? ` ${p.repository}` : ""}`);
    parts.push(`${names.join("\n")}\n\n${text}`);
  }
  return parts.join("\n\n------------------------------------------------------------------------------\n\n");
}

/** What the LGPL and MPL ask of whoever distributes this software (docs/decisions/013-licences.md). */
const SPECIAL_NOTICES = `${RULE}
Notices required by the LGPL and the MPL
${RULE}

libmpg123 (GNU Lesser General Public License, version 2.1)
  The server decodes MP3 previews with the npm package mpg123-decoder, whose JavaScript is MIT
  licensed and which embeds a WebAssembly build of libmpg123 1.29.0, copyright the mpg123 project
  (initially written by Michael Hipp; see https://www.mpg123.de/), licensed under the GNU LGPL 2.1
  (full text below). The package itself carries no notice of this.
  Source code of that build: https://github.com/eshaz/wasm-audio-decoders (the Makefile's
  "mpg123-decoder" target compiles src/libmpg123/*.c of the git submodule modules/mpg123, commit
  08247b317163175e62035893af3ff9e71a5dfefd = mpg123 1.29.0) and https://www.mpg123.de/.
  The library is a separate module loaded at run time from node_modules/mpg123-decoder: it can be
  replaced by a rebuilt, modified version without changing this program, and you may modify and
  reverse-engineer this program to debug such a replacement.

libvips and the libraries bundled with it (GNU LGPL, version 3 or later)
  Images are processed by sharp, which loads prebuilt shared libraries from the npm package
  @img/sharp-libvips-<platform>: libvips, glib, pango, fribidi, librsvg, libheif and libexif are
  used under the GNU LGPL 3.0 (full texts of the LGPL 3.0 and the GPL 3.0 it builds on below);
  the other bundled libraries and their licences are listed in that package's README.md.
  Source code: https://github.com/lovell/sharp-libvips (build scripts; the library versions are in
  the package's versions.json) and https://github.com/libvips/libvips. The libraries are shared
  objects in their own package and can be replaced by rebuilt, modified versions.

Mozilla Public License 2.0
  satori, @resvg/resvg-js and its prebuilt @resvg/resvg-js-<platform> binaries are used
  unmodified under the MPL 2.0 (text in their section below). Their source code is available at
  https://github.com/vercel/satori and https://github.com/thx/resvg-js.

Fonts (SIL Open Font License 1.1)
  Inter and Cormorant Garamond (@fontsource packages) are served to browsers and drawn into
  preview images under the SIL OFL 1.1; their copyright notices and the licence are below.`;

function render(): string {
  const { client, server, platform } = collect();
  const platformLines = platform.map((p) => `- ${p.name} (${p.license})`).join("\n");
  const appendix = ["LGPL-2.1", "LGPL-3.0", "GPL-3.0", "Apache-2.0"]
    .map(
      (id) =>
        `${RULE}\nFull text: ${id}\n${RULE}\n\n${readFileSync(join(ROOT, "LICENSES", `${id}.txt`), "utf8").trim()}`,
    )
    .join("\n\n");
  return `${[
    "Third-party software in Şarkı Falı",
    "",
    "This file lists the licences of the third-party code that ships with Şarkı Falı: the JavaScript,",
    "CSS and fonts bundled into the web client, and the packages the server runs with. It is generated",
    "by scripts/third-party-notices.ts; do not edit it by hand.",
    "",
    SPECIAL_NOTICES,
    "",
    section("Bundled into the web client", client),
    "",
    section("Run by the server (npm dependencies)", server),
    "",
    `${RULE}\nPrebuilt platform binaries (the one for the machine is installed; its package carries its licence)\n${RULE}\n\n${platformLines}`,
    "",
    appendix,
  ].join("\n")}\n`;
}

const text = render();
if (process.argv.includes("--check")) {
  const current = existsSync(OUT) ? readFileSync(OUT, "utf8") : "";
  if (current !== text) {
    console.error("THIRD-PARTY-NOTICES.txt is out of date: run `npx tsx scripts/third-party-notices.ts`");
    process.exit(1);
  }
  console.info("THIRD-PARTY-NOTICES.txt is up to date");
} else {
  writeFileSync(OUT, text);
  console.info(`wrote ${OUT} (${Math.round(text.length / 1024)} KB)`);
}
