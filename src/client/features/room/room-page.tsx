import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Check,
  Copy,
  Crown,
  Disc3,
  Download,
  Hourglass,
  Music2,
  Share2,
  Sparkles,
  Users,
} from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useParams } from "wouter";
import { Button } from "@/client/components/ui/button";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";
import { ApiError, callApi, errorMessage } from "@/client/lib/query-client";
import { downloadImage, isShareAbort, useShareableImage } from "@/client/lib/share-image";
import { copyText } from "@/client/lib/share-links";
import { toast } from "@/client/lib/use-toast";
import { cn } from "@/client/lib/utils";
import type { RoomView } from "@/shared/api-types";
import { ROOM_NAME_MAX } from "@/shared/limits";
import { T } from "@/shared/texts";
import { RoomQr } from "./room-qr";

const ROOM_EVENTS = ["member-joined", "member-picked", "revealed", "closed"] as const;

/** The room's stream: each event makes the room's state read again (the server's word, never a guess). */
function useRoomEvents(code: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    // EventSource reconnects by itself and sends Last-Event-ID: nothing is missed
    const source = new EventSource(`/api/rooms/${encodeURIComponent(code)}/events`);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ["/api/rooms", code] });
    for (const type of ROOM_EVENTS) source.addEventListener(type, refresh);
    source.addEventListener("closed", () => source.close());
    return () => source.close();
  }, [code, enabled, queryClient]);
}

function JoinForm({ code, onJoined }: { code: string; onJoined: () => void }) {
  const [name, setName] = useState("");
  const nameId = useId();
  const join = useMutation({
    mutationFn: () => callApi("POST /api/rooms/:code/join", { params: { code }, body: { name } }),
    onSuccess: onJoined,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!join.isPending) join.mutate();
  };
  return (
    <Card data-testid="room-join">
      <CardHeader className="text-center">
        <Users className="mx-auto mb-2 size-10 text-gold" aria-hidden />
        <CardTitle className="text-3xl">Fal Odası</CardTitle>
        <CardDescription>
          Oda kodu <strong className="font-display text-foreground tracking-widest">{code}</strong>. Adını
          yaz, odaya katıl; sonra aklından bir sayı tut.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-busy={join.isPending}>
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Adın</Label>
            <Input
              id={nameId}
              value={name}
              onChange={(e) => setName(e.target.value.slice(0, ROOM_NAME_MAX))}
              maxLength={ROOM_NAME_MAX}
              autoComplete="given-name"
              placeholder="Örn: Ayşe"
              data-testid="room-name"
            />
          </div>
          {join.isError && (
            <p className="text-destructive text-sm" role="alert" data-testid="room-error">
              {errorMessage(join.error, "Odaya katılınamadı. Biraz sonra tekrar dene.")}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            className="h-12"
            disabled={join.isPending}
            data-testid="room-join-submit"
          >
            {join.isPending ? <Spinner size="md" /> : <Sparkles aria-hidden className="size-5" />}
            Odaya Katıl
          </Button>
          <p className="text-center text-muted-foreground text-xs">
            Adını ve sayını yalnızca bu odadakiler görür; oda 24 saat sonra silinir.
          </p>
        </form>
      </CardContent>
    </Card>
  );
}

function PickForm({ room }: { room: RoomView }) {
  const queryClient = useQueryClient();
  const [number, setNumber] = useState(room.you.number ?? "");
  const numberId = useId();
  const pick = useMutation({
    mutationFn: () =>
      callApi("POST /api/rooms/:code/pick", { params: { code: room.code }, body: { number } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/rooms", room.code] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pick.isPending) pick.mutate();
  };
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate aria-busy={pick.isPending}>
      <Label htmlFor={numberId}>Aklındaki sayı (fallar açılana kadar gizli)</Label>
      <Input
        id={numberId}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        inputMode="numeric"
        maxLength={60}
        autoComplete="off"
        placeholder={T.play.numberPlaceholder}
        className="h-16 text-center font-bold font-display text-4xl"
        data-testid="room-number"
      />
      {pick.isError && (
        <p className="text-destructive text-sm" role="alert">
          {errorMessage(pick.error, "Sayı kaydedilemedi. Biraz sonra tekrar dene.")}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={pick.isPending} data-testid="room-pick">
        {pick.isPending ? <Spinner size="md" /> : <Check aria-hidden />}
        {room.you.number ? "Sayımı Değiştir" : "Sayımı Seç"}
      </Button>
      {room.you.number && (
        <p className="text-center text-muted-foreground text-sm" data-testid="room-waiting">
          Sayın: <strong className="text-foreground">{room.you.number}</strong>.{" "}
          {room.you.isHost ? "Herkes sayısını seçince falları aç." : "Ev sahibinin falları açmasını bekle."}
        </p>
      )}
    </form>
  );
}

function Lobby({ room }: { room: RoomView }) {
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  // the room page is drawn in the browser only (no server render): its own address is the site's
  const link = `${window.location.origin}${room.url}`;
  const reveal = useMutation({
    mutationFn: () => callApi("POST /api/rooms/:code/reveal", { params: { code: room.code } }),
    onSuccess: (view) => queryClient.setQueryData(["/api/rooms", room.code], view),
  });
  const picked = room.members.filter((m) => m.picked).length;
  return (
    <Card data-testid="room-lobby">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">Fal Odası</CardTitle>
        <p className="font-bold font-display text-5xl text-gold tracking-[0.2em]" data-testid="room-code">
          {room.code}
        </p>
        <CardDescription>
          {room.listName} · {room.trackCount.toLocaleString("tr-TR")} şarkı
        </CardDescription>
        {room.you.isHost && (
          <figure className="mx-auto mt-2 grid justify-items-center gap-2">
            <RoomQr url={link} className="w-60 max-w-full rounded-xl shadow-md ring-1 ring-black/10" />
            <figcaption className="text-muted-foreground text-sm">
              Arkadaşların telefonlarının kamerasıyla okutsun ya da kodu yazsın.
            </figcaption>
          </figure>
        )}
        <p className="break-all text-muted-foreground text-xs" data-testid="room-link">
          {link}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="mx-auto"
          onClick={() => {
            copyText(link).then(
              () => setCopied(true),
              () => toast({ title: T.error, description: T.result.linkCopyFailed, variant: "destructive" }),
            );
          }}
        >
          <Copy aria-hidden /> {copied ? "Bağlantı kopyalandı" : "Bağlantıyı kopyala"}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid gap-2" data-testid="room-members" aria-label="Odadakiler">
          {room.members.map((m) => (
            <li key={m.id} className="flex items-center justify-between rounded-md border px-3 py-2">
              <span className="flex items-center gap-2">
                {m.isHost && <Crown className="size-4 text-gold" aria-label="Ev sahibi" />}
                {m.name}
                {m.id === room.you.memberId && <span className="text-muted-foreground text-xs">(sen)</span>}
              </span>
              <span className="text-sm">
                {m.picked ? (
                  <span className="text-gold">Sayısını seçti</span>
                ) : (
                  <span className="text-muted-foreground">Düşünüyor…</span>
                )}
              </span>
            </li>
          ))}
        </ul>
        <PickForm room={room} />
        {room.you.isHost && (
          <div className="grid gap-2">
            {reveal.isError && (
              <p className="text-destructive text-sm" role="alert">
                {errorMessage(reveal.error, "Fallar açılamadı. Biraz sonra tekrar dene.")}
              </p>
            )}
            <Button
              size="lg"
              className="h-12"
              disabled={picked === 0 || reveal.isPending}
              onClick={() => reveal.mutate()}
              data-testid="room-reveal"
            >
              {reveal.isPending ? <Spinner size="md" /> : <Sparkles aria-hidden className="size-5" />}
              {picked === room.members.length
                ? "Herkes hazır: Falları Aç"
                : `Falları Aç (${picked}/${room.members.length})`}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** What the room's story image goes out with: the app's address, so a friend can try it too. */
const ROOM_SHARE_TEXT = "Fal Odası'nda herkese bir şarkı çıktı. Sen de çek:";

/**
 * 'Paylaş' for the room's group story image: the share sheet with the image where the browser can
 * hand files to apps (phones), else the image is downloaded; 'İndir' is always there.
 */
function RoomShare({ room, storyPath }: { room: RoomView; storyPath: string }) {
  const origin = window.location.origin;
  const fileName = `fal-odasi-${room.code}.png`;
  const image = useShareableImage(storyPath, fileName);
  const onShare = async () => {
    if (image.filesShareable) {
      try {
        await image.share({ title: `${T.brand} · Fal Odası`, text: `${ROOM_SHARE_TEXT}\n${origin}/` });
        return;
      } catch (error) {
        if (isShareAbort(error)) return; // closed the sheet
        // the image could not be had or handed over: it is downloaded instead
      }
    }
    downloadImage(storyPath, fileName);
    toast({
      title: "Görsel indirildi",
      description: "Odanın hikâye görselini dilediğin yerde paylaşabilirsin.",
      variant: "success",
    });
  };
  return (
    <section
      className="grid grid-cols-[7rem_1fr] items-center gap-4 rounded-2xl border bg-card/85 p-4"
      aria-labelledby="room-share-title"
      data-testid="room-share"
    >
      <img
        src={storyPath}
        alt="Odanın hikâye görseli: herkesin adı ve şarkısı"
        width={1080}
        height={1920}
        className="aspect-[9/16] w-28 rounded-lg border object-cover shadow-md"
        data-testid="room-story"
      />
      <div className="grid gap-3">
        <h2 id="room-share-title" className="font-display font-semibold text-xl leading-tight">
          Odanın hikâye görseli
        </h2>
        <Button
          type="button"
          size="lg"
          className="h-12 text-base"
          onClick={onShare}
          onPointerEnter={image.warm}
          onPointerDown={image.warm}
          data-testid="room-share-primary"
        >
          <Share2 aria-hidden className="size-5" /> Paylaş
        </Button>
        <a
          href={storyPath}
          download={fileName}
          className={cn(buttonVariants({ variant: "link", size: "sm" }), "h-auto justify-self-start px-0")}
          data-testid="room-story-download"
        >
          <Download aria-hidden /> İndir
        </a>
      </div>
    </section>
  );
}

/** The ritual while the songs are being written, and for a moment when they arrive live. */
function Ritual() {
  return (
    <div
      className="grid justify-items-center gap-4 py-16 text-center"
      data-testid="room-ritual"
      aria-live="polite"
    >
      <Disc3 className="size-20 animate-spin-slow text-gold" aria-hidden />
      <p className="animate-soft-pulse font-display font-semibold text-2xl">Fallar açılıyor…</p>
      <p className="text-muted-foreground text-sm">Herkesin sayısı listeden kendi şarkısını buluyor.</p>
    </div>
  );
}

function Results({ room, live }: { room: RoomView; live: boolean }) {
  const results = room.members.filter((m) => m.result);
  return (
    <div className={cn("grid gap-4", live && "room-reveal")} data-testid="room-results">
      <div className="text-center">
        <Disc3 className="mx-auto mb-2 size-12 animate-spin-slow text-gold" aria-hidden />
        <h1 className="font-bold font-display text-3xl">Odanın Falları</h1>
      </div>
      {results.map((m, i) =>
        m.result ? (
          <Card
            key={m.id}
            data-testid="room-result"
            data-part="room-result"
            style={live ? { animationDelay: `${i * 0.35}s` } : undefined}
          >
            <CardHeader>
              <CardDescription>
                {m.name} · {m.result.number} → {m.result.position.toLocaleString("tr-TR")}. şarkı
              </CardDescription>
              <CardTitle className="text-2xl">{m.result.trackTitle}</CardTitle>
              <p className="text-muted-foreground">{m.result.trackArtist}</p>
            </CardHeader>
            <CardContent className="grid gap-2">
              <p className="font-semibold">{m.result.headline}</p>
              <p className="text-sm">{m.result.short}</p>
              {m.result.trackExternalUrl && (
                <Button asChild variant="outline" size="sm" className="justify-self-start">
                  <a href={m.result.trackExternalUrl} target="_blank" rel="noopener noreferrer">
                    <Music2 aria-hidden /> Şarkıyı dinle
                  </a>
                </Button>
              )}
            </CardContent>
          </Card>
        ) : null,
      )}
      {room.storyImagePath && <RoomShare room={room} storyPath={room.storyImagePath} />}
    </div>
  );
}

/** How long the ritual shows when the reveal arrives live (every screen hears it at once). */
const RITUAL_MS = 1600;

/**
 * True for a moment when this screen sees the room go from its lobby to revealed (not when a
 * revealed room is opened or reloaded); then the results come one by one.
 */
function useLiveReveal(state: RoomView["state"] | undefined): { ritual: boolean; live: boolean } {
  const previous = useRef(state);
  const [live, setLive] = useState(false);
  const [ritual, setRitual] = useState(false);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (state !== "revealed" || (before !== "open" && before !== "revealing")) return;
    setLive(true);
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    setRitual(true);
    const timer = setTimeout(() => setRitual(false), RITUAL_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return { ritual, live };
}

/** /oda/{code}: the live room; a visitor not in it yet sees the join form. */
export default function RoomPage() {
  const { code: raw = "" } = useParams<{ code: string }>();
  const code = raw.trim().toUpperCase();
  const queryClient = useQueryClient();
  const room = useQuery({
    queryKey: ["/api/rooms", code],
    queryFn: ({ signal }) => callApi("GET /api/rooms/:code", { params: { code }, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const member = room.isSuccess;
  useRoomEvents(code, member && room.data.state !== "closed");
  const { ritual, live } = useLiveReveal(room.data?.state);

  let content: React.ReactNode;
  if (room.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner size="xl" />
      </div>
    );
  } else if (room.isError) {
    content = (
      <JoinForm
        code={code}
        onJoined={() => queryClient.invalidateQueries({ queryKey: ["/api/rooms", code] })}
      />
    );
  } else if (room.data.state === "closed") {
    content = (
      <Card className="text-center" data-testid="room-closed">
        <CardHeader>
          <Hourglass className="mx-auto mb-2 size-10 text-gold" aria-hidden />
          <CardTitle className="text-2xl">Bu oda kapandı</CardTitle>
          <CardDescription>Odalar 24 saat açık kalır.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href="/">Şarkı Falı'na Dön</Link>
          </Button>
        </CardContent>
      </Card>
    );
  } else if (room.data.state === "revealing" || ritual) {
    content = <Ritual />;
  } else if (room.data.state === "revealed") {
    content = <Results room={room.data} live={live} />;
  } else {
    content = <Lobby room={room.data} />;
  }
  return <div className="mx-auto max-w-md px-4 py-10">{content}</div>;
}
