/**
 * Takes query parameters out of the address bar without a navigation: a redirect's token and its
 * type once taken (docs/spec/api.md §7), or what a provider sent back instead.
 */
export function removeQueryParams(names: readonly string[]): void {
  const url = new URL(location.href);
  for (const name of names) url.searchParams.delete(name);
  try {
    history.replaceState(history.state, '', url.href);
  } catch {
    // A sandboxed document may refuse; a token is single-use anyway.
  }
}
