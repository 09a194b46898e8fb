import { LogIn, PartyPopper } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";
import { pendingRoom, useOpenRoom } from "@/client/lib/open-room";
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from "@/shared/limits";
import { READY_LISTS } from "@/shared/ready-lists";
import { DEFAULT_THEME } from "@/shared/themes";

const selectClass =
  "h-11 w-full rounded-md border border-input bg-card/70 px-3 text-sm outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 [color-scheme:light] dark:[color-scheme:dark]";

const CODE = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/**
 * 'Fal Odası' on the home screen (ADR 036): open a room on a ready-made list (one's own list opens
 * one from the play screen), or go to a room by its code. A room asked for after the session ended
 * opens here once the person has signed in again (lib/open-room.ts).
 */
export function RoomEntry() {
  const [, navigate] = useLocation();
  const open = useOpenRoom();
  const [list, setList] = useState(READY_LISTS[0]?.id ?? "");
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const listId = useId();
  const codeId = useId();

  // back from signing in with a room still to open
  const { mutate } = open;
  useEffect(() => {
    const pending = pendingRoom();
    if (pending) mutate(pending);
  }, [mutate]);

  const join = (e: FormEvent) => {
    e.preventDefault();
    const canonical = code.replace(/\s+/g, "").toUpperCase();
    if (!CODE.test(canonical)) {
      setCodeError("Oda kodu 6 karakterdir: harfler ve rakamlar, örneğin K7M2QX.");
      return;
    }
    navigate(`/oda/${canonical}`);
  };

  return (
    <section
      className="mt-10 overflow-hidden rounded-2xl border bg-gradient-to-br from-gold/15 via-card/80 to-card/60 p-4 shadow-sm sm:p-6"
      aria-labelledby="room-entry-title"
      data-testid="room-entry"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold/20 text-gold">
          <PartyPopper aria-hidden className="size-6" />
        </span>
        <div>
          <h2 id="room-entry-title" className="font-display font-semibold text-2xl leading-tight">
            Fal Odası
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">
            Arkadaşlarınla aynı anda çek: herkes telefonundan odaya katılır, aklından bir sayı tutar, fallar
            hep birlikte açılır. Katılmak için hesap gerekmez.
          </p>
        </div>
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!open.isPending) open.mutate({ source: { type: "ready", id: list }, theme: DEFAULT_THEME });
          }}
          aria-busy={open.isPending}
        >
          <Label htmlFor={listId}>Odanın listesi</Label>
          <select
            id={listId}
            className={selectClass}
            value={list}
            onChange={(e) => setList(e.target.value)}
            data-testid="room-entry-list"
          >
            {READY_LISTS.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name} ({l.count.toLocaleString("tr-TR")} şarkı)
              </option>
            ))}
          </select>
          <Button
            type="submit"
            size="lg"
            className="h-11"
            disabled={open.isPending}
            data-testid="room-entry-open"
          >
            {open.isPending ? <Spinner size="md" /> : <PartyPopper aria-hidden />}
            Oda Aç
          </Button>
          <p className="text-muted-foreground text-xs">
            Kendi listenle açmak için listeni yükle, çekiliş ekranında 'Fal Odası'na dokun.
          </p>
        </form>

        <form className="grid content-start gap-2" onSubmit={join} noValidate>
          <Label htmlFor={codeId}>Kodun mu var?</Label>
          <div className="flex gap-2">
            <Input
              id={codeId}
              value={code}
              onChange={(e) => {
                setCode(e.target.value.slice(0, 12));
                setCodeError(null);
              }}
              placeholder="K7M2QX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={codeError !== null}
              aria-describedby={codeError ? `${codeId}-error` : undefined}
              className="h-11 font-display text-lg uppercase tracking-[0.2em]"
              data-testid="room-entry-code"
            />
            <Button type="submit" variant="outline" className="h-11" data-testid="room-entry-join">
              <LogIn aria-hidden /> Katıl
            </Button>
          </div>
          {codeError && (
            <p id={`${codeId}-error`} className="text-destructive text-sm" role="alert">
              {codeError}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
