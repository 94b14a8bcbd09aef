import type en from "../../messages/en.json";

/** A top-level namespace of the catalogue, or a path inside one (`help.searchLabel`) to send less. */
export type MessagePath = keyof typeof en | `${keyof typeof en}.${string}`;

/**
 * What every page's client components translate with: the header's menus, language switcher and notification bell.
 * The server's errors arrive with their text (tRPC's errorFormatter), so of `errors` only the error boundary's texts
 * and the one for a call that got no answer; pages whose forms check their schema in the browser name `validation`.
 * Of `security` only its field keys (the sign-up e-mail and the settings' texts are not for every page); of
 * `notifications` only what the bell shows (notifications arrive with their text; the history and the preferences
 * name the rest).
 */
export const SHELL_NAMESPACES = [
  "common",
  "nav",
  "userMenu",
  "language",
  "errors.errorTitle",
  "errors.errorBody",
  "errors.unexpected",
  "security.passwordHint",
  "security.passwordCommon",
  "security.passwordIsEmail",
  "security.currentPasswordWrong",
  "security.signUpRateLimited",
  "security.signUpUnavailable",
  "notifications.bell",
  "notifications.item",
  "notifications.errors",
  "notifications.fallback",
  "edges",
  "moneySafety",
] as const satisfies MessagePath[];

type Tree = { [key: string]: unknown };

/** The branch or text of `messages` at a dotted `path`, or undefined when the path names nothing. */
export function messageAt(messages: unknown, path: string): unknown {
  let source = messages;
  for (const part of path.split(".")) source = source !== null && typeof source === "object" ? (source as Tree)[part] : undefined;
  return source;
}

/**
 * The part of `messages` that `paths` name (whole namespaces, or branches and keys by their dotted
 * path), in the same nested shape, so the browser gets the texts its components use and no more.
 * Paths that name nothing are left out.
 */
export function pickMessages(messages: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const source = messageAt(messages, path);
    if (source === undefined) continue;
    const parts = path.split(".");
    let target = picked;
    for (const part of parts.slice(0, -1)) {
      const existing = target[part];
      target = (target[part] = existing !== null && typeof existing === "object" ? existing : {}) as Tree;
    }
    target[parts.at(-1)!] = source;
  }
  return picked;
}
