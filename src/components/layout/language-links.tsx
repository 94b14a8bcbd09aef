"use client";

import { useLocaleSwitch } from "./use-locale-switch";

/** The choice of language as a row of links, for the phone menu, the console's drawer and the footer. */
export function LanguageLinks({ signedIn, labelledBy }: { signedIn: boolean; labelledBy: string }) {
  const { current, options } = useLocaleSwitch(signedIn);
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-wrap gap-1">
      {options.map((option) => (
        <li key={option.locale}>
          <a
            href={option.href}
            hrefLang={option.locale}
            lang={option.locale}
            aria-current={option.locale === current ? "true" : undefined}
            onClick={option.onClick}
            className="block rounded-md px-3 py-2 text-sm text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current]:font-semibold aria-[current]:text-foreground"
          >
            {option.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
