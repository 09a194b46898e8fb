import { useMutation } from "@tanstack/react-query";
import { UsersRound } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import type { Source } from "@/client/lib/game";
import { callApi, errorMessage } from "@/client/lib/query-client";
import { toast } from "@/client/lib/use-toast";
import type { Track } from "@/shared/api-types";
import { T } from "@/shared/texts";
import type { ThemeId } from "@/shared/themes";

/**
 * 'Fal Odası': opens a live room on the loaded list (a CSV list's tracks go with it) and takes the
 * host to its lobby, where friends join from the link (ADR 036).
 */
export function OpenRoom({
  source,
  tracks,
  theme,
}: {
  source: Source;
  tracks: readonly Track[];
  theme: ThemeId;
}) {
  const [, navigate] = useLocation();
  const open = useMutation({
    mutationFn: () =>
      callApi("POST /api/rooms", {
        body: {
          source:
            source.type === "csv"
              ? { type: "csv", tracks: [...tracks] }
              : { type: source.type, id: source.resolvedId ?? source.idOrUrl },
          theme,
        },
      }),
    onSuccess: (room) => navigate(room.url),
    onError: (error) =>
      toast({
        title: T.error,
        description: errorMessage(error, "Oda açılamadı. Biraz sonra tekrar dene."),
        variant: "destructive",
      }),
  });
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => open.mutate()}
      disabled={open.isPending || tracks.length === 0}
      data-testid="open-room"
    >
      {open.isPending ? <Spinner size="md" /> : <UsersRound aria-hidden />}
      Fal Odası
    </Button>
  );
}
