import type { LucideIcon } from "lucide-react";
import Image from "next/image";
import type * as React from "react";
import { cn } from "@/lib/utils";
import { trpc } from "@/trpc/server";
import type { TitledText } from "./content-shapes";
import { isOptimizableImage } from "@/lib/media/optimizable-image";

/** How many portraits the hero shows. */
const HERO_FACES = 6;

/**
 * A designed public page (How it works, For creators, About, Help): a full-width hero with the title, the intro
 * and the portraits of the most-reviewed verified creators, then full-width bands (`Band`).
 */
export async function DesignedPage({
  title,
  intro,
  heroExtra,
  children,
}: {
  title: string;
  intro: string;
  /** Under the intro, e.g. a link or a search. */
  heroExtra?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { creators } = await trpc.creators.list({ verified: true, sort: "popular", pageSize: HERO_FACES });
  const shown = creators.filter((face) => face.image);
  return (
    <article className="w-full">
      <header className="overflow-hidden bg-gradient-to-br from-primary via-primary to-brand-red text-primary-foreground">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div className="flex flex-col gap-4">
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
            <p className="max-w-2xl text-lg leading-8 opacity-90">{intro}</p>
            {heroExtra}
          </div>
          {shown.length > 0 ? (
            <ul aria-hidden className="hidden grid-cols-3 gap-x-3 gap-y-8 pb-6 lg:grid">
              {shown.map((face, index) => (
                <li key={face.id} className={cn("overflow-hidden rounded-2xl bg-primary-foreground/15 shadow-lg ring-1 ring-primary-foreground/20", index % 2 === 1 && "translate-y-6")}>
                  <Image src={face.image ?? ""} alt="" width={160} height={160} unoptimized={!isOptimizableImage(face.image ?? "")} className="aspect-square w-full object-cover" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      {children}
    </article>
  );
}

/** A full-width section of a designed page; `muted` bands alternate with plain ones. `id` makes it a link target. */
export function Band({
  id,
  heading,
  intro,
  muted = false,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  muted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn("scroll-mt-20 py-12 sm:py-16", muted && "bg-muted/50")}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg leading-8 text-muted-foreground">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

const PANEL_TONES = ["from-primary/90 to-primary/60", "from-brand-red/90 to-brand-red/60", "from-amber-500/90 to-amber-400/60", "from-emerald-600/90 to-emerald-500/60"];

/** Numbered steps, each with a picture: an illustrated panel (its icon on the page's colours) above the text. */
export function IllustratedSteps({ steps, icons }: { steps: readonly TitledText[]; icons: readonly LucideIcon[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => {
        const Icon = icons[index % icons.length]!;
        return (
          <li key={index} className="flex overflow-hidden rounded-2xl border bg-card shadow-sm sm:flex-col">
            <div aria-hidden className={cn("relative flex w-28 shrink-0 items-center justify-center overflow-hidden bg-gradient-to-br sm:aspect-[4/3] sm:w-auto", PANEL_TONES[index % PANEL_TONES.length])}>
              <span className="absolute -top-6 -left-6 size-24 rounded-full bg-white/15" />
              <span className="absolute -right-8 -bottom-8 size-32 rounded-full bg-white/10" />
              <span className="relative flex size-14 items-center justify-center rounded-2xl bg-white/95 shadow-lg sm:size-20 sm:rounded-3xl">
                <Icon className="size-7 text-primary sm:size-10" strokeWidth={1.6} />
              </span>
              <span className="absolute top-2 left-2 flex size-7 items-center justify-center rounded-full bg-white text-sm font-bold text-primary shadow sm:top-3 sm:left-3 sm:size-8">{index + 1}</span>
            </div>
            <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="text-sm leading-6 text-muted-foreground">{step.body}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Titled points (benefits, values) as cards with an icon each, three across on wide screens. */
export function IconGrid({ features, icons }: { features: readonly TitledText[]; icons: readonly LucideIcon[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature, index) => {
        const Icon = icons[index % icons.length]!;
        return (
          <li key={index} className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm">
            <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{feature.body}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
