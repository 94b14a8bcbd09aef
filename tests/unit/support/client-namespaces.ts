/**
 * Which message namespaces the client components under a file use, read from the source: a file with
 * "use client" and everything it imports (type-only imports aside) runs in the browser; each
 * `useTranslations("ns")` (or `"ns.branch"`) there needs it, or a path above it, in the page's client messages. A component that translates
 * keys it is handed (`useTranslations()`) needs the error namespaces the server's keys live in, and the
 * namespaces of the full keys it names itself.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { isLazyNamespace } from "@/i18n/lazy-namespaces";
import en from "../../../messages/en.json";

const SRC = path.resolve("src");
const NAMESPACES = new Set(Object.keys(en));
/** Where the server's message keys for a refused input live (src/server/errors.ts). */
export const ERROR_NAMESPACES = ["errors", "validation", "security"];

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}

const sources = new Map<string, string>();
function source(file: string) {
  let text = sources.get(file);
  if (text === undefined) sources.set(file, (text = readFileSync(file, "utf8")));
  return text;
}

/** The files `file` imports, each marked when it is loaded lazily (next/dynamic, import()). */
function imports(file: string): { file: string; lazy: boolean }[] {
  const found: { file: string; lazy: boolean }[] = [];
  for (const match of source(file).matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm)) {
    if (match[1]) continue;
    const resolved = resolveImport(file, match[2]!);
    if (resolved) found.push({ file: resolved, lazy: false });
  }
  // Lazily loaded modules (next/dynamic, import()) land in the browser too.
  for (const match of source(file).matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
    const resolved = resolveImport(file, match[1]!);
    if (resolved) found.push({ file: resolved, lazy: true });
  }
  return found;
}

const isClientEntry = (file: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(source(file));

/** The namespaces one browser-side file translates with. */
function namespacesOf(file: string): Set<string> {
  const text = source(file);
  const used = new Set<string>();
  for (const match of text.matchAll(/useTranslations\(\s*(?:["']([A-Za-z0-9_.]+)["'])?\s*\)/g)) {
    if (match[1]) {
      used.add(match[1]);
      continue;
    }
    for (const namespace of ERROR_NAMESPACES) used.add(namespace);
    for (const literal of text.matchAll(/["'`]([A-Za-z0-9_]+)\.[A-Za-z0-9_.]+["'`]/g)) {
      if (NAMESPACES.has(literal[1]!)) used.add(literal[1]!);
    }
  }
  return used;
}

/** The namespaces the client components reachable from `entry` (a page, layout or component) translate with. */
export function clientNamespaces(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  // `withLazy`: below a module loaded lazily by one that wraps it in <LazyMessages>, whose namespaces arrive with it.
  const walk = (file: string, client: boolean, withLazy: boolean) => {
    const key = `${client}:${withLazy}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const inBrowser = client || isClientEntry(file);
    if (inBrowser) {
      for (const namespace of namespacesOf(file)) {
        if (!(withLazy && isLazyNamespace(namespace.split(".")[0]!))) used.add(namespace);
      }
    }
    const wrapsLazy = source(file).includes("<LazyMessages");
    for (const next of imports(file)) walk(next.file, inBrowser, withLazy || (next.lazy && wrapsLazy));
  };
  walk(path.resolve(entry), false, false);
  return used;
}

/**
 * The namespaces (or dotted paths) a page hands to its client components: the list of its
 * `<ClientMessages namespaces={[...]}>`, written there or in a constant of the same file.
 */
export function declaredNamespaces(file: string): Set<string> {
  const text = source(path.resolve(file));
  const declared = new Set<string>();
  for (const match of text.matchAll(/<ClientMessages\s+namespaces=\{(?:\[([^\]]*)\]|([A-Za-z_][A-Za-z0-9_]*))\}/g)) {
    const list = match[1] ?? new RegExp(`const ${match[2]}\\b[^=]*=\\s*\\[([^\\]]*)\\]`).exec(text)?.[1] ?? "";
    for (const name of list.matchAll(/["']([A-Za-z0-9_.]+)["']/g)) declared.add(name[1]!);
  }
  return declared;
}
