/**
 * Chromium traces for the main-thread benches (bench/main-thread.ts, bench/reveal.ts): each task's
 * thread time (the CPU the main thread really spent), not its wall time. On a machine shared with
 * other work a task's wall time grows with whatever else runs, its thread time hardly does, so x4
 * (Lighthouse's mobile CPU slowdown) it says what the page asks of a mid-range phone.
 */
import type { Page } from "playwright-core";

/** Lighthouse 12's mobile preset */
export const CPU_SLOWDOWN = 4;
/** A task of this long or longer blocks input (Total Blocking Time counts what is over it). */
export const LONG_TASK_MS = 50;

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string; functionName?: string } };
}

/** Traces what `act` makes the page do, and answers the trace's events. */
export async function traced(page: Page, act: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,loading,blink.user_timing,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  try {
    await act();
  } finally {
    await cdp.send("Tracing.end");
    await complete;
    await cdp.detach();
  }
  return events;
}

/** A main-thread task: its thread time x4, and its start and wall time (ms from `from`). */
export interface Task {
  x4: number;
  at: number;
  wall: number;
  event: TraceEvent;
}

/** The tasks of `thread` (the thread an event was recorded on) from `from` (µs, trace clock) to `to`. */
export function mainThreadTasks(
  events: TraceEvent[],
  thread: TraceEvent,
  from: number,
  to = Infinity,
): Task[] {
  return events
    .filter((e) => e.name === "RunTask" && e.ph === "X" && e.pid === thread.pid && e.tid === thread.tid)
    .filter((e) => e.ts >= from && e.ts < to)
    .map((e) => ({
      x4: ((e.tdur ?? e.dur ?? 0) / 1000) * CPU_SLOWDOWN,
      at: (e.ts - from) / 1000,
      wall: (e.dur ?? 0) / 1000,
      event: e,
    }));
}

export interface Blocking {
  tasks: number;
  /** the longest task, x4 */
  longestMs: number;
  /** what tasks of 50 ms or more (x4) spend over 50 ms, added up: Total Blocking Time's sum */
  blockingMs: number;
  /** tasks of 50 ms or more, x4 */
  longTasks: number;
}

export function blocking(tasks: Task[]): Blocking {
  return {
    tasks: tasks.length,
    longestMs: tasks.reduce((max, t) => Math.max(max, t.x4), 0),
    blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.x4 - LONG_TASK_MS), 0),
    longTasks: tasks.filter((t) => t.x4 >= LONG_TASK_MS).length,
  };
}

/** What a task spent its time on: the events inside it of 4 ms or more (x4), by name and script. */
export function taskCause(events: TraceEvent[], task: Task): string {
  const { event } = task;
  const x4 = (e: TraceEvent) => ((e.tdur ?? e.dur ?? 0) / 1000) * CPU_SLOWDOWN;
  return (
    events
      .filter((e) => e.pid === event.pid && e.tid === event.tid && e.ph === "X" && e !== event)
      .filter((e) => e.ts >= event.ts && e.ts < event.ts + (event.dur ?? 0))
      .filter((e) => x4(e) >= 4 && e.name !== "v8.callFunction" && !e.name.startsWith("V8."))
      .map((e) => {
        const where =
          e.args?.data?.functionName ||
          (e.args?.data?.url ?? (e.args?.data as { stackTrace?: { url: string }[] })?.stackTrace?.[0]?.url)
            ?.split("/")
            .pop() ||
          "";
        return `${e.name}${where ? ` ${where}` : ""} ${x4(e).toFixed(0)} ms`;
      })
      .slice(0, 6)
      .join(", ") || "none"
  );
}
