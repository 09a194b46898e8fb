/**
 * Prints sample comments of the offline composer (twenty ordinary draws, then hints it must treat
 * with care) as the Markdown of the "Sample comments" section of docs/samples/composer.md (ADR 004
 * links to it).
 *
 *   npx tsx scripts/composer-samples.ts           print the section
 *   npx tsx scripts/composer-samples.ts --write   replace the section in docs/samples/composer.md
 *
 * The lyric lines below are invented for the samples; they are not lines of the real songs.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AudioFeatures } from "@/shared/api/tracks";
import type { ThemeId } from "@/shared/themes";
import { composeOfflineComment } from "../src/server/fortune/comment/offline/composer";
import type { CommentInput } from "../src/server/fortune/comment/types";

const SAMPLES_FILE = fileURLToPath(new URL("../docs/samples/composer.md", import.meta.url));
const HEADING = "## Sample comments";

interface Sample {
  theme: ThemeId;
  number: number;
  track: CommentInput["track"];
  audio: AudioFeatures | null;
  lyrics: CommentInput["lyrics"];
  hint: string | null;
  /** mysticLevel, directness, optimism */
  persona: [number, number, number];
}

const excerpt = (...lines: string[]): CommentInput["lyrics"] => ({
  instrumental: false,
  excerpt: lines.join("\n"),
});
const INSTRUMENTAL: CommentInput["lyrics"] = { instrumental: true, excerpt: null };
const NO_EXCERPT: CommentInput["lyrics"] = { instrumental: false, excerpt: null };

const SAMPLES: readonly Sample[] = [
  {
    theme: "genel",
    number: 7,
    track: { id: "sp:gulpembe", title: "Gülpembe", artist: "Barış Manço" },
    audio: { tempo: 72, energy: 0.3, mode: 0, key: 9 },
    lyrics: excerpt(
      "Sabah rüzgârı kapımı çaldı",
      "Bahçede güller açar yine",
      "Eski bir türkü mırıldanır annem",
    ),
    hint: null,
    persona: [2, 2, 2],
  },
  {
    theme: "genel",
    number: 42,
    track: { id: "sp:bohemian", title: "Bohemian Rhapsody", artist: "Queen" },
    audio: { tempo: 144, energy: 0.8, valence: 0.4, mode: 1, key: 10 },
    lyrics: null,
    hint: "cesaret",
    persona: [2, 2, 2],
  },
  {
    theme: "genel",
    number: 3,
    track: {
      id: "yt:long",
      title: "Bir Zamanlar Çok Uzak Bir Ülkede Yaşayan Küçük Bir Kızın Uzun Hikâyesi Üzerine",
      artist: "Bilinmeyen Sanatçı",
    },
    audio: null,
    lyrics: null,
    hint: "Bu şarkı bana ne anlatıyor?",
    persona: [2, 2, 2],
  },
  {
    theme: "genel",
    number: 11,
    track: { id: "yt:kalimba", title: "Kalimba Sabahı", artist: "Deniz Yılmaz" },
    audio: { tempo: 96, acousticness: 0.9, energy: 0.2 },
    lyrics: INSTRUMENTAL,
    hint: "yeni başlangıç",
    persona: [1, 1, 1],
  },
  {
    theme: "genel",
    number: 19,
    track: { id: "sp:islak", title: "Islak Islak", artist: "Cem Karaca" },
    audio: { tempo: 118, energy: 0.75, brightness: 0.7, mode: 1, key: 7 },
    lyrics: excerpt(
      "Kaldırımlar parlıyor yağmurdan",
      "Sokaklarda yürüyorum yalnız",
      "Şehrin ışıkları suda titrer",
    ),
    hint: null,
    persona: [3, 3, 3],
  },
  {
    theme: "ask",
    number: 5,
    track: { id: "sp:firuze", title: "Firuze", artist: "Sezen Aksu" },
    audio: { tempo: 84, valence: 0.25, mode: 0, key: 4, brightness: 0.2 },
    lyrics: excerpt(
      "Mavi bir taş gibi bakışın",
      "Gecenin sonunda bir fener yanar",
      "Sessizce beklerim sabahı",
    ),
    hint: "aşk",
    persona: [2, 2, 2],
  },
  {
    theme: "ask",
    number: 23,
    track: { id: "sp:blinding", title: "Blinding Lights", artist: "The Weeknd" },
    audio: { tempo: 171, energy: 0.73, danceability: 0.8, mode: 1, key: 1 },
    lyrics: excerpt(
      "Driving through the silver haze",
      "Chasing echoes down the avenue",
      "I keep the radio on till morning comes",
    ),
    hint: null,
    persona: [2, 2, 2],
  },
  {
    theme: "ask",
    number: 31,
    track: { id: "yt:caps", title: "KIRMIZI GÜL DEMET DEMET", artist: "SEZEN AKSU" },
    audio: { tempo: 66, energy: 0.25, acousticness: 0.8 },
    lyrics: null,
    hint: "eski sevgili",
    persona: [2, 2, 2],
  },
  {
    theme: "ask",
    number: 8,
    track: { id: "sp:kuzu", title: "Kuzu Kuzu", artist: "Tarkan" },
    audio: { tempo: 130, energy: 0.85, valence: 0.9, mode: 1 },
    lyrics: excerpt("Pencerede papatyalar", "Bir bakışınla güller açar", "Kalbim yine pır pır eder"),
    hint: "Kalbimin şarkısı ne diyor?",
    persona: [3, 1, 3],
  },
  {
    theme: "ask",
    number: 14,
    track: { id: "csv:1", title: "Sakin Ol", artist: "" },
    audio: null,
    lyrics: excerpt(
      "Folding letters into paper boats",
      "Sending them down the river road",
      "Waiting for the tide to turn",
    ),
    hint: "ilişki",
    persona: [1, 3, 1],
  },
  {
    theme: "kariyer",
    number: 2,
    track: { id: "sp:cambaz", title: "Cambaz", artist: "mor ve ötesi" },
    audio: { tempo: 150, energy: 0.9, loudness: -5, mode: 0, key: 2 },
    lyrics: excerpt("İpin üstünde dengede", "Aşağıda yağmur yukarıda yıldız", "Düşmeden yürümeyi öğren"),
    hint: "terfi",
    persona: [2, 2, 2],
  },
  {
    theme: "kariyer",
    number: 17,
    track: { id: "sp:hotel", title: "Hotel California", artist: "Eagles" },
    audio: { tempo: 75, energy: 0.4, mode: 0, key: 11, brightness: 0.25 },
    lyrics: excerpt(
      "Desert wind across the highway",
      "A candle burning in the window",
      "Summer nights that never end",
    ),
    hint: "İş hayatımın şarkısı ne diyor?",
    persona: [2, 2, 2],
  },
  {
    theme: "kariyer",
    number: 29,
    track: { id: "yt:noise", title: "Tarkan - Dudu (Official Video)", artist: "TarkanVEVO" },
    audio: null,
    lyrics: null,
    hint: "mülakat",
    persona: [2, 2, 2],
  },
  {
    theme: "kariyer",
    number: 13,
    track: { id: "csv:etude", title: "Piyano Etüdü No. 3", artist: "Ayşe Kaya" },
    audio: { tempo: 100, energy: 0.35, acousticness: 0.95, mode: 1, key: 0 },
    lyrics: INSTRUMENTAL,
    hint: null,
    persona: [3, 2, 2],
  },
  {
    theme: "kariyer",
    number: 37,
    track: { id: "sp:donence", title: "Dönence", artist: "Barış Manço" },
    audio: { tempo: 126, energy: 0.6, valence: 0.7, mode: 1 },
    lyrics: excerpt("Dünya döner mevsim döner", "Sabah olur gün ağarır", "Yollar yine bizi çağırır"),
    hint: "motivasyon",
    persona: [1, 3, 3],
  },
  {
    theme: "gunluk",
    number: 4,
    track: { id: "sp:buaksam", title: "Bu Akşam", artist: "Duman" },
    audio: { tempo: 138, energy: 0.88, loudness: -4, mode: 1, key: 5 },
    lyrics: null,
    hint: "Bugünün şarkısı ne diyor?",
    persona: [2, 2, 2],
  },
  {
    theme: "gunluk",
    number: 21,
    track: { id: "sp:someone", title: "Someone Like You", artist: "Adele" },
    audio: { tempo: 67, energy: 0.3, valence: 0.2, mode: 1, key: 9 },
    lyrics: excerpt(
      "Letters fading in a drawer",
      "I still remember summer in your eyes",
      "The kettle sings, the morning waits",
    ),
    hint: "sınav",
    persona: [2, 2, 2],
  },
  {
    theme: "gunluk",
    number: 9,
    track: { id: "yt:emoji", title: "🔥 Yaz Gecesi 🔥", artist: "Deniz Yılmaz" },
    audio: { tempo: 122, danceability: 0.85, valence: 0.8 },
    lyrics: excerpt("Kumsalda ateş yandı", "Yıldızlar denize düştü", "Bu gece bahar bizim"),
    hint: "tatil",
    persona: [2, 2, 2],
  },
  {
    theme: "gunluk",
    number: 27,
    track: { id: "sp:senfoni", title: "Yalnızlık Senfonisi", artist: "Sezen Aksu" },
    audio: { tempo: 80, mode: 0, key: 7, brightness: 0.2 },
    lyrics: NO_EXCERPT,
    hint: null,
    persona: [3, 3, 1],
  },
  {
    theme: "gunluk",
    number: 33,
    track: { id: "sp:despacito", title: "Despacito", artist: "Luis Fonsi" },
    audio: { tempo: 89, energy: 0.8, danceability: 0.9, valence: 0.85 },
    lyrics: excerpt("Bailamos bajo la luna", "Corazón de primavera", "La noche huele a mar"),
    hint: "aile",
    persona: [2, 3, 3],
  },
  // ---- hints the composer must treat with care (review fixes 1, 4, 9) ----
  {
    theme: "ask",
    number: 12,
    track: { id: "sp:sezen", title: "Sen Ağlama", artist: "Sezen Aksu" },
    audio: { tempo: 105, mode: 0, key: 2 },
    lyrics: excerpt("Sen ağlama", "Gözlerin dolmasın", "Gözlerin dolmasın"),
    hint: "ameliyat",
    persona: [2, 2, 2],
  },
  {
    theme: "genel",
    number: 40,
    track: { id: "sp:holigan", title: "Holigan", artist: "Athena" },
    audio: { tempo: 118, energy: 0.75, brightness: 0.7, mode: 1, key: 7 },
    lyrics: null,
    hint: "iddaa",
    persona: [2, 2, 2],
  },
  {
    theme: "gunluk",
    number: 80,
    track: { id: "sp:beddua", title: "Beddua", artist: "Ebru Gündeş" },
    audio: { tempo: 96, acousticness: 0.9, energy: 0.2 },
    lyrics: INSTRUMENTAL,
    hint: "borcum",
    persona: [2, 2, 2],
  },
  {
    theme: "gunluk",
    number: 66,
    track: { id: "sp:gidiyorum", title: "Gidiyorum", artist: "Sezen Aksu" },
    audio: { tempo: 72, energy: 0.3, mode: 0, key: 9 },
    lyrics: null,
    hint: "yaşamak istemiyorum",
    persona: [2, 2, 2],
  },
  {
    theme: "genel",
    number: 9,
    track: { id: "sp:everyway", title: "Everyway That I Can", artist: "Sertab Erener" },
    audio: { tempo: 171, energy: 0.73, danceability: 0.8, mode: 1, key: 1 },
    lyrics: excerpt("Dudağını büzdün yine", "Sokaklarda yürüyorum", "Şehrin ışıkları suda titrer"),
    hint: "IELTS",
    persona: [2, 2, 2],
  },
  {
    theme: "kariyer",
    number: 55,
    track: { id: "sp:despacito2", title: "Despacito", artist: "Luis Fonsi feat. Daddy Yankee" },
    audio: { tempo: 89, energy: 0.8, danceability: 0.9, valence: 0.85 },
    lyrics: excerpt("Bailamos bajo la luna", "Corazón de primavera", "La noche huele a mar"),
    hint: "İSTANBUL'A TAŞINMA",
    persona: [2, 2, 2],
  },
];

const THEME_LABELS: Record<ThemeId, string> = {
  genel: "Genel",
  ask: "Aşk",
  kariyer: "Kariyer",
  gunluk: "Günlük",
};

function describeAudio(audio: AudioFeatures | null): string {
  if (!audio) return "none";
  return Object.entries(audio)
    .map(([name, value]) => `${name} ${value}`)
    .join(", ");
}

function describeLyrics(lyrics: CommentInput["lyrics"]): string {
  if (!lyrics) return "unknown";
  if (lyrics.instrumental) return "instrumental";
  return lyrics.excerpt ? "excerpt" : "no excerpt";
}

const quote = (text: string) =>
  text
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");

function renderSample(sample: Sample, n: number): string {
  const [mysticLevel, directness, optimism] = sample.persona;
  const out = composeOfflineComment({
    theme: sample.theme,
    track: sample.track,
    audio: sample.audio,
    lyrics: sample.lyrics,
    hint: sample.hint,
    persona: { mysticLevel, directness, optimism },
    seed: `${sample.track.id}|${sample.number}|${sample.theme}|session-demo`,
  });
  const artist = sample.track.artist || "(empty)";
  const input = [
    `number ${sample.number}, audio: ${describeAudio(sample.audio)}`,
    `lyrics: ${describeLyrics(sample.lyrics)}`,
    `hint: ${sample.hint === null ? "none" : `"${sample.hint}"`}`,
    `persona ${sample.persona.join("/")}`,
  ].join("; ");
  return [
    `### ${n}. ${THEME_LABELS[sample.theme]}: ${sample.track.title} / ${artist}`,
    `Input: ${input}`,
    `Headline: **${out.headline}**`,
    "Short:",
    quote(out.short),
    "Long:",
    quote(out.long),
  ].join("\n\n");
}

function samplesSection(): string {
  const intro = [
    HEADING,
    "Generated by `composeOfflineComment` (seed `track-id|number|theme|session-demo`); the lyric lines",
    "are invented for the samples. Persona is mysticLevel/directness/optimism. Samples 3, 9, 12 and 16",
    "carry a question from 'Benim yerime sor' (quoted whole and kept company, never answered; ADR 027).",
    "Samples 21-26 are hints",
    "to treat with care: sensitive topics (a mood-only comment, no forecast, the hint not repeated), a",
    'hint of self-harm (the support message the service sends with kind "support"), an acronym and a',
    "shouted place name. The long text opens with the short one; the result page prints both once.",
    "This section is generated: refresh it with `npx tsx scripts/composer-samples.ts --write`.",
  ].join("\n");
  return `${[intro, ...SAMPLES.map((s, i) => renderSample(s, i + 1))].join("\n\n")}\n`;
}

function writeSamples(section: string): void {
  const text = readFileSync(SAMPLES_FILE, "utf8");
  const at = text.indexOf(`\n${HEADING}\n`);
  if (at < 0) throw new Error(`"${HEADING}" not found in ${SAMPLES_FILE}`);
  writeFileSync(SAMPLES_FILE, `${text.slice(0, at + 1)}${section}`);
  console.info(`Wrote ${SAMPLES.length} samples to ${SAMPLES_FILE}`);
}

const section = samplesSection();
if (process.argv.includes("--write")) writeSamples(section);
else console.info(section.trimEnd());
