/**
 * A link shared into the app (/share-target) is loaded only after a tap here. Any site can send a
 * signed-in person to /share-target?url=…, and loading at once replaced their playlist and spent
 * one of their loads (security review I-4).
 */
import { Link2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { T } from "@/shared/texts";
import type { PlaylistKind } from "./api";

const SOURCE_NAMES: Record<PlaylistKind, string> = { spotify: "Spotify", youtube: "YouTube" };

export function SharedPlaylistDialog({
  open,
  kind,
  url,
  replacesPlaylist,
  onAnswer,
}: {
  open: boolean;
  kind: PlaylistKind;
  url: string;
  /** a playlist is loaded now: the dialog says this one takes its place */
  replacesPlaylist: boolean;
  /** true: load it; false: the person declined (a button, Escape, the close button) */
  onAnswer: (load: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onAnswer(false)}>
      <DialogContent data-testid="shared-playlist-dialog">
        <DialogHeader>
          <DialogTitle>{T.home.sharedTitle}</DialogTitle>
          <DialogDescription>{T.home.sharedIntro(SOURCE_NAMES[kind])}</DialogDescription>
        </DialogHeader>
        <p
          className="flex items-start gap-2 rounded-lg border bg-muted/50 px-3 py-2.5 font-mono text-xs leading-relaxed [overflow-wrap:anywhere]"
          data-testid="shared-playlist-url"
        >
          <Link2 className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          {url}
        </p>
        {replacesPlaylist && <p className="text-muted-foreground text-sm">{T.home.sharedReplaces}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={() => onAnswer(false)}>
            {T.home.sharedCancel}
          </Button>
          <Button onClick={() => onAnswer(true)}>{T.home.sharedLoad}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
