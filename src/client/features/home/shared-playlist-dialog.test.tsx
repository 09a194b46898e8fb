// @vitest-environment happy-dom
/** A shared link asks before it loads (review I-4): the dialog's text and its three ways out. */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { T } from "@/shared/texts";
import { SharedPlaylistDialog } from "./shared-playlist-dialog";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LINK = "https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=abc";
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

function show(replacesPlaylist: boolean) {
  const answers: boolean[] = [];
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  const render = (open: boolean) =>
    act(() =>
      root!.render(
        <SharedPlaylistDialog
          open={open}
          kind="spotify"
          url={LINK}
          replacesPlaylist={replacesPlaylist}
          onAnswer={(load) => {
            answers.push(load);
            render(false);
          }}
        />,
      ),
    );
  render(true);
  const dialog = () => document.querySelector('[data-testid="shared-playlist-dialog"]');
  const button = (name: string) =>
    [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;
  return { answers, dialog, button };
}

describe("SharedPlaylistDialog", () => {
  it("names the source and shows the whole link before anything loads", () => {
    const { dialog, answers } = show(true);
    expect(dialog()?.getAttribute("role")).toBe("dialog");
    const text = dialog()?.textContent ?? "";
    expect(text).toContain(T.home.sharedTitle);
    expect(text).toContain("Şarkı Falı'na bir Spotify playlist bağlantısı paylaşıldı:");
    expect(document.querySelector('[data-testid="shared-playlist-url"]')?.textContent).toBe(LINK);
    expect(text).toContain(T.home.sharedReplaces);
    expect(answers).toEqual([]);
  });

  it("says nothing of replacing when no playlist is loaded", () => {
    const { dialog } = show(false);
    expect(dialog()?.textContent).not.toContain(T.home.sharedReplaces);
  });

  it("answers true only for the load button; Vazgeç, the close button and Escape decline", () => {
    const load = show(false);
    act(() => load.button(T.home.sharedLoad).click());
    expect(load.answers).toEqual([true]);
    expect(load.dialog()).toBeNull();
    act(() => root?.unmount());

    const cancel = show(false);
    act(() => cancel.button(T.home.sharedCancel).click());
    expect(cancel.answers).toEqual([false]);
    act(() => root?.unmount());

    const close = show(false);
    act(() => (document.querySelector('button[aria-label="Kapat"]') as HTMLButtonElement).click());
    expect(close.answers).toEqual([false]);
    act(() => root?.unmount());

    const escaped = show(false);
    act(() => {
      escaped.dialog()!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(escaped.answers).toEqual([false]);
  });
});
