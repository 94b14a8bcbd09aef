import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pickMessages, SHELL_NAMESPACES } from "@/i18n/pick-messages";
import en from "../../messages/en.json";
import { clientNamespaces, declaredNamespaces, ERROR_NAMESPACES } from "./support/client-namespaces";

/**
 * The browser gets only the messages a page names (src/i18n/client-messages.tsx): every namespace its
 * client components translate with must be in the shell's list or in the page's `<ClientMessages>`
 * (or a layout's above it: the nearest one that names any wins, as nested providers replace).
 */
const APP = "src/app";
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^(page|loading|error|not-found)\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** The nearest of the file itself and the layouts above it that hands out messages. */
function declaredFor(file: string): Set<string> {
  const own = declaredNamespaces(file);
  if (own.size > 0) return own;
  for (let dir = path.dirname(file); dir.startsWith(APP); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    try {
      const declared = declaredNamespaces(layout);
      if (declared.size > 0) return declared;
    } catch {
      // no layout at this level
    }
  }
  return new Set();
}

/**
 * A used path (`posts.types`, or a whole namespace) is covered by a path handed out at or above it. An error namespace
 * (the keys a component is handed: a server action's answer, a payment's failure) is covered by any path inside it
 * that the page names: the pages hand out the keys that can reach them. The shell's `errors.*` are the texts its own
 * components name, and cover no handed key; its `security.*` are the field keys every password field can show.
 */
function covered(used: string, declared: Set<string>) {
  const handed = [...SHELL_NAMESPACES, ...declared];
  if (handed.some((name) => used === name || used.startsWith(`${name}.`))) return true;
  const byPath = [...declared, ...SHELL_NAMESPACES.filter((name) => !name.startsWith("errors."))];
  return ERROR_NAMESPACES.includes(used) && byPath.some((name) => name.startsWith(`${used}.`));
}

/** Whether the English catalogue holds `dotted` (a text or a group of texts): a key that is not there shows as itself. */
const exists = (dotted: string) =>
  dotted.split(".").reduce<unknown>((node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), en) !== undefined;

/**
 * For a route whose default export returns its content inside <ClientMessages>: the JSX `return`s that
 * do not (an early return would render without the page's messages).
 */
function returnsOutsideProvider(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const start = text.search(/^export default (?:async )?function/m);
  if (start < 0) return [];
  const body = text.slice(start, text.indexOf("\n}\n", start));
  const returns = [...body.matchAll(/\breturn\s*\(?\s*(<[A-Za-z>][^\n]*)/g)].map((match) => match[1]!);
  return returns.some((jsx) => jsx.startsWith("<ClientMessages")) ? returns.filter((jsx) => !jsx.startsWith("<ClientMessages")) : [];
}

describe("client messages per page", () => {
  const files = routeFiles(APP);

  it("finds the routes and the shell's own needs", () => {
    expect(files.length).toBeGreaterThan(40);
    const shell = clientNamespaces("src/components/layout/app-shell.tsx");
    expect([...shell].filter((namespace) => !covered(namespace, new Set()))).toEqual([]);
  });

  it("hands every page no server error texts: the errors arrive translated, forms' pages name `validation`", () => {
    const shell = pickMessages(en, SHELL_NAMESPACES);
    expect(Object.keys(shell.errors as object)).toEqual(["errorTitle", "errorBody", "unexpected"]);
    expect(shell).not.toHaveProperty("validation");
  });

  it.each(files)("%s hands its client components their namespaces", (file) => {
    const declared = declaredFor(file);
    const missing = [...clientNamespaces(file)].filter((namespace) => !covered(namespace, declared));
    expect(missing).toEqual([]);
    expect(returnsOutsideProvider(file)).toEqual([]);
  });

  it.each(files)("%s names only texts that exist", (file) => {
    expect([...clientNamespaces(file)].filter((used) => !exists(used))).toEqual([]);
  });
});
