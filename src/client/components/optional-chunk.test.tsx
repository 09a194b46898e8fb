// @vitest-environment happy-dom
/** A shell piece whose chunk fails to arrive is left out, never blanks the page, and comes back online. */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { optionalChunk } from "./optional-chunk";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const settle = () => act(async () => await new Promise((r) => setTimeout(r, 20)));

describe("optionalChunk", () => {
  it("shows its fallback when the chunk fails, keeps the page, and loads it again once online", async () => {
    let calls = 0;
    const Menu = optionalChunk<{ name: string }>(
      async () => {
        calls++;
        if (calls === 1) throw new TypeError("Failed to fetch dynamically imported module");
        return { default: ({ name }: { name: string }) => <span>menü {name}</span> };
      },
      <i>yer</i>,
    );
    const errors = console.error;
    console.error = () => {};
    try {
      act(() =>
        root.render(
          <main>
            <h1>Geçmiş Fallar</h1>
            <Menu name="Deniz" />
          </main>,
        ),
      );
      await settle();
      expect(container.textContent).toBe("Geçmiş Fallaryer");
      expect(calls).toBe(1);
      await act(async () => {
        window.dispatchEvent(new Event("online"));
      });
      await settle();
      expect(calls).toBe(2);
      expect(container.textContent).toBe("Geçmiş Fallarmenü Deniz");
    } finally {
      console.error = errors;
    }
  });

  it("once loaded, renders at once in every later render (the server renders pages again and again)", async () => {
    const Piece = optionalChunk(async () => ({ default: () => <b>hazır</b> }));
    act(() => root.render(<Piece />));
    await settle();
    expect(container.textContent).toBe("hazır");
    // a finished boundary, never a pending one (<!--$?-->) that the server page would wait on
    expect(renderToString(<Piece />)).toBe("<!--$--><b>hazır</b><!--/$-->");
  });
});
