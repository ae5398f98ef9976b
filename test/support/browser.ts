// Resets what a test leaves in happy-dom's page: storage, cookies and the address bar.

export const PAGE_URL = 'http://localhost:3000/';

export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export function resetPage(): void {
  localStorage.clear();
  clearCookies();
  history.replaceState(null, '', PAGE_URL);
}

/** The cookies the page can read, as a map. */
export function cookies(): Record<string, string> {
  const result: Record<string, string> = {};
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) result[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return result;
}
