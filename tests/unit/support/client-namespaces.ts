/**
 * Which messages the client components under a file use, read from the source: a file with "use client" and
 * everything it imports (type-only imports aside) runs in the browser. Each translator there needs the paths its
 * calls name (`t("card.title")` under `useTranslations("posts")` needs `posts.card.title`), or its whole namespace
 * when a key cannot be read. A component that translates keys it is handed (`useTranslations()`) needs the error
 * namespaces the server's keys live in, one that translates its form schema's keys the field namespaces, and both
 * the full keys they name themselves.
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

const directive = (file: string, name: string) => new RegExp(`^\\s*(?:\\/\\/[^\\n]*\\n|\\/\\*[\\s\\S]*?\\*\\/\\s*)*["']${name}["']`).test(source(file));
const isClientEntry = (file: string) => directive(file, "use client");
/** Server actions ("use server") run on the server, whoever imports them: the browser gets a reference only. */
const isServerActions = (file: string) => directive(file, "use server");

/** A translator's first argument when it is written out: `t("a.b")` or `t(\`a.${x}\`)` (index 1, 2 or 3). */
const KEY = /^\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`)\s*[,)]/;

/** The path below the namespace a written-out key needs: all of `types` for `types.${kind}`. */
function keyPath(literal: string | undefined, template: string | undefined): string {
  if (literal !== undefined) return literal;
  const cut = template!.indexOf("${");
  if (cut < 0) return template!;
  const prefix = template!.slice(0, cut);
  return prefix.includes(".") ? prefix.slice(0, prefix.lastIndexOf(".")) : "";
}

/** A translator's uses: called (`t(`, `t.rich(`, `t.has(`...) or handed on (`t,`, `t)`, `t}`). */
const usesOf = (name: string) => new RegExp(`(?<![\\w.$'])${name}(?:(?=\\s*[,)}])|(?:\\.(?:rich|markup|raw|has))?\\()`, "g");

/**
 * The message paths one translator needs, from how it is used between its declaration (`from`) and the next
 * declaration of the same name: `t("a.b")` needs `ns.a.b`, ``t(`types.${kind}`)`` needs `ns.types`, and a key it
 * cannot read (a variable) or the translator handed on (`label(t, kind)`, `t={t}`) needs all of `ns`.
 */
function pathsOf(text: string, name: string, namespace: string, from: number, to: number): string[] {
  const paths: string[] = [];
  for (const use of text.slice(from, to).matchAll(usesOf(name))) {
    if (!use[0].endsWith("(")) return [namespace];
    const key = KEY.exec(text.slice(from + use.index + use[0].length));
    if (!key) return [namespace];
    const below = keyPath(key[1] ?? key[2], key[3]);
    paths.push(below ? `${namespace}.${below}` : namespace);
  }
  return paths;
}

/** Where the message keys of a form's schema live (`fieldMessageKey`, src/lib/forms/field-message.ts). */
const FIELD_NAMESPACES = ["validation", "security"];
/** A field key written out (`"validation.moncashPhone"`) in a module that runs in the browser. */
const FIELD_KEY = new RegExp(`["'\`]((?:${FIELD_NAMESPACES.join("|")})\\.[A-Za-z0-9_.]+)["'\`]`, "g");

/**
 * What a translator with no namespace (`useTranslations()`) is called with between `from` and `to`: keys written
 * out (the file's full keys are taken), a schema's field key (`t(fieldMessageKey(message))`), or keys it is handed.
 */
function handedUses(text: string, name: string, from: number, to: number): { fieldKeys: boolean; handed: boolean } {
  const found = { fieldKeys: false, handed: false };
  for (const use of text.slice(from, to).matchAll(usesOf(name))) {
    const after = text.slice(from + use.index + use[0].length);
    const key = KEY.exec(after);
    if (!use[0].endsWith("(")) found.handed = true;
    else if (/^\s*fieldMessageKey\(/.test(after)) found.fieldKeys = true;
    else if (!key || key[3]?.includes("${")) found.handed = true;
  }
  return found;
}

/**
 * The message paths one browser-side file translates with: the field keys it writes out (a schema's messages), and
 * what its translators name. A translator with no namespace (`useTranslations()`) needs the full keys the file names,
 * the field namespaces when it translates a schema's keys, and the error namespaces the server's keys live in when it
 * shows keys it is handed.
 */
function namespacesOf(file: string): Set<string> {
  const text = source(file);
  const used = new Set<string>();
  // A schema checked in the browser names its field keys as its messages: each is a text the form may show.
  for (const key of text.matchAll(FIELD_KEY)) used.add(key[1]!);
  const declarations = [...text.matchAll(/const (\w+) = useTranslations\(\s*(?:["']([A-Za-z0-9_.]+)["'])?\s*\)/g)];
  declarations.forEach((declaration, i) => {
    const [whole, name, namespace] = declaration as unknown as [string, string, string | undefined];
    const from = declaration.index + whole.length;
    const to = declarations.slice(i + 1).find((later) => later[1] === name)?.index ?? text.length;
    if (namespace) {
      for (const needed of pathsOf(text, name, namespace, from, to)) used.add(needed);
      return;
    }
    const { fieldKeys, handed } = handedUses(text, name, from, to);
    if (fieldKeys) for (const namespace of FIELD_NAMESPACES) used.add(namespace);
    if (handed) for (const namespace of ERROR_NAMESPACES) used.add(namespace);
    for (const literal of text.matchAll(/["'`]([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)["'`]/g)) {
      if (NAMESPACES.has(literal[1]!.split(".")[0]!)) used.add(literal[1]!);
    }
  });
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
    const inBrowser = !isServerActions(file) && (client || isClientEntry(file));
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

/** The list text of the constant `name` seen from `file`: defined there, or imported from another module. */
function constantList(file: string, name: string): string {
  const text = source(file);
  const own = new RegExp(`const ${name}\\b[^=]*=\\s*\\[([^\\]]*)\\]`).exec(text);
  if (own) return own[1]!;
  const imported = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*["']([^"']+)["']`).exec(text);
  const from = imported ? resolveImport(file, imported[1]!) : undefined;
  return from ? constantList(from, name) : "";
}

/** The quoted names of a list, with those of the constants it spreads (`...NAME`). */
function listNames(file: string, list: string): string[] {
  const code = list.replace(/\/\/[^\n]*/g, "");
  const spread = [...code.matchAll(/\.\.\.([A-Za-z_][A-Za-z0-9_]*)/g)].flatMap((match) => listNames(file, constantList(file, match[1]!)));
  return [...[...code.matchAll(/["']([A-Za-z0-9_.]+)["']/g)].map((match) => match[1]!), ...spread];
}

/**
 * The namespaces (or dotted paths) a page hands to its client components: the list of its
 * `<ClientMessages namespaces={[...]}>`, or the constant it names, written in the same file or imported, with the
 * constants the list spreads.
 */
export function declaredNamespaces(file: string): Set<string> {
  const resolved = path.resolve(file);
  const text = source(resolved);
  const declared = new Set<string>();
  for (const match of text.matchAll(/<ClientMessages\s+namespaces=\{(?:\[([^\]]*)\]|([A-Za-z_][A-Za-z0-9_]*))\}/g)) {
    const list = match[1] ?? constantList(resolved, match[2]!);
    for (const name of listNames(resolved, list)) declared.add(name);
  }
  return declared;
}
