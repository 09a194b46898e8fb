import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "@/client/lib/utils";
import { Input } from "./ui/input";
import { Label } from "./ui/label";

interface FieldProps extends ComponentProps<typeof Input> {
  label: ReactNode;
  /** at the end of the label's line, e.g. a 'forgot password' button */
  labelAside?: ReactNode;
  /** over the input's right end, e.g. a show-password toggle; the text leaves room for it */
  trailing?: ReactNode;
  /** a line under the input, read out with it */
  hint?: ReactNode;
}

/** A form's text input with its label (and, where given, a hint), joined by id. */
export function Field({ label, labelAside, trailing, hint, id, className, ...inputProps }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const labelElement = <Label htmlFor={inputId}>{label}</Label>;
  const input = (
    <Input
      id={inputId}
      aria-describedby={hint ? hintId : undefined}
      className={cn(trailing ? "pr-11" : undefined, className)}
      {...inputProps}
    />
  );
  return (
    <div className="grid gap-2">
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {trailing ? (
        <div className="relative">
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
      {hint && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
