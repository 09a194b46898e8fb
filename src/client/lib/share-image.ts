/**
 * Handing an image (a story PNG) to the phone's share sheet: whether the browser can, and the
 * image fetched ahead so the sheet still opens within the tap's activation. The shared page's
 * 'Paylaş' (features/result/share-bar.tsx) and the room's results (features/room/) use it.
 */
import { useMemo, useRef } from "react";
import { useHydrated } from "./use-hydrated";

/** Whether this browser can hand an image file to another app (phones, mostly). */
export function canShareFiles(): boolean {
  if (typeof navigator === "undefined" || typeof navigator.canShare !== "function") return false;
  try {
    return navigator.canShare({ files: [new File([new Uint8Array(0)], "fal.png", { type: "image/png" })] });
  } catch {
    return false;
  }
}

/** The share sheet was closed by the person (not a failure: nothing more to do). */
export const isShareAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

export interface ShareableImage {
  /** asked once hydrated: the server's HTML (and so hydration) has no file sharing */
  filesShareable: boolean;
  /** the image as a file, fetched once per address (a failed fetch is tried again next time) */
  load(): Promise<File>;
  /** for onPointerEnter / onPointerDown: fetches ahead where the image can be shared */
  warm: (() => void) | undefined;
  /** `navigator.share` with the image and `data`; throws what the share sheet threw */
  share(data: Omit<ShareData, "files">): Promise<void>;
}

export function useShareableImage(path: string, fileName: string): ShareableImage {
  const hydrated = useHydrated();
  const filesShareable = useMemo(() => hydrated && canShareFiles(), [hydrated]);
  // keyed by the address: a new design of the image is a new file
  const cached = useRef<{ path: string; file: Promise<File> } | null>(null);

  const load = (): Promise<File> => {
    if (cached.current?.path === path) return cached.current.file;
    const file = fetch(path)
      .then(async (res) => {
        if (!res.ok) throw new Error(`image ${res.status}`);
        return new File([await res.blob()], fileName, { type: "image/png" });
      })
      .catch((error: unknown) => {
        if (cached.current?.file === file) cached.current = null;
        throw error;
      });
    cached.current = { path, file };
    return file;
  };
  return {
    filesShareable,
    load,
    warm: filesShareable ? () => void load().catch(() => {}) : undefined,
    async share(data) {
      await navigator.share({ ...data, files: [await load()] });
    },
  };
}

/** Saves the image as a download (where no share sheet takes files: desktops). */
export function downloadImage(path: string, fileName: string): void {
  const a = document.createElement("a");
  a.href = path;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}
