import type { ReactNode } from "react";

export const LAST_UPDATED = "22 Ekim 2025";

export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display font-bold text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-2 text-muted-foreground text-sm">Son güncelleme: {LAST_UPDATED}</p>
      <div className="mt-8 space-y-8 rounded-2xl border bg-card/70 p-6 leading-relaxed sm:p-8 [&_h2]:mb-2 [&_h2]:font-semibold [&_h2]:text-xl [&_li]:ml-5 [&_li]:list-disc [&_p]:text-[15px] [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}

export function Mail({ address }: { address?: string }) {
  if (!address) return <span>…</span>;
  return (
    <a className="font-medium text-gold underline underline-offset-4" href={`mailto:${address}`}>
      {address}
    </a>
  );
}
