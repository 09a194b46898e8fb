/**
 * "Chrome · Android" from a User-Agent, for the session list. A few lines rather than a parser
 * library: only the browser and system families a person recognises are needed, and the order of
 * the checks matters (Edge and Opera say "Chrome" too, Chrome says "Safari", iPadOS says "Mac").
 */
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/YaBrowser\//, "Yandex Browser"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/CriOS\/|Chrome\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Macintosh|Mac OS X/, "macOS"],
  [/Linux/, "Linux"],
];

export function deviceOf(userAgent: string | null): string {
  if (!userAgent?.trim()) return "Bilinmeyen cihaz";
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? "Bilinmeyen cihaz";
}

const relative = new Intl.RelativeTimeFormat("tr-TR", { numeric: "auto" });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 3600],
  ["day", 86_400],
  ["month", 30 * 86_400],
];

/** "3 saat önce"; anything under a minute is "şimdi". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (!Number.isFinite(seconds) || seconds < 60) return "şimdi";
  let unit: Intl.RelativeTimeFormatUnit = "minute";
  let size = 60;
  for (const [u, s] of STEPS) if (seconds >= s) [unit, size] = [u, s];
  return relative.format(-Math.floor(seconds / size), unit);
}
