import type { LucideIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";
import { game, useGame } from "@/client/lib/game";
import { ApiError, errorMessage } from "@/client/lib/query-client";
import { forgetSharedPlaylist } from "@/client/lib/share-target";
import { toast } from "@/client/lib/use-toast";
import { URL_OR_ID_MAX } from "@/shared/limits";
import { T } from "@/shared/texts";
import { type PlaylistKind, useLoadPlaylist } from "./api";
import { SharedPlaylistDialog } from "./shared-playlist-dialog";

interface SourceCardProps {
  kind: PlaylistKind;
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  description: string;
  label: string;
  placeholder: string;
  buttonText: string;
  blankMessage: string;
  emptyMessage: string;
  fallbackMessage: string;
  loadedMessage: (n: number) => string;
  /** shown above the form, e.g. when this server cannot use the source */
  notice?: ReactNode;
  /** a link shared into the app (lib/share-target.ts): filled in, and loaded once the person confirms */
  shared?: string;
  testId: string;
}

/** One playlist source: its own input, its own loading flag (spec section 4). */
export function SourceCard(props: SourceCardProps) {
  const [value, setValue] = useState(props.shared ?? "");
  const [, navigate] = useLocation();
  const inputId = useId();
  const load = useLoadPlaylist(props.kind, {
    onSuccess: (data, urlOrId) => {
      if (data.tracks.length === 0) {
        toast({ title: T.home.loadErrorTitle, description: props.emptyMessage, variant: "destructive" });
        return;
      }
      game.loadPlaylist({ type: props.kind, idOrUrl: urlOrId, resolvedId: data.id }, data.tracks);
      const loaded = props.loadedMessage(data.tracks.length);
      const description = data.capped ? `${loaded}. ${T.home.playlistCapped}` : loaded;
      toast({ title: T.success, description, variant: "success" });
      navigate("/play");
    },
    onError: (error) => {
      let message = errorMessage(error, props.fallbackMessage);
      // When the provider could not give the playlist, the CSV card is the way on (spec section 8).
      if (
        props.kind === "spotify" &&
        error instanceof ApiError &&
        error.status >= 500 &&
        !message.includes("CSV")
      ) {
        message = `${message.replace(/\.?$/, ".")} CSV ile devam edebilirsiniz.`;
      }
      toast({ title: T.home.loadErrorTitle, description: message, variant: "destructive" });
    },
  });

  // A shared link waits for a tap (SharedPlaylistDialog); either answer forgets it, so a reload
  // does not ask again.
  const [confirmingShared, setConfirmingShared] = useState(Boolean(props.shared));
  const replacesPlaylist = useGame().tracks.length > 0;
  const answerShared = (yes: boolean) => {
    setConfirmingShared(false);
    forgetSharedPlaylist();
    if (yes && props.shared) load.mutate(props.shared);
    else setValue("");
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      toast({ title: T.error, description: props.blankMessage, variant: "destructive" });
      return;
    }
    load.mutate(trimmed);
  };

  const Icon = props.icon;
  const pending = load.isPending;
  return (
    <Card className="flex scroll-mt-20 flex-col" data-testid={props.testId}>
      <CardHeader className="pb-4">
        <div className="flex items-center gap-3">
          <div className={`flex size-10 items-center justify-center rounded-xl ${props.iconClassName}`}>
            <Icon className="size-5" aria-hidden />
          </div>
          <div>
            <CardTitle className="font-sans font-semibold text-lg">{props.title}</CardTitle>
            <CardDescription>{props.description}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="mt-auto">
        {props.notice}
        {props.shared && (
          <SharedPlaylistDialog
            open={confirmingShared}
            kind={props.kind}
            url={props.shared}
            replacesPlaylist={replacesPlaylist}
            onAnswer={answerShared}
          />
        )}
        <form onSubmit={onSubmit} className="grid gap-3" noValidate>
          <Label htmlFor={inputId} className="sr-only">
            {props.label}
          </Label>
          <Input
            id={inputId}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={props.placeholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={URL_OR_ID_MAX}
            disabled={pending}
          />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? (
              <>
                <Spinner />
                {T.loading}
              </>
            ) : (
              props.buttonText
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
