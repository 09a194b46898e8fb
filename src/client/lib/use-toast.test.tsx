// @vitest-environment happy-dom
/**
 * The toast store and the Toaster that shows it. A page that says something as it mounts (the
 * login page after a cancelled provider sign-in) can commit together with the lazily loaded
 * Toaster: the page's effect then runs before the Toaster has subscribed, and the toast must
 * still show.
 */
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dismissToast, toast, useToast } from "./use-toast";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function SaysOnMount({ text }: { text: string }) {
  useEffect(() => {
    toast({ title: text });
  }, [text]);
  return null;
}

function Shows() {
  const { toasts } = useToast();
  return <output>{toasts.filter((t) => t.open).map((t) => t.title)}</output>;
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => {
    root.unmount();
    dismissToast();
  });
  container.remove();
});

describe("useToast", () => {
  it("shows a toast said in the same commit, before the Toaster subscribed", () => {
    act(() => {
      root.render(
        <>
          <SaysOnMount text="Girişi iptal ettin." />
          <Shows />
        </>,
      );
    });
    expect(container.textContent).toBe("Girişi iptal ettin.");
  });

  it("shows a toast said after it mounted, one at a time", () => {
    act(() => root.render(<Shows />));
    expect(container.textContent).toBe("");
    act(() => {
      toast({ title: "Birinci" });
    });
    act(() => {
      toast({ title: "İkinci" });
    });
    expect(container.textContent).toBe("İkinci");
  });

  it("hides a dismissed toast", () => {
    act(() => root.render(<Shows />));
    act(() => {
      const t = toast({ title: "Kapanacak" });
      t.dismiss();
    });
    expect(container.textContent).toBe("");
  });
});
