/**
 * The figures of the locked preview a free account sees: a made-up example, shown blurred and
 * labelled as such ('Örnek görünüm, senin verilerin değil'), never presented as theirs.
 */
import type { DetailedStats } from "@/shared/api-types";

const WEEK_COUNTS = [3, 5, 2, 6, 4, 7, 5, 8, 6, 9, 7, 10];

export const SAMPLE_STATS: DetailedStats = {
  total: 72,
  favorites: 18,
  weeks: WEEK_COUNTS.map((count, i) => ({
    start: new Date(Date.UTC(2026, 0, 5 + i * 7)).toISOString().slice(0, 10),
    count,
  })),
  themes: [
    { theme: "genel", count: 34 },
    { theme: "ask", count: 20 },
    { theme: "gunluk", count: 12 },
    { theme: "kariyer", count: 6 },
  ],
  topArtists: [
    { artist: "Örnek Sanatçı", count: 9 },
    { artist: "İkinci Sanatçı", count: 7 },
    { artist: "Üçüncü Sanatçı", count: 5 },
  ],
  topTracks: [
    { trackTitle: "Örnek Şarkı", trackArtist: "Örnek Sanatçı", trackImage: null, count: 5 },
    { trackTitle: "Başka Bir Şarkı", trackArtist: "İkinci Sanatçı", trackImage: null, count: 4 },
    { trackTitle: "Üçüncü Şarkı", trackArtist: "Üçüncü Sanatçı", trackImage: null, count: 3 },
  ],
  numbers: [
    { number: "7", count: 9 },
    { number: "21", count: 6 },
    { number: "3", count: 4 },
    { number: "42", count: 2 },
  ],
  sources: [
    { sourceType: "spotify", count: 40 },
    { sourceType: "youtube", count: 22 },
    { sourceType: "csv", count: 10 },
  ],
  streak: { longest: 6, longestStart: "2026-02-02", longestEnd: "2026-02-07", current: 2 },
  melody: {
    measured: 48,
    tempoAverage: 112,
    energyAverage: 0.58,
    tempo: { slow: 12, medium: 20, fast: 16 },
    energy: { low: 14, medium: 22, high: 12 },
    mood: { major: 28, minor: 20 },
  },
};
