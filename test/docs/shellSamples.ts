// Shell samples as commands: words split as a POSIX shell would for the simple lines docs hold
// (quotes, `\` line continuations, comments, `&&`), and curl calls as fetch Requests.

/** Each command of a shell sample, as its words. */
export function shellCommands(code: string): string[][] {
  const commands: string[][] = [];
  for (const line of code.replace(/\\\n/g, ' ').split('\n')) {
    let words: string[] = [];
    let word = '';
    let inWord = false;
    let quote: string | undefined;
    const finish = () => {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    };
    for (let i = 0; i < line.length; i++) {
      const char = line[i]!;
      if (quote) {
        if (char === quote) quote = undefined;
        else word += char;
      } else if (char === "'" || char === '"') {
        quote = char;
        inWord = true;
      } else if (/\s/.test(char)) {
        finish();
      } else if (char === '#' && !inWord) {
        break;
      } else if (char === '&' && line[i + 1] === '&') {
        finish();
        if (words.length) commands.push(words);
        words = [];
        i++;
      } else {
        word += char;
        inWord = true;
      }
    }
    if (quote) throw new Error(`an unclosed ${quote} in: ${line}`);
    finish();
    if (words.length) commands.push(words);
  }
  return commands;
}

/** The `--flag` names among `words` (`--port=1` as `port`). */
export const flagNames = (words: string[]) => words.filter((word) => word.startsWith('--') && word !== '--').map((word) => word.slice(2).split('=')[0]!);

/** The option names a script's `parseArgs({ options: { … } })` declares. */
export function declaredOptions(source: string): string[] {
  return [...source.matchAll(/['"]?([\w-]+)['"]?:\s*\{\s*type:\s*'(?:string|boolean)'/g)].map((match) => match[1]!);
}

/** A curl command (`curl -s -X POST -H 'k: v' -d '{…}' URL`) as the Request curl would send. */
export function curlRequest(words: string[]): Request {
  let method: string | undefined;
  let body: string | undefined;
  let url: string | undefined;
  const headers = new Headers();
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-X' || word === '--request') method = words[++i];
    else if (word === '-H' || word === '--header') {
      const header = words[++i]!;
      const colon = header.indexOf(':');
      headers.set(header.slice(0, colon).trim(), header.slice(colon + 1).trim());
    } else if (word === '-d' || word === '--data' || word === '--data-raw') body = words[++i];
    else if (word === '-u' || word === '--user') headers.set('authorization', `Basic ${Buffer.from(words[++i]!).toString('base64')}`);
    else if (/^https?:\/\//.test(word)) url = word;
    else if (!/^-[sSiLf]+$|^--(silent|show-error|fail|include)$/.test(word)) throw new Error(`curl: an option the docs test does not know: ${word}`);
  }
  if (!url) throw new Error(`curl without a URL: ${words.join(' ')}`);
  // As curl: -d makes it a POST, form-encoded unless a content-type is given.
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded');
  return new Request(url, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers, ...(body === undefined ? {} : { body }) });
}
