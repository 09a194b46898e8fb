import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, Crown, Disc3, Hourglass, Music2, Sparkles, Users } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useParams } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";
import { ApiError, callApi, errorMessage } from "@/client/lib/query-client";
import type { RoomView } from "@/shared/api-types";
import { T } from "@/shared/texts";

/** At most 24 characters (shared/api/rooms.ts ROOM_NAME_MAX: a value, so repeated here). */
const NAME_MAX = 24;
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
              onChange={(e) => setName(e.target.value.slice(0, NAME_MAX))}
              maxLength={NAME_MAX}
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
          Sayın: <strong className="text-foreground">{room.you.number}</strong>. Ev sahibinin falları açmasını
          bekle.
        </p>
      )}
    </form>
  );
}

function Lobby({ room }: { room: RoomView }) {
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const link = typeof window === "undefined" ? room.url : `${window.location.origin}${room.url}`;
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
        <Button
          variant="ghost"
          size="sm"
          className="mx-auto"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true));
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

function Results({ room }: { room: RoomView }) {
  return (
    <div className="grid gap-4" data-testid="room-results">
      <div className="text-center">
        <Disc3 className="mx-auto mb-2 size-12 animate-spin-slow text-gold" aria-hidden />
        <h1 className="font-bold font-display text-3xl">Odanın Falları</h1>
      </div>
      {room.members.map((m) =>
        m.result ? (
          <Card key={m.id} data-testid="room-result">
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
      <p className="text-center text-muted-foreground text-xs">{T.brand} yalnızca eğlence amaçlıdır.</p>
    </div>
  );
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
  } else if (room.data.state === "revealed") {
    content = <Results room={room.data} />;
  } else {
    content = <Lobby room={room.data} />;
  }
  return <div className="mx-auto max-w-md px-4 py-10">{content}</div>;
}
