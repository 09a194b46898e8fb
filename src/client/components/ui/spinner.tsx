import { cva, type VariantProps } from "class-variance-authority";
import { Loader2 } from "lucide-react";

// Sizes are a variant rather than a class the caller passes over a default: no class merging
// (tailwind-merge) is needed, and the page loader, on every first visit, does without it.
const spinnerVariants = cva("animate-spin", {
  variants: { size: { sm: "size-4", md: "size-5", lg: "size-6", xl: "size-8" } },
  defaultVariants: { size: "sm" },
});

export function Spinner({ className, size }: { className?: string } & VariantProps<typeof spinnerVariants>) {
  return <Loader2 className={spinnerVariants({ size, className })} aria-hidden />;
}
