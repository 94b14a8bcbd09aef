import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

interface CtaLink {
  href: string;
  label: string;
}

/** The closing invitation of a designed public page, in the page's width under its last band: a heading, a line and two links. */
export function CallToAction({
  heading,
  body,
  primary,
  secondary,
}: {
  heading: string;
  body: string;
  primary: CtaLink;
  secondary: CtaLink;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <section
        aria-labelledby="cta-heading"
        className="rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-10"
      >
        <h2 id="cta-heading" className="text-2xl font-semibold tracking-tight text-balance">
          {heading}
        </h2>
        <p className="mx-auto mt-3 max-w-prose text-primary-foreground/85">{body}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link href={primary.href}>{primary.label}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link href={secondary.href}>{secondary.label}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
