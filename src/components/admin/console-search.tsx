"use client";

import { Loader2Icon, SearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Link } from "@/i18n/navigation";
import { api } from "@/trpc/react";

/** Waits this long after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;
const MIN_QUERY = 2;

/**
 * The top bar's search: users and creators by name, e-mail or handle, orders by order number (LK-…), as the
 * admin's permissions allow. Results open the person's page when `linksPeople`; an order opens its own page
 * when `linksOrders`, else its fan's page at their orders. Escape or leaving the box closes them.
 */
export function ConsoleSearch({ linksPeople, linksOrders }: { linksPeople: boolean; linksOrders: boolean }) {
  const t = useTranslations("admin.search");
  const id = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = query.length >= MIN_QUERY;
  const results = api.admin.search.useQuery({ q: query }, { enabled, staleTime: 10_000, retry: false });
  const data = results.data;
  const count = data ? data.users.length + data.creators.length + data.orders.length : 0;
  const close = () => setOpen(false);

  return (
    <div
      ref={box}
      role="search"
      className="relative w-full max-w-md"
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        placeholder={t("placeholder")}
        className="pl-9"
        autoComplete="off"
        aria-controls={`${id}-results`}
        aria-expanded={open && enabled}
      />
      {open && enabled ? (
        <div
          id={`${id}-results`}
          className="absolute top-full right-0 left-0 z-50 mt-1 max-h-[70dvh] overflow-y-auto rounded-md border bg-popover p-2 text-sm shadow-md"
        >
          {results.isPending ? (
            <p role="status" className="flex items-center gap-2 p-2 text-muted-foreground">
              <Loader2Icon aria-hidden className="size-4 animate-spin" />
              {t("searching")}
            </p>
          ) : results.isError ? (
            <p role="alert" className="p-2 text-destructive">
              {t("failed")}
            </p>
          ) : count === 0 ? (
            <p role="status" className="p-2 text-muted-foreground">
              {t("none", { query })}
            </p>
          ) : (
            <>
              <p role="status" className="sr-only">
                {t("found", { count })}
              </p>
              <ResultGroup title={t("users")}>
                {data!.users.map((user) => (
                  <Result key={user.id} href={linksPeople ? `/admin/users/${user.id}` : null} onNavigate={close}>
                    <span className="truncate font-medium">{user.name ?? user.email}</span>
                    <span className="truncate text-xs text-muted-foreground">{user.email}</span>
                  </Result>
                ))}
              </ResultGroup>
              <ResultGroup title={t("creators")}>
                {data!.creators.map((creator) => (
                  <Result key={creator.id} href={linksPeople ? `/admin/users/${creator.id}` : null} onNavigate={close}>
                    <span className="truncate font-medium">{creator.displayName}</span>
                    <span className="truncate text-xs text-muted-foreground">@{creator.handle}</span>
                  </Result>
                ))}
              </ResultGroup>
              <ResultGroup title={t("orders")}>
                {data!.orders.map((order) => (
                  <Result
                    key={order.id}
                    href={linksOrders ? `/admin/orders/${order.id}` : linksPeople ? `/admin/users/${order.fanId}#orders` : null}
                    onNavigate={close}
                  >
                    <span className="truncate font-mono font-medium">{order.orderNumber}</span>
                    <span className="truncate text-xs text-muted-foreground">{t("orderFor", { name: order.recipientName })}</span>
                  </Result>
                ))}
              </ResultGroup>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

function ResultGroup({ title, children }: { title: string; children: React.ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section className="flex flex-col gap-0.5 py-1">
      <h3 className="px-2 py-1 text-xs font-semibold text-muted-foreground">{title}</h3>
      <ul>{children}</ul>
    </section>
  );
}

function Result({ href, onNavigate, children }: { href: string | null; onNavigate: () => void; children: React.ReactNode }) {
  const className = "flex flex-col rounded-md px-2 py-1.5";
  return (
    <li>
      {href ? (
        <Link href={href} onClick={onNavigate} className={`${className} outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50`}>
          {children}
        </Link>
      ) : (
        <div className={className}>{children}</div>
      )}
    </li>
  );
}
