import { T } from "@/shared/texts";

export default function HomePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 pt-14 pb-10 text-center">
      <h1 className="font-display font-bold text-4xl leading-tight sm:text-5xl">{T.home.hero}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Aklından bir sayı tut, playlistinden o sayının şarkısı çıksın ve sana bir fal yorumu yazılsın.
      </p>
    </section>
  );
}
