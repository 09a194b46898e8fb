import { EyeOff, MessageCircleQuestion } from "lucide-react";
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
 * answers. Shown to the owner only, and only when there was a question.
 */
export function QuestionToggle({ draw }: { draw: PublicDraw }) {
  const { user } = useAuth();
  const own = useOwnHint(draw.id, Boolean(user));
  const set = useSetHintHidden(draw.id);
  const inputId = useId();
  if (!own.data?.hint) return null;
  const shown = !own.data.hidden;
  return (
    <Card className="flex items-start gap-3 p-4" data-testid="question-toggle">
      <input
        id={inputId}
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-[var(--color-gold)]"
        checked={shown}
        disabled={set.isPending}
        onChange={(e) =>
          set.mutate(!e.target.checked, {
            onError: (error) =>
              toast({
                title: T.error,
                description: errorMessage(error, "Tercihin kaydedilemedi. Biraz sonra tekrar dene."),
                variant: "destructive",
              }),
          })
        }
      />
      <label htmlFor={inputId} className="grid gap-0.5 text-sm">
        <span className="font-medium">Sorum paylaşılan sayfada görünsün</span>
        <span className="text-muted-foreground">
          “{own.data.hint}” ·{" "}
          {shown ? "bağlantıyı açan herkes görür" : "yalnızca sen görürsün; bağlantıyı açanlar görmez"}
        </span>
      </label>
      {shown ? (
        <MessageCircleQuestion className="ml-auto size-4 shrink-0 text-gold" aria-hidden />
      ) : (
        <EyeOff className="ml-auto size-4 shrink-0 text-muted-foreground" aria-hidden />
      )}
    </Card>
  );
}
