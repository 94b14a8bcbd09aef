/** What a page's state is read from: URLSearchParams, or Next.js's read-only search params. */
export type Params = { get(name: string): string | null };

/** `value` when it is one of `values`, else `fallback`: an unknown value in a link falls back instead of breaking. */
export function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}

/** The query string ("?a=1", or "" for none) for a state, leaving out what equals its default so shared links stay short. */
export function queryWithoutDefaults<State extends { [Key in keyof State]: string | number | boolean }>(state: State, defaults: State): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof State & string)[]) {
    if (state[key] !== defaults[key]) params.set(key, String(state[key]));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
