import { Download, EyeOff, Link2, Share2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/client/components/ui/button";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { errorMessage } from "@/client/lib/query-client";
import { toast } from "@/client/lib/use-toast";
import { cn } from "@/client/lib/utils";
import type { RecapShare as Link, Recap } from "@/shared/api-types";
import { T } from "@/shared/texts";
import { useRecapShare } from "./api";

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * 'Paylaş' for the owner's recap: the first press makes the month's public link (private until
 * then), and every press hands the story image with the text and link to the share sheet where the
 * browser can share files, the text and link where it can share only those, else copies the link.
 */
export function RecapShare({ recap }: { recap: Recap }) {
  const { share, unshare } = useRecapShare(recap.month);
  // a browser that can say whether it takes files (phones, mostly); the file itself is asked about
  const filesShareable = () => typeof navigator.canShare === "function";
  const storyFile = useRef<{ path: string; file: Promise<File> } | null>(null);
  const link = recap.share;
  const text = `Ayın Falı: ${recap.label}. Ayın şarkısı «${recap.topTrack.trackTitle}».`;

  // Fetched ahead (on hover or touch) once the link exists, so the sheet opens within the tap.
  const loadStoryFile = (path: string): Promise<File> => {
    if (storyFile.current?.path !== path) {
      const file = fetch(path).then(async (res) => {
        if (!res.ok) throw new Error(`story image ${res.status}`);
        return new File([await res.blob()], `ayin-fali-${recap.month}.png`, { type: "image/png" });
      });
      file.catch(() => {
        storyFile.current = null;
      });
      storyFile.current = { path, file };
    }
    return storyFile.current.file;
  };
  const warm = link
    ? () => void (filesShareable() && loadStoryFile(link.imagePath).catch(() => {}))
    : undefined;

  const copyLink = async (l: Link) => {
    try {
      // the Clipboard API (a secure context); elsewhere the link stays on screen to copy by hand
      await navigator.clipboard.writeText(l.url);
      toast({
        title: T.copied,
        description: "Ayın falının bağlantısı panoya kopyalandı",
        variant: "success",
      });
    } catch {
      toast({ title: T.error, description: T.result.linkCopyFailed, variant: "destructive" });
    }
  };

  const onShare = async () => {
    let l = link;
    if (!l) {
      try {
        l = await share.mutateAsync();
      } catch (error) {
        toast({
          title: T.error,
          description: errorMessage(error, "Ayın falı paylaşılamadı"),
          variant: "destructive",
        });
        return;
      }
    }
    if (filesShareable()) {
      try {
        const files = [await loadStoryFile(l.imagePath)];
        if (navigator.canShare({ files })) {
          await navigator.share({ files, title: T.brand, text: `${text}\n${l.url}` });
          return;
        }
      } catch (error) {
        if (isAbort(error)) return;
        // the image could not be had or handed over: the link instead
      }
    }
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: T.brand, text, url: l.url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    await copyLink(l);
  };

  const onUnshare = async () => {
    try {
      await unshare.mutateAsync();
      storyFile.current = null;
      toast({ title: "Ayın falı gizlendi", description: "Bağlantısı artık çalışmıyor.", variant: "success" });
    } catch (error) {
      toast({ title: T.error, description: errorMessage(error, "Gizlenemedi"), variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby="recap-share-title" className="grid gap-3" data-testid="recap-share">
      <h2 id="recap-share-title" className="sr-only">
        Ayın falını paylaş
      </h2>
      <Button
        type="button"
        size="lg"
        className="h-12 w-full text-base"
        onClick={onShare}
        onPointerEnter={warm}
        onPointerDown={warm}
        disabled={share.isPending}
        data-testid="recap-share-primary"
      >
        <Share2 aria-hidden className="size-5" /> Paylaş
      </Button>
      {link ? (
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm">
          <span className="text-muted-foreground" data-testid="recap-share-url">
            {link.url.replace(/^https?:\/\//, "")}
          </span>
          <button
            type="button"
            onClick={() => copyLink(link)}
            className={cn(buttonVariants({ variant: "link", size: "sm" }), "h-auto px-0 font-semibold")}
            data-testid="recap-copy-link"
          >
            <Link2 aria-hidden /> {T.play.copy}
          </button>
          <a
            href={link.imagePath}
            download={`ayin-fali-${recap.month}.png`}
            className={cn(buttonVariants({ variant: "link", size: "sm" }), "h-auto px-0 font-semibold")}
            data-testid="recap-story-download"
          >
            <Download aria-hidden /> Hikâye görseli
          </a>
          <button
            type="button"
            onClick={onUnshare}
            disabled={unshare.isPending}
            className={cn(
              buttonVariants({ variant: "link", size: "sm" }),
              "h-auto px-0 text-muted-foreground hover:text-foreground",
            )}
            data-testid="recap-unshare"
          >
            <EyeOff aria-hidden /> Gizle
          </button>
        </div>
      ) : (
        <p className="text-center text-muted-foreground text-sm" data-testid="recap-private">
          Ayın falı yalnızca sana görünüyor. Paylaştığında bir bağlantısı olur.
        </p>
      )}
    </section>
  );
}
