/**
 * A stylesheet selector as the critical-CSS pass looks for it in a page that no one has touched
 * yet: pseudo-elements and state pseudo-classes (:hover, :focus-visible, ::before) are dropped,
 * since what must exist is the element they are on; the structural pseudo-classes a static
 * document can answer stay. Whatever is dropped only ever widens the selector (a rule kept that
 * was not needed costs bytes; a rule lost leaves an element unstyled until the full stylesheet
 * arrives): `::placeholder` alone stands for any element, a `:not(...)` that would lose a part
 * goes whole, an `:is`/`:where` branch left matching anything makes the pseudo-class go. Parsed
 * with postcss-selector-parser, so escaped characters (`.hover\:bg-accent`) stay part of a name.
 */
import selectorParser, { type Node, type Pseudo, type Selector } from "postcss-selector-parser";

/** Pseudo-classes a static document can answer (css-select evaluates them); every other one is dropped. */
const STRUCTURAL = new Set([
  "is",
  "where",
  "not",
  "has",
  "root",
  "empty",
  "first-child",
  "last-child",
  "only-child",
  "nth-child",
  "nth-last-child",
  "first-of-type",
  "last-of-type",
  "only-of-type",
  "nth-of-type",
  "nth-last-of-type",
]);

/** Pseudo-elements CSS 2 wrote with one colon. */
const SINGLE_COLON_ELEMENTS = new Set(["before", "after", "first-line", "first-letter"]);

const processor = selectorParser();

export function widenSelector(selector: string): string {
  // most selectors have no pseudo-class at all (a colon only escaped, in a class name)
  if (!/(^|[^\\]):/.test(selector)) return selector.trim();
  const root = processor.astSync(selector);
  for (const complex of root.nodes) widen(complex);
  return root.toString().trim();
}

/** Widens one complex selector in place; true when anything was dropped. */
function widen(selector: Selector): boolean {
  let changed = false;
  for (const node of [...selector.nodes]) {
    if (node.type !== "pseudo") continue;
    const name = node.value.replace(/^::?/, "").toLowerCase();
    const element = node.value.startsWith("::") || SINGLE_COLON_ELEMENTS.has(name);
    if (element || !STRUCTURAL.has(name)) {
      drop(node);
      changed = true;
    } else if (node.nodes.length > 0 && !name.startsWith("nth-")) {
      changed = widenArguments(node, name) || changed;
    }
  }
  return changed;
}

/** :not, :is, :where, :has with a selector list. */
function widenArguments(pseudo: Pseudo, name: string): boolean {
  if (name === "not") {
    // :not(.x:hover) as :not(.x) would be narrower than the rule: the whole :not goes
    if (!pseudo.clone().nodes.some((branch) => widen(branch as Selector))) return false;
    drop(pseudo);
    return true;
  }
  let changed = false;
  let matchesAnything = false;
  for (const branch of pseudo.nodes) {
    changed = widen(branch) || changed;
    if (branch.toString().trim() === "*") matchesAnything = true;
  }
  // :has(*) still asks for a child; :is(*, .x) is any element
  if (name !== "has" && matchesAnything) {
    drop(pseudo);
    return true;
  }
  return changed;
}

/** Takes a node out; an element left with nothing of its own becomes `*`. */
function drop(node: Node): void {
  const alone =
    (node.prev() === undefined || node.prev()?.type === "combinator") &&
    (node.next() === undefined || node.next()?.type === "combinator");
  if (alone) node.replaceWith(selectorParser.universal());
  else node.remove();
}
