"use client";

import { Mail, MessageCircle, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";

/** Share buttons (spec screen 7) for an address: by Facebook, X, WhatsApp or e-mail. */
export function ShareButtons({ url, text }: { url: string; text: string }) {
  const t = useTranslations("orders.share");
  const links = [
    { key: "facebook", href: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`, icon: Share2 },
    { key: "twitter", href: `https://twitter.com/intent/tweet?${new URLSearchParams({ text, url })}`, icon: Share2 },
    { key: "whatsapp", href: `https://wa.me/?${new URLSearchParams({ text: `${text} ${url}` })}`, icon: MessageCircle },
    { key: "email", href: `mailto:?${new URLSearchParams({ subject: text, body: url }).toString().replaceAll("+", "%20")}`, icon: Mail },
  ] as const;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map(({ key, href, icon: Icon }) => (
        <li key={key}>
          <a href={href} target={key === "email" ? undefined : "_blank"} rel="noopener noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Icon aria-hidden />
            {t(key)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** An order not delivered yet shares the creator's public page ("I booked…"); a delivered one shares its video's own page instead. */
export function ShareOrder({ creatorId, creatorName, origin }: { creatorId: string; creatorName: string; origin: string }) {
  const t = useTranslations("orders.share");
  return (
    <section aria-labelledby="share-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="share-heading" className="font-semibold">
        {t("title")}
      </h2>
      <ShareButtons url={`${origin}/creator/${creatorId}`} text={t("text", { name: creatorName })} />
    </section>
  );
}
