import { Shuffle } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useAuth } from "@/client/lib/auth";
import { game } from "@/client/lib/game";
import { errorMessage } from "@/client/lib/query-client";
import { toast } from "@/client/lib/use-toast";
import type { PublicDraw } from "@/shared/api-types";
import { T } from "@/shared/texts";

/**
 * 'Bu listeden sen de çek': the visitor draws from the list this fortune came from (a public
 * Spotify or YouTube playlist, or a ready-made list; never a CSV file). Signed out, sign-in first.
 */
export function DrawFromList({ draw }: { draw: PublicDraw }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [loading, setLoading] = useState(false);
  const source = draw.listSource;
  if (!source) return null;

  const start = async () => {
    setLoading(true);
    try {
      // loaded on the press: the shared page's visitors need none of it to read the page (ADR 035)
      const { keepPendingList, loadListSource } = await import("@/client/lib/list-source");
      if (!user) {
        keepPendingList(source);
        navigate("/login");
        return;
      }
      const loaded = await loadListSource(source);
      game.loadPlaylist(loaded.source, loaded.tracks);
      navigate("/play");
    } catch (error) {
      setLoading(false);
      toast({
        title: T.home.loadErrorTitle,
        description: errorMessage(error, "Bu liste şu an yüklenemedi. Biraz sonra tekrar dene."),
        variant: "destructive",
      });
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="border-gold/50"
      onClick={start}
      disabled={loading}
      data-testid="draw-from-list"
    >
      {loading ? <Spinner /> : <Shuffle aria-hidden />}
      Bu listeden sen de çek
    </Button>
  );
}
