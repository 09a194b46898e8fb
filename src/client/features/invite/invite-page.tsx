import { useMutation, useQuery } from "@tanstack/react-query";
import { Clock3, Disc3, Hourglass, Music2, SearchX, Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useParams } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";
import { useAuth } from "@/client/lib/auth";
import { ApiError, callApi, errorMessage } from "@/client/lib/query-client";
import type { FriendAnswer, FriendInviteView } from "@/shared/api-types";
import { FRIEND_NAME_MAX } from "@/shared/limits";
import { T } from "@/shared/texts";

const NOT_FOUND = "Bu bağlantı bulunamadı. Arkadaşından yeni bir bağlantı iste.";

function StateCard({ icon: Icon, title, text }: { icon: typeof Clock3; title: string; text: string }) {
  const { user } = useAuth();
  return (
    <Card className="text-center" data-testid="invite-closed">
      <CardHeader>
        <Icon className="mx-auto mb-2 size-10 text-gold" aria-hidden />
        <CardTitle className="text-2xl">{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/">{user ? "Kendi Falını Çek" : "Şarkı Falı'nı Keşfet"}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Answered({ answer }: { answer: FriendAnswer }) {
  const { user } = useAuth();
  const owner = answer.ownerName ?? "Arkadaşın";
  return (
    <Card className="overflow-hidden text-center" data-testid="invite-answered">
      <CardHeader>
        <Disc3 className="mx-auto mb-2 size-12 animate-spin-slow text-gold" aria-hidden />
        <CardTitle className="text-3xl">Sayını gönderdin!</CardTitle>
        <CardDescription>
          {answer.number} → {answer.position.toLocaleString("tr-TR")}. şarkı
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <p className="font-bold font-display text-2xl" data-testid="invite-track-title">
            {answer.trackTitle}
          </p>
          <p className="text-muted-foreground">{answer.trackArtist}</p>
        </div>
        <p className="text-sm">{owner}, bu şarkıyla yazılan falı Geçmişim sayfasında senin adınla görecek.</p>
        <div className="flex flex-wrap justify-center gap-2">
          {answer.trackExternalUrl && (
            <Button asChild variant="outline">
              <a href={answer.trackExternalUrl} target="_blank" rel="noopener noreferrer">
                <Music2 aria-hidden /> Şarkıyı dinle
              </a>
            </Button>
          )}
          <Button asChild>
            <Link href={user ? "/" : "/login"}>
              <Sparkles aria-hidden /> Sen de Kendi Falını Çek
            </Link>
          </Button>
        </div>
        <p className="text-muted-foreground text-xs">{T.brand} yalnızca eğlence amaçlıdır.</p>
      </CardContent>
    </Card>
  );
}

function AnswerForm({ token, view }: { token: string; view: FriendInviteView }) {
  const [name, setName] = useState("");
  const [number, setNumber] = useState("");
  const nameId = useId();
  const numberId = useId();
  const answer = useMutation({
    mutationFn: () =>
      callApi("POST /api/invites/:token/answer", { params: { token }, body: { name, number } }),
  });
  if (answer.data) return <Answered answer={answer.data} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!answer.isPending) answer.mutate();
  };
  const owner = view.ownerName ?? "Bir arkadaşın";
  return (
    <Card data-testid="invite-form">
      <CardHeader className="text-center">
        <CardTitle className="text-3xl">{owner} senden bir sayı istiyor</CardTitle>
        <CardDescription>
          Liste: <strong className="text-foreground">{view.listName}</strong> ·{" "}
          {view.trackCount.toLocaleString("tr-TR")} şarkı. Aklından bir sayı tut; o sıradaki şarkıyla{" "}
          {view.ownerName ?? "arkadaşın"} için bir fal yazılır.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-busy={answer.isPending}>
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Adın</Label>
            <Input
              id={nameId}
              value={name}
              onChange={(e) => setName(e.target.value.slice(0, FRIEND_NAME_MAX))}
              maxLength={FRIEND_NAME_MAX}
              autoComplete="given-name"
              placeholder="Örn: Ayşe"
              data-testid="invite-name"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={numberId}>Aklındaki sayı</Label>
            <Input
              id={numberId}
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              inputMode="numeric"
              maxLength={60}
              autoComplete="off"
              placeholder={T.play.numberPlaceholder}
              className="h-16 text-center font-bold font-display text-4xl"
              data-testid="invite-number"
            />
          </div>
          {answer.isError && (
            <p className="text-destructive text-sm" role="alert" data-testid="invite-error">
              {errorMessage(answer.error, "Sayı gönderilemedi. Biraz sonra tekrar dene.")}
            </p>
          )}
          <Button type="submit" size="lg" className="h-12" disabled={answer.isPending}>
            {answer.isPending ? <Spinner size="md" /> : <Sparkles aria-hidden className="size-5" />}
            {answer.isPending ? "Şarkı seçiliyor..." : "Sayımı Gönder"}
          </Button>
          <p className="text-center text-muted-foreground text-xs">
            Adını yalnızca {view.ownerName ?? "arkadaşın"} görür. Bu bağlantı bir kez kullanılır.
          </p>
        </form>
      </CardContent>
    </Card>
  );
}

/** /sayi/{token}: a friend picks a number for the person who sent the link (signed in or not). */
export default function InvitePage() {
  const { token = "" } = useParams<{ token: string }>();
  const view = useQuery({
    queryKey: ["/api/invites", token],
    queryFn: ({ signal }) => callApi("GET /api/invites/:token", { params: { token }, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  let content: React.ReactNode;
  if (view.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner size="xl" />
      </div>
    );
  } else if (view.isError) {
    content = (
      <StateCard icon={SearchX} title="Bağlantı bulunamadı" text={errorMessage(view.error, NOT_FOUND)} />
    );
  } else if (view.data.state === "used") {
    content = (
      <StateCard
        icon={Clock3}
        title="Bu bağlantı kullanılmış"
        text="Bu bağlantıyla bir sayı zaten seçildi. Her bağlantı bir kez kullanılabilir."
      />
    );
  } else if (view.data.state === "expired") {
    content = (
      <StateCard
        icon={Hourglass}
        title="Bağlantının süresi dolmuş"
        text="Bağlantılar 7 gün geçerlidir. Arkadaşından yeni bir bağlantı iste."
      />
    );
  } else {
    content = <AnswerForm token={token} view={view.data} />;
  }
  return <div className="mx-auto max-w-md px-4 py-10">{content}</div>;
}
