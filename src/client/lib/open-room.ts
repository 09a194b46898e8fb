/**
 * Opening a Fal Odası (ADR 036) from the play screen or the home screen: the room is made on the
 * server and the host is taken to its lobby. Someone whose session has ended is sent to sign in;
 * a ready-made list they chose waits in this tab's session storage and the room opens once they
 * are back on the home screen.
 */
import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { CreateRoomBody } from "@/shared/api-types";
import { PAGES } from "@/shared/routes";
import { T } from "@/shared/texts";
import { DEFAULT_THEME, THEME_IDS } from "@/shared/themes";
import { ApiError, callApi, errorMessage } from "./query-client";
import { toast } from "./use-toast";

const PENDING_KEY = "pending-room";

/** Remembers a room to open after sign-in (only a ready-made list: nothing to re-load). */
export function keepPendingRoom(body: CreateRoomBody): void {
  if (body.source.type !== "ready") return;
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ list: body.source.id, theme: body.theme }));
  } catch {}
}

/**
 * The room asked for before signing in, if any. Reading keeps it: it is forgotten once the room has
 * opened (or failed for good), so a page that reloads while it opens, as signing in through the
 * form does (the app goes home, then the page reloads at /), leaves it for the next load.
 */
export function pendingRoom(): CreateRoomBody | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { list?: unknown; theme?: unknown };
    if (typeof parsed.list !== "string" || parsed.list.length > 100) {
      forgetPendingRoom();
      return null;
    }
    const theme = THEME_IDS.find((id) => id === parsed.theme) ?? DEFAULT_THEME;
    return { source: { type: "ready", id: parsed.list }, theme };
  } catch {
    forgetPendingRoom();
    return null;
  }
}

export function forgetPendingRoom(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {}
}

/** POST /api/rooms, then the lobby; a 401 keeps the wish and goes to sign in. */
export function useOpenRoom() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: CreateRoomBody) => callApi("POST /api/rooms", { body }),
    onSuccess: (room) => {
      forgetPendingRoom();
      navigate(room.url);
    },
    onError: (error, body) => {
      if (error instanceof ApiError && error.status === 401) {
        keepPendingRoom(body);
        // The session has ended: a new page at /login, signed out from its start. Going there
        // inside the app raced its own state: /login, still seeing the old session for a render,
        // sent the person home, where the kept room was tried again (a 401 each time).
        window.location.assign(PAGES.login.path);
        return;
      }
      forgetPendingRoom();
      toast({
        title: T.error,
        description: errorMessage(error, "Oda açılamadı. Biraz sonra tekrar dene."),
        variant: "destructive",
      });
    },
  });
}
