import type * as React from "react";
import { cn } from "@/lib/utils";
import type { ProseSectionContent } from "./content-shapes";
import { TextWithLinks } from "./text-with-links";

/** The frame of every public page: one h1, an optional line under it, an intro, then the sections. */
export function PublicPage({
  title,
  intro,
  meta,
  before,
  wide = false,
  children,
}: {
  title: string;
  intro?: string;
  meta?: React.ReactNode;
  /** Shown above the title, e.g. a link back to the list the page belongs to. */
  before?: React.ReactNode;
  /** Wide pages (grids of steps or cards) keep their running text at a readable width. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <article className={cn("mx-auto w-full px-4 py-10 sm:px-6 sm:py-14", wide ? "max-w-5xl" : "max-w-3xl")}>
      <header className="max-w-prose">
        {before ? <div className="mb-4 text-sm">{before}</div> : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {meta ? <div className="mt-3 text-sm text-muted-foreground">{meta}</div> : null}
        {intro ? <p className="mt-4 text-lg leading-8 text-muted-foreground">{intro}</p> : null}
      </header>
      <div className="mt-10 flex flex-col gap-12">{children}</div>
    </article>
  );
}

/** A titled section of a public page; `id` makes it a link target. */
export function PageSection({
  id,
  heading,
  children,
  className,
}: {
  id?: string;
  heading: string;
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("scroll-mt-24", className)}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="flex max-w-prose flex-col gap-4 text-base leading-7">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          <TextWithLinks text={paragraph} />
        </p>
      ))}
    </div>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex max-w-prose list-disc flex-col gap-2 pl-6 text-base leading-7 marker:text-primary">
      {items.map((item, index) => (
        <li key={index}>
          <TextWithLinks text={item} />
        </li>
      ))}
    </ul>
  );
}

/** Long-form text (legal pages, blog articles): heading, paragraphs, list, closing paragraphs. */
export function ProseSection({ id, section }: { id?: string; section: ProseSectionContent }) {
  const body = (
    <div className="flex flex-col gap-4">
      <Paragraphs paragraphs={section.paragraphs} />
      {section.items ? <BulletList items={section.items} /> : null}
      {section.after ? <Paragraphs paragraphs={section.after} /> : null}
    </div>
  );
  if (!section.heading) return body;
  return (
    <PageSection id={id} heading={section.heading}>
      {body}
    </PageSection>
  );
}
