// @vitest-environment happy-dom
/** A page whose code does not arrive says so, instead of leaving the screen blank. */
import { act, lazy, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { PageLoadBoundary } from "./connection-notice";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("PageLoadBoundary", () => {
  it("shows a Turkish notice with a reload button when a lazy page fails to load", async () => {
    const Missing = lazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    const container = document.createElement("div");
    document.body.append(container);
    const caught: unknown[] = [];
    const root = createRoot(container, { onCaughtError: (error) => caught.push(error) });
    await act(async () => {
      root.render(
        <PageLoadBoundary>
          <Suspense fallback={<p>Yükleniyor...</p>}>
            <Missing />
          </Suspense>
        </PageLoadBoundary>,
      );
    });
    expect(caught).toEqual([expect.objectContaining({ name: "TypeError" })]);
    expect(container.querySelector('[role="alert"] h1')?.textContent).toBe("Sayfa yüklenemedi");
    expect(container.querySelector("button")?.textContent).toBe("Sayfayı Yenile");
    act(() => root.unmount());
  });
});
