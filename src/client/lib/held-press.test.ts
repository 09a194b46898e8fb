// @vitest-environment happy-dom
/** A press on a prerendered page before the app is live is held, then made again once it is. */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { HYDRATED_MARK } from "@/shared/document";
import { holdPressesUntilHydrated, replayHeldPresses } from "./held-press";

beforeAll(() => holdPressesUntilHydrated());
afterEach(() => {
  delete document.documentElement.dataset[HYDRATED_MARK];
  document.body.innerHTML = "";
});

/** The page's markup, and the clicks that reached it (as React's listener on the root would see them). */
function page(html: string) {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
  const reached: string[] = [];
  root.addEventListener("click", (event) => reached.push((event.target as HTMLElement).id));
  const click = (id: string) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { reached, click };
}

describe("presses before the app is live", () => {
  it("holds a press on a button and makes it again once the page is hydrated, once however often it came", () => {
    const { reached, click } = page(`<button id="theme" type="button"><svg id="icon"></svg></button>`);
    expect(click("icon")).toBe(true);
    expect(click("theme")).toBe(true);
    expect(reached).toEqual([]);
    document.documentElement.dataset[HYDRATED_MARK] = "";
    replayHeldPresses();
    expect(reached).toEqual(["theme"]);
    // nothing held twice
    replayHeldPresses();
    expect(reached).toEqual(["theme"]);
  });

  it("leaves links, text fields and a form's submit button to the browser", () => {
    const { reached, click } = page(
      `<a id="link" href="/login"><span id="in-link">Giriş</span></a>
       <form><input id="email"><button id="send">Giriş Yap</button></form>`,
    );
    expect(click("in-link")).toBe(false);
    expect(click("email")).toBe(false);
    expect(reached).toEqual(["in-link", "email"]);
    // a form's submit button: the submit is held whole (held-submit.ts)
    const send = document.getElementById("send") as HTMLButtonElement;
    send.form!.addEventListener("submit", (e) => e.preventDefault());
    expect(click("send")).toBe(false);
  });

  it("drops a held press whose button left the page, and holds nothing once the page is live", () => {
    const { reached, click } = page(
      `<button id="gone" type="button"></button><label id="box">Göster</label>`,
    );
    click("gone");
    document.getElementById("gone")!.remove();
    document.documentElement.dataset[HYDRATED_MARK] = "";
    replayHeldPresses();
    expect(reached).toEqual([]);
    expect(click("box")).toBe(false);
    expect(reached).toEqual(["box"]);
  });
});
