/** The worker thread of result-render-pool.ts: one visitor's result page per task. */
import { pathToFileURL } from "node:url";
import { type CriticalCss, createCriticalCss } from "../pages/critical-css";
import { type ResultRenderer, resultPageBuilder } from "./result-page";
import type { ResultRenderOutcome, ResultRenderTask } from "./result-render-pool";

const renderers = new Map<string, Promise<ResultRenderer>>();
const criticalCss = new Map<string, CriticalCss>();

function rendererOf(file: string): Promise<ResultRenderer> {
  let found = renderers.get(file);
  if (!found) {
    found = import(pathToFileURL(file).href).then((module: { renderResultPage?: ResultRenderer }) => {
      if (typeof module.renderResultPage !== "function") throw new Error(`${file} has no renderResultPage`);
      return module.renderResultPage;
    });
    renderers.set(file, found);
  }
  return found;
}

export default async function renderResultTask(task: ResultRenderTask): Promise<ResultRenderOutcome> {
  let css = criticalCss.get(task.clientDir);
  if (!css) {
    css = createCriticalCss(task.clientDir);
    criticalCss.set(task.clientDir, css);
  }
  let paintFirstError: string | undefined;
  const build = resultPageBuilder({
    template: task.template,
    render: await rendererOf(task.ssrFile),
    criticalCss: css,
    warn: (err) => {
      paintFirstError = err instanceof Error ? err.message : String(err);
    },
  });
  const page = await build(task.draw, task.origin);
  return { html: page.html, raw: page.raw, br: page.br, gzip: page.gzip, paintFirstError };
}
