import { Download, Link2, Share2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { isShareAbort, useShareableImage } from "@/client/lib/share-image";
import { useSiteOrigin } from "@/client/lib/site-origin";
import { toast } from "@/client/lib/use-toast";
import { cn } from "@/client/lib/utils";
import type { PublicDraw } from "@/shared/api-types";
import { T } from "@/shared/texts";
import { InstagramIcon, WhatsAppIcon, XIcon } from "./brand-icons";
import { copyText, resultUrl, shareText, storyImagePath, tweetHref, whatsappHref } from "./share";

const tile =
  "group flex min-h-[4.75rem] flex-col items-center justify-center gap-1.5 rounded-xl border bg-background/40 px-2 py-2.5 font-medium text-xs transition-[border-color,background-color,transform] hover:border-gold/60 hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 active:translate-y-px sm:min-h-12 sm:flex-row sm:gap-2 sm:text-sm";

function TileIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        "flex size-9 items-center justify-center rounded-full text-white shadow-sm sm:size-7 [&_svg]:size-5 sm:[&_svg]:size-4",
        className,
      )}
    >
      {children}
    </span>
  );
}

/**
 * Share buttons of the shared page: WhatsApp and X get the text and the link; Instagram has no
 * web share link, so its button copies the text and, where the browser can hand files to apps,
 * also offers the tall story image. Elsewhere the story image is a download.
 */
export function ShareBar({ draw }: { draw: PublicDraw }) {
  const url = resultUrl(draw.id, useSiteOrigin());
  const text = shareText(draw);
  const storyPath = storyImagePath(draw.id, draw.shareTheme);
  const storyName = `sarki-fali-${draw.id}.png`;
  const image = useShareableImage(storyPath, storyName);
  const { filesShareable, warm } = image;

  const shareStory = async () => {
    try {
      await image.share({ title: T.brand });
    } catch (error) {
      if (isShareAbort(error)) return; // closed the sheet
      toast({ title: T.error, description: "Hikâye görseli paylaşılamadı", variant: "destructive" });
    }
  };

  const onInstagram = async () => {
    // fetched before the copy, so the sheet opens within the tap's activation
    if (filesShareable) void image.load().catch(() => {});
    try {
      await copyText(`${text}\n${url}`);
      toast({ title: T.copied, description: T.result.instagramCopied, variant: "success" });
    } catch {
      toast({ title: T.error, description: T.result.copyFailed, variant: "destructive" });
    }
    if (filesShareable) await shareStory();
  };

  /**
   * 'Paylaş': the story image with the text and link where the browser can hand files to apps
   * (Android Chrome, iOS Safari); the text and link where it can share only those; else WhatsApp.
   */
  const onShare = async () => {
    if (filesShareable) {
      try {
        await image.share({ title: T.brand, text: `${text}\n${url}` });
        return;
      } catch (error) {
        if (isShareAbort(error)) return; // closed the sheet
        // the image could not be had or handed over: share the link instead
      }
    }
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: T.brand, text, url });
      } catch (error) {
        if (!isShareAbort(error)) {
          window.open(whatsappHref(text, url), "_blank", "noopener,noreferrer");
        }
      }
      return;
    }
    window.open(whatsappHref(text, url), "_blank", "noopener,noreferrer");
  };

  const onCopyLink = async () => {
    try {
      await copyText(url);
      toast({ title: T.copied, description: T.result.linkCopied, variant: "success" });
    } catch {
      toast({ title: T.error, description: T.result.linkCopyFailed, variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby="share-title" data-testid="share-bar">
      <h2
        id="share-title"
        className="mb-3 flex items-center justify-center gap-2 font-medium text-muted-foreground text-sm sm:justify-start"
      >
        <Share2 className="size-4 text-gold" aria-hidden />
        Bu falı paylaş
      </h2>
      <Button
        type="button"
        size="lg"
        className="mb-3 h-12 w-full text-base"
        onClick={onShare}
        onPointerEnter={warm}
        onPointerDown={warm}
        data-testid="share-primary"
      >
        <Share2 aria-hidden className="size-5" /> Paylaş
      </Button>
      <div className="grid grid-cols-4 gap-2">
        <a
          href={whatsappHref(text, url)}
          target="_blank"
          rel="noopener noreferrer"
          className={tile}
          aria-label="WhatsApp'ta paylaş"
          data-testid="share-whatsapp"
        >
          <TileIcon className="bg-[#1f9e4f]">
            <WhatsAppIcon />
          </TileIcon>
          WhatsApp
        </a>
        <a
          href={tweetHref(text, url)}
          target="_blank"
          rel="noopener noreferrer"
          className={tile}
          aria-label="X'te paylaş"
          data-testid="share-x"
        >
          <TileIcon className="bg-neutral-900 ring-1 ring-white/20">
            <XIcon />
          </TileIcon>
          X
        </a>
        <button
          type="button"
          className={tile}
          onClick={onInstagram}
          onPointerEnter={warm}
          onPointerDown={warm}
          aria-label="Instagram'da paylaş"
          data-testid="share-instagram"
        >
          <TileIcon className="bg-gradient-to-tr from-[#f9a825] via-[#e1306c] to-[#7b3fe4]">
            <InstagramIcon />
          </TileIcon>
          Instagram
        </button>
        <button
          type="button"
          className={tile}
          onClick={onCopyLink}
          aria-label="Bağlantıyı Kopyala"
          data-testid="share-copy-link"
        >
          <TileIcon className="bg-secondary text-secondary-foreground">
            <Link2 />
          </TileIcon>
          <span className="sm:hidden">{T.play.copy}</span>
          <span className="hidden sm:inline">Bağlantıyı Kopyala</span>
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm sm:justify-start">
        <span className="text-muted-foreground">Instagram hikâyen için görsel:</span>
        {filesShareable && (
          <button
            type="button"
            onClick={shareStory}
            onPointerEnter={warm}
            onPointerDown={warm}
            className={cn(buttonVariants({ variant: "link", size: "sm" }), "h-auto px-0 font-semibold")}
            data-testid="share-story"
          >
            <Share2 aria-hidden /> Hikâyende paylaş
          </button>
        )}
        <a
          href={storyPath}
          download={storyName}
          className={cn(buttonVariants({ variant: "link", size: "sm" }), "h-auto px-0 font-semibold")}
          data-testid="story-download"
        >
          <Download aria-hidden /> İndir
        </a>
      </div>
    </section>
  );
}
