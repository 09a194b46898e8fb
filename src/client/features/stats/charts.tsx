/**
 * Small charts in the app's look: SVG and CSS drawn with the theme's variables (gold on the card,
 * readable in both themes), each with its numbers in words for a screen reader (a visually hidden
 * table or the text beside the bar). No chart library: these few shapes cost less than one.
 */
import type { ReactNode } from "react";
import { cn } from "@/client/lib/utils";

const n = (v: number) => v.toLocaleString("tr-TR");

/** A chart with its title, and the same figures as a table for screen readers. */
export function ChartFigure({
  caption,
  table,
  children,
  className,
}: {
  caption: string;
  /** rows of [label, value] read out instead of the picture */
  table: readonly (readonly [string, string])[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <figure className="m-0">
      <div aria-hidden className={className}>
        {children}
      </div>
      <figcaption className="sr-only">{caption}</figcaption>
      <table className="sr-only">
        <caption>{caption}</caption>
        <tbody>
          {table.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * Vertical bars, one per week: the latest in full gold, the rest softer; the count above each bar
 * that has draws, a short date under every other bar (all of them from 640 px).
 */
export function WeekBars({ weeks }: { weeks: readonly { label: string; count: number }[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const width = 360;
  const height = 150;
  const top = 18;
  const bottom = 22;
  const slot = width / Math.max(1, weeks.length);
  const bar = Math.min(22, slot * 0.62);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="mx-auto h-auto w-full max-w-xl overflow-visible"
      role="presentation"
    >
      <line
        x1={0}
        x2={width}
        y1={height - bottom + 0.5}
        y2={height - bottom + 0.5}
        className="stroke-border"
        strokeWidth={1}
      />
      {weeks.map((w, i) => {
        const h = ((height - top - bottom) * w.count) / max;
        const x = i * slot + (slot - bar) / 2;
        const y = height - bottom - h;
        const last = i === weeks.length - 1;
        return (
          <g key={w.label}>
            {w.count > 0 && (
              <rect
                x={x}
                y={y}
                width={bar}
                height={Math.max(h, 2)}
                rx={Math.min(6, bar / 3)}
                className={last ? "fill-gold" : "fill-gold/55"}
              />
            )}
            {w.count > 0 && (
              <text
                x={x + bar / 2}
                y={y - 5}
                textAnchor="middle"
                className="fill-foreground font-semibold text-[10px] tabular-nums"
              >
                {n(w.count)}
              </text>
            )}
            <text
              x={x + bar / 2}
              y={height - 6}
              textAnchor="middle"
              // every other label on a phone, counted from this week's
              className={cn(
                "fill-muted-foreground text-[9px]",
                (weeks.length - 1 - i) % 2 === 1 && "max-sm:hidden",
              )}
            >
              {w.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A ring: the share of `part` in `whole`, the percentage in its middle. */
export function Ring({ part, whole, label }: { part: number; whole: number; label: string }) {
  const share = whole > 0 ? part / whole : 0;
  const r = 42;
  const c = 2 * Math.PI * r;
  return (
    <div className="relative size-32 shrink-0">
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" role="presentation">
        <circle cx={50} cy={50} r={r} fill="none" strokeWidth={10} className="stroke-muted" />
        <circle
          cx={50}
          cy={50}
          r={r}
          fill="none"
          strokeWidth={10}
          strokeLinecap="round"
          strokeDasharray={`${c * share} ${c}`}
          className={share > 0 ? "stroke-gold" : "stroke-transparent"}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="font-bold text-2xl tabular-nums">%{Math.round(share * 100)}</span>
        <span className="text-muted-foreground text-xs">{label}</span>
      </div>
    </div>
  );
}

/**
 * Horizontal bars with their label and count in text (so the list itself is the text alternative):
 * the longest bar is the most frequent.
 */
export function BarList({
  rows,
  unit = "",
  testId,
}: {
  rows: readonly { key: string; label: ReactNode; sub?: ReactNode; count: number }[];
  unit?: string;
  testId?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ol className="grid gap-2" data-testid={testId}>
      {rows.map((r, i) => (
        <li key={r.key} className="relative overflow-hidden rounded-xl px-3 py-2">
          <span
            aria-hidden
            className={cn("absolute inset-y-0 left-0 rounded-xl", i === 0 ? "bg-gold/25" : "bg-gold/12")}
            style={{ width: `${Math.max(4, (100 * r.count) / max)}%` }}
          />
          <span className="relative flex items-center gap-3">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-sm">{r.label}</span>
              {r.sub && <span className="block truncate text-muted-foreground text-xs">{r.sub}</span>}
            </span>
            <span className="shrink-0 font-semibold text-sm tabular-nums">
              {n(r.count)}
              {unit && <span className="font-normal text-muted-foreground"> {unit}</span>}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** One bar split in parts (slow / medium / fast), each part's name and count listed under it. */
export function SplitBar({
  parts,
}: {
  parts: readonly { key: string; label: string; count: number; tone: "soft" | "mid" | "full" }[];
}) {
  const total = parts.reduce((sum, p) => sum + p.count, 0);
  const tone = { soft: "bg-gold/30", mid: "bg-gold/60", full: "bg-gold" } as const;
  return (
    <div>
      <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden>
        {total > 0 &&
          parts.map((p) =>
            p.count > 0 ? (
              <span key={p.key} className={tone[p.tone]} style={{ width: `${(100 * p.count) / total}%` }} />
            ) : null,
          )}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {parts.map((p) => (
          <li key={p.key} className="flex items-center gap-1.5">
            <span className={cn("size-2.5 rounded-full", tone[p.tone])} aria-hidden />
            <span className="text-muted-foreground">{p.label}</span>
            <span className="font-semibold tabular-nums">{n(p.count)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
