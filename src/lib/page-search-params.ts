/** A page's `searchParams`, as Next.js passes them. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** The first value of a search parameter, as `URLSearchParams.get` reads a repeated one. */
export function searchParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The first value of a search parameter, or undefined when it is missing or empty (a filter left blank). */
export function filledParam(value: string | string[] | null | undefined): string | undefined {
  return searchParam(value ?? undefined) || undefined;
}

/** The named filters of an address, each its first value, or undefined when it is missing or blank. */
export function filledParams<Name extends string>(params: URLSearchParams, names: readonly Name[]): Record<Name, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, filledParam(params.get(name))])) as Record<Name, string | undefined>;
}

/** `path` with the filters that have a value as its query (a CSV export of what a list shows). */
export function withFilters(path: string, filters: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return query ? `${path}?${query}` : path;
}

/** A page's `searchParams` as URLSearchParams, keeping the first value of each parameter. */
export function pageSearchParams(searchParams: PageSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    const first = searchParam(value);
    if (first !== undefined) query.set(key, first);
  }
  return query;
}
