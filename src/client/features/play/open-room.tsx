import { UsersRound } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import type { Source } from "@/client/lib/game";
import { useOpenRoom } from "@/client/lib/open-room";
import type { Track } from "@/shared/api-types";
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
  const open = useOpenRoom();
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() =>
        open.mutate({
          source:
            source.type === "csv"
              ? { type: "csv", tracks: [...tracks] }
              : { type: source.type, id: source.resolvedId ?? source.idOrUrl },
          theme,
        })
      }
      disabled={open.isPending || tracks.length === 0}
      data-testid="open-room"
    >
      {open.isPending ? <Spinner size="md" /> : <UsersRound aria-hidden />}
      Fal Odası
    </Button>
  );
}
