/** The worker thread of render-pool.ts: one preview image per task. */
import type { CoverOutcome } from "./cover";
import { renderDrawImage } from "./render";
import type { RenderResult, RenderTask } from "./render-pool";

export default async function renderTask(task: RenderTask): Promise<RenderResult> {
  let cover: CoverOutcome = "none";
  const png = await renderDrawImage(
    task.draw,
    {
      cover: task.cover,
      format: task.format,
      brandUrl: task.brandUrl,
      artwork: task.artwork,
      shareTheme: task.shareTheme,
    },
    (outcome) => {
      cover = outcome;
    },
  );
  return { png, cover };
}
