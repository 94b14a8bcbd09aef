import "server-only";
import { escapeHtml } from "@/lib/escape-html";
import { isLocale, type Locale, routing } from "@/i18n/routing";
import { translateKey } from "@/server/http/translate";
import type { Mail } from "./mail";

/** The language of a magic link: the locale segment of the page it returns to. */
function magicLinkLocale(link: string): Locale {
  try {
    const callback = new URL(link).searchParams.get("callbackUrl") ?? "";
    const segment = new URL(callback, "http://lakou.invalid").pathname.split("/")[1];
    return isLocale(segment) ? segment : routing.defaultLocale;
  } catch {
    return routing.defaultLocale;
  }
}

/**
 * A mail around one sign-in link, its texts under `<keys>.{subject,greeting,intro,button,expiry,ignore}`
 * in the reader's language.
 */
export function linkMail({ to, link, locale, keys }: { to: string; link: string; locale: Locale; keys: string }): Mail {
  const t = (key: string) => translateKey(locale, `${keys}.${key}`);
  const subject = t("subject");
  const text = [t("greeting"), t("intro"), link, t("expiry"), t("ignore")].join("\n\n");
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(t("greeting"))}</p>
<p>${escapeHtml(t("intro"))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1f3a93;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t("button"))}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t("expiry"))}<br>${escapeHtml(t("ignore"))}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** The sign-in link mail, in the language of the page that asked for it. */
export function magicLinkMail({ to, link }: { to: string; link: string }): Mail {
  return linkMail({ to, link, locale: magicLinkLocale(link), keys: "auth.mail" });
}
