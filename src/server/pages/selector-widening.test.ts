import { describe, expect, it } from "vitest";
import { widenSelector } from "./selector-widening";

describe("widenSelector", () => {
  it.each([
    [".hover\\:bg-accent:hover", ".hover\\:bg-accent"],
    [".a::before", ".a"],
    [".peer:focus-visible ~ .b", ".peer ~ .b"],
    [":where(.space-y-4 > :not(:last-child))", ":where(.space-y-4 > :not(:last-child))"],
    [
      ".\\[\\&_svg\\:not\\(\\[class\\*\\=\\'size-\\'\\]\\)\\]\\:size-4 svg:not([class*=size-])",
      ".\\[\\&_svg\\:not\\(\\[class\\*\\=\\'size-\\'\\]\\)\\]\\:size-4 svg:not([class*=size-])",
    ],
    [".x:not(:hover)", ".x"],
    [".group:hover > ::before", ".group > *"],
    ["input::placeholder", "input"],
    [".sm\\:flex", ".sm\\:flex"],
    // a pseudo alone stands for any element (Tailwind's base ::placeholder, the app's :focus-visible)
    ["::placeholder", "*"],
    [":focus-visible", "*"],
    [".a :hover", ".a *"],
    // a :not that would lose a part goes whole (narrower would drop rules the page needs)
    [":not(.x:hover)", "*"],
    [".y:not(*:disabled)", ".y"],
    // an :is/:where branch left empty matches any element: the pseudo-class goes
    [".e:is(:hover,.f)", ".e"],
    [":where(.a,.b:hover)", ":where(.a,.b)"],
    [":has(:focus)", ":has(*)"],
    [".list > :nth-child(2n+1)", ".list > :nth-child(2n+1)"],
    // CSS 2's one-colon pseudo-elements, Tailwind's reset, a vendor pseudo-class
    ["*,:before,:after,::backdrop", "*,*,*,*"],
    [".a:after", ".a"],
    [":root:not(.dark)", ":root:not(.dark)"],
    ["p:-webkit-any(.a,.b)", "p"],
  ])("%s -> %s", (selector, expected) => {
    expect(widenSelector(selector)).toBe(expected);
  });
});
