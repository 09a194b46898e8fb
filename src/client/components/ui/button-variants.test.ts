import type { VariantProps } from "class-variance-authority";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button-variants";

type Props = VariantProps<typeof buttonVariants>;
// Records, so a variant or size added to buttonVariants and not here fails the type check.
const VARIANTS: Record<NonNullable<Props["variant"]>, true> = {
  default: true,
  secondary: true,
  outline: true,
  ghost: true,
  destructive: true,
  link: true,
};
const SIZES: Record<NonNullable<Props["size"]>, true> = { default: true, sm: true, lg: true, icon: true };

const classes = (s: string) => s.split(/\s+/).filter(Boolean).sort();

describe("buttonVariants", () => {
  // The header and the landing page style a link or a button with these classes alone, without
  // <Button>'s merging: any two that set the same property would leave the winner to the CSS order.
  it.each(Object.keys(VARIANTS).flatMap((variant) => Object.keys(SIZES).map((size) => [variant, size])))(
    "variant %s, size %s: no class overrides another",
    (variant, size) => {
      const out = buttonVariants({ variant, size } as Props);
      expect(classes(twMerge(out))).toEqual(classes(out));
    },
  );

  it("the classes the header and the landing page add override none", () => {
    for (const out of [
      buttonVariants({ size: "lg", className: "mt-9" }),
      buttonVariants({ variant: "secondary", size: "sm", className: "ring-1 ring-gold/50" }),
    ]) {
      expect(classes(twMerge(out))).toEqual(classes(out));
    }
  });
});
