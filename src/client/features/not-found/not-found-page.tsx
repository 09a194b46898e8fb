import { Compass } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { T } from "@/shared/texts";

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <Compass className="mb-6 size-14 text-gold" aria-hidden />
      <h1 className="font-display font-bold text-4xl">{T.notFound.title}</h1>
      <p className="mt-3 text-muted-foreground">Aradığın sayfa yıldızların arasında kaybolmuş olabilir.</p>
      <Button asChild className="mt-8">
        <Link href="/">Ana Sayfaya Dön</Link>
      </Button>
    </section>
  );
}
