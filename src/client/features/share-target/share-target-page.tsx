/**
 * /share-target: where Android's share sheet sends a Spotify or YouTube link (the manifest's
 * share_target). Keeps the link for the home page and goes there, through sign-in when needed.
 */
import { useEffect } from "react";
import { useLocation } from "wouter";
import { PageLoader } from "@/client/components/page-loader";
import { useAuth } from "@/client/lib/auth";
import { keepSharedPlaylist, sharedPlaylistFrom } from "@/client/lib/share-target";
import { toast } from "@/client/lib/use-toast";
import { T } from "@/shared/texts";

export const NO_PLAYLIST_SHARED =
  "Paylaşılan içerikte bir Spotify ya da YouTube playlist bağlantısı bulunamadı.";

export default function ShareTargetPage() {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    const shared = sharedPlaylistFrom(new URLSearchParams(window.location.search));
    if (shared) keepSharedPlaylist(shared);
    else toast({ title: T.error, description: NO_PLAYLIST_SHARED, variant: "destructive" });
    navigate(user ? "/" : "/login", { replace: true });
  }, []);
  return <PageLoader />;
}
