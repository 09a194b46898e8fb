/** The worker thread of render-pool.ts: one image per task (a draw's, or a month's recap). */
import type { CoverOutcome } from "./cover";
import { renderRecapImage } from "./recap-image";
import { renderDrawImage } from "./render";
import type { PoolTask, RenderResult } from "./render-pool";

export default async function renderTask(task: PoolTask): Promise<RenderResult> {
  if (task.kind === "recap") return { png: await renderRecapImage(task.recap, task.brandUrl), cover: "none" };
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
