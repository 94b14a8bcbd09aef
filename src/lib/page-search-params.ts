/** A page's `searchParams` as URLSearchParams, keeping the first value of a repeated parameter (as `URLSearchParams.get` does). */
export function pageSearchParams(searchParams: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(key, first);
  }
  return query;
}
