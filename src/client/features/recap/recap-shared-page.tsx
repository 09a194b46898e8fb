import { SearchX, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { errorMessage } from "@/client/lib/query-client";
import { T } from "@/shared/texts";
import { useSharedRecap } from "./api";
import { RecapLoading, useDocumentTitle } from "./recap-page";
import { RecapView } from "./recap-view";

/** /ozet/{id}: a recap its owner shared, as anyone with the link sees it (no name, no question). */
export default function RecapSharedPage({ id }: { id: string }) {
  const recap = useSharedRecap(id);
  useDocumentTitle(recap.data ? `Ayın Falı: ${recap.data.label} | ${T.brand}` : null);

  if (recap.isPending) return <RecapLoading />;
  if (recap.isError) {
    return (
      <section
        className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center"
        data-testid="recap-shared-error"
      >
        <div className="mb-6 flex size-20 items-center justify-center rounded-full bg-gold/15 ring-1 ring-gold/30">
          <SearchX className="size-9 text-gold" aria-hidden />
        </div>
        <h1 className="font-display font-bold text-4xl">Ayın falı bulunamadı</h1>
        <p className="mt-3 text-muted-foreground">
          {errorMessage(recap.error, "Bağlantı kaldırılmış ya da hiç paylaşılmamış olabilir.")}
        </p>
        <Button asChild className="mt-8">
          <Link href="/">Ana Sayfaya Dön</Link>
        </Button>
      </section>
    );
  }
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 pt-8 pb-16" data-testid="recap-shared">
      <RecapView recap={recap.data} owner={false} />
      <Card className="flex flex-col items-center gap-4 bg-gradient-to-br from-card/90 to-accent/60 p-6 text-center sm:flex-row sm:justify-between sm:text-left">
        <div>
          <p className="font-display font-bold text-2xl">Sıra sende</p>
          <p className="text-muted-foreground text-sm">Aklından bir sayı tut, şarkın seni bulsun.</p>
        </div>
        <Button asChild size="lg">
          <Link href="/" data-testid="recap-own">
            <Sparkles aria-hidden /> {T.result.ownFortune}
          </Link>
        </Button>
      </Card>
    </div>
  );
}
