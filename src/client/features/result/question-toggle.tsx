import { EyeOff, MessageCircleQuestion, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { Card } from "@/client/components/ui/card";
import { useAuth } from "@/client/lib/auth";
import { errorMessage } from "@/client/lib/query-client";
import { toast } from "@/client/lib/use-toast";
import type { PublicDraw } from "@/shared/api-types";
import { T } from "@/shared/texts";
import { useOwnHint, useSetHintHidden } from "./api";

/**
 * The owner's choice, before sharing: whether the shared page shows the question the fortune
 * answers (hidden unless shown, ADR 038). Shown to the owner only, and only when there was a
 * question. A question read as sensitive can never be shown: the box is disabled and says why.
 */
export function QuestionToggle({ draw }: { draw: PublicDraw }) {
  const { user } = useAuth();
  const own = useOwnHint(draw.id, Boolean(user));
  const set = useSetHintHidden(draw.id);
  const inputId = useId();
  const reasonId = useId();
  if (!own.data?.hint) return null;
  const { sensitive } = own.data;
  const shown = !own.data.hidden && !sensitive;
  return (
    <Card
      className="flex items-start gap-3 p-4"
      data-testid="question-toggle"
      data-sensitive={sensitive || undefined}
    >
      <input
        id={inputId}
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-[var(--color-gold)] disabled:opacity-50"
        checked={shown}
        disabled={sensitive || set.isPending}
        aria-describedby={reasonId}
        onChange={(e) =>
          set.mutate(!e.target.checked, {
            onError: (error) =>
              toast({
                title: T.error,
                description: errorMessage(error, T.question.saveFailed),
                variant: "destructive",
              }),
          })
        }
      />
      <div className="grid gap-0.5 text-sm">
        <label htmlFor={inputId} className="font-medium">
          {T.question.toggle}
        </label>
        <span className="text-muted-foreground [overflow-wrap:anywhere]">“{own.data.hint}”</span>
        <span id={reasonId} className="text-muted-foreground" data-testid="question-toggle-reason">
          {sensitive ? T.question.sensitive : shown ? T.question.shown : T.question.hidden}
        </span>
      </div>
      {sensitive ? (
        <ShieldCheck className="ml-auto size-4 shrink-0 text-muted-foreground" aria-hidden />
      ) : shown ? (
        <MessageCircleQuestion className="ml-auto size-4 shrink-0 text-gold" aria-hidden />
      ) : (
        <EyeOff className="ml-auto size-4 shrink-0 text-muted-foreground" aria-hidden />
      )}
    </Card>
  );
}
