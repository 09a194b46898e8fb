import { useMutation } from "@tanstack/react-query";
import { Check, Copy, MessageCircle, Share2, UsersRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import type { Source } from "@/client/lib/game";
import { callApi, errorMessage } from "@/client/lib/query-client";
import { copyText, whatsappHref } from "@/client/lib/share-links";
import { toast } from "@/client/lib/use-toast";
import { T } from "@/shared/texts";
import type { ThemeId } from "@/shared/themes";

const INVITE_TEXT = "Aklından bir sayı tut ve benim için bir şarkı seç:";

function inviteUrl(token: string): string {
  return `${window.location.origin}/sayi/${encodeURIComponent(token)}`;
}

/**
 * 'Bana bir sayı söyle': a link for a friend, who picks the number of the loaded list (the draw
 * lands in this person's history with the friend's name). Not for CSV files: the server does not
 * have them, and they are the person's own.
 */
export function InviteFriend({ source, theme }: { source: Source; theme: ThemeId }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const create = useMutation({
    mutationFn: () =>
      callApi("POST /api/invites", {
        body: {
          sourceType: source.type as "spotify" | "youtube" | "ready",
          sourceId: source.resolvedId ?? source.idOrUrl,
          theme,
        },
      }),
    onSuccess: () => setOpen(true),
    onError: (error) =>
      toast({
        title: T.error,
        description: errorMessage(error, "Bağlantı oluşturulamadı. Biraz sonra tekrar dene."),
        variant: "destructive",
      }),
  });
  if (source.type === "csv") return null;

  const url = create.data ? inviteUrl(create.data.token) : "";
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  const copy = async () => {
    try {
      await copyText(url);
      setCopied(true);
      toast({ title: T.success, description: "Bağlantı kopyalandı", variant: "success" });
    } catch {
      toast({ title: T.error, description: "Bağlantı kopyalanamadı", variant: "destructive" });
    }
  };

  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="w-full border-gold/40 sm:w-auto"
        onClick={() => (create.data ? setOpen(true) : create.mutate())}
        disabled={create.isPending}
        data-testid="invite-friend"
      >
        {create.isPending ? <Spinner /> : <UsersRound aria-hidden />}
        Bana bir sayı söyle
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="invite-dialog">
          <DialogHeader>
            <DialogTitle>Bana bir sayı söyle</DialogTitle>
            <DialogDescription>
              Bu bağlantıyı bir arkadaşına gönder: listenin adını görür ve senin için bir sayı seçer. Çıkan
              şarkı ve falı, arkadaşının adıyla Geçmişim sayfana eklenir. Bağlantı 7 gün geçerlidir ve
              yalnızca bir kez kullanılabilir; hesabındaki başka hiçbir şeyi göstermez.
            </DialogDescription>
          </DialogHeader>
          <div className="flex gap-2">
            <Input readOnly value={url} aria-label="Arkadaş bağlantısı" data-testid="invite-url" />
            <Button type="button" variant="outline" onClick={copy} aria-label="Bağlantıyı kopyala">
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            </Button>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button asChild className="bg-[#25d366] text-black hover:bg-[#1fb857]">
              <a href={whatsappHref(INVITE_TEXT, url)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden /> WhatsApp'ta gönder
              </a>
            </Button>
            {canShare && (
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  void navigator.share({ title: T.brand, text: INVITE_TEXT, url }).catch(() => {})
                }
              >
                <Share2 aria-hidden /> Başka Bir Uygulamayla Paylaş
              </Button>
            )}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
