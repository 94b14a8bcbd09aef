import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { formatDate } from "@/lib/locale-format";
import { proseSectionSchema } from "./content-shapes";
import { getProse } from "@/i18n/prose";
import { PageSection, Paragraphs, ProseSection, PublicPage } from "./public-page";

const LEGAL_DOCUMENTS = ["terms", "privacy", "refund"] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

/** When each document last changed; shown at the top of the page. */
const LAST_UPDATED: Record<LegalDocumentName, Date> = {
  terms: new Date("2026-11-20T12:00:00Z"),
  privacy: new Date("2026-11-20T12:00:00Z"),
  refund: new Date("2026-11-20T12:00:00Z"),
};

const linkClass = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/** Terms, privacy and refund policy: one layout with a date, a table of contents and numbered sections. */
export async function LegalDocument({ name, locale }: { name: LegalDocumentName; locale: Locale }) {
  const [t, prose] = await Promise.all([getTranslations("legal"), getProse("legal")]);
  const sections = prose(z.array(proseSectionSchema), `${name}.sections`);
  const updated = LAST_UPDATED[name];
  const sectionId = (index: number) => `section-${index + 1}`;

  return (
    <PublicPage
      title={t(`titles.${name}`)}
      intro={t(`${name}.intro`)}
      meta={
        <p>
          {t.rich("lastUpdated", {
            date: formatDate(updated, locale, { dateStyle: "long" }),
            time: (chunks) => <time dateTime={updated.toISOString().slice(0, 10)}>{chunks}</time>,
          })}
        </p>
      }
    >
      <nav aria-labelledby="legal-contents" className="rounded-xl border bg-card p-5">
        <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t("contents")}
        </h2>
        <ol className="mt-3 gap-x-8 text-sm sm:columns-2">
          {sections.map((section, index) => (
            <li key={index} className="break-inside-avoid">
              <a href={`#${sectionId(index)}`} className="inline-block rounded-sm py-1 text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <ProseSection key={index} id={sectionId(index)} section={section} />
      ))}

      <PageSection heading={t("contactHeading")} className="border-t pt-8">
        <Paragraphs paragraphs={[t("contactBody")]} />
        <nav aria-labelledby="legal-related" className="mt-6">
          <h3 id="legal-related" className="font-semibold">
            {t("relatedHeading")}
          </h3>
          <ul className="mt-2 flex flex-col gap-1.5">
            {LEGAL_DOCUMENTS.filter((other) => other !== name).map((other) => (
              <li key={other}>
                <Link href={`/${other}`} className={linkClass}>
                  {t(`titles.${other}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageSection>
    </PublicPage>
  );
}
