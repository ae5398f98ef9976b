// The stand-in for the official SDK's clientside-services iframe: the page under its own strict
// CSP, naming the project's allowed origins for its script; the script and the phone library it
// loads; and nothing else under /clientside-services/.
import { describe, expect, it } from 'vitest';
import { createHarness, ORIGIN } from './harness';

const PAGE = `${ORIGIN}/clientside-services/index.html`;

describe('GET /clientside-services/index.html', () => {
  it('is an HTML page with a CSP of its own whose only script is a file of the emulator, none inline', async () => {
    const res = await createHarness().emulator.handle(PAGE);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp.split('; ')).toEqual(expect.arrayContaining(["default-src 'none'", "script-src 'self'", "connect-src 'self'", "base-uri 'none'"]));
    expect(csp).not.toContain('unsafe-inline');
    // Framed by host pages of any origin: the script answers only the allowed ones.
    expect(csp).not.toContain('frame-ancestors');
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toContain('src="/clientside-services/services.js"');
    expect(scripts[0]![2]).toBe('');
  });

  it("carries the project's allowed origins, escaped, for the script's check", async () => {
    const h = createHarness({ project: { allowed_origins: ['https://app.example.com', 'http://localhost:3000'] } });
    const html = await (await h.emulator.handle(PAGE)).text();
    expect(html).toContain('data-allowed-origins="[&quot;https://app.example.com&quot;,&quot;http://localhost:3000&quot;]"');
    const none = await (await createHarness().emulator.handle(PAGE)).text();
    expect(none).toContain('data-allowed-origins="[]"');
  });
});

describe('the files the page loads', () => {
  it('serves its script as JavaScript that parses and builds no markup from strings', async () => {
    const res = await createHarness().emulator.handle(`${ORIGIN}/clientside-services/services.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const source = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- it parses, as a browser would
    expect(() => new Function(source)).not.toThrow();
    for (const method of ['oneTapStart', 'oneTapSubmit', 'parsedPhoneNumber', 'getExamplePhoneNumber']) expect(source).toContain(method);
    for (const sink of ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'document.write', 'eval(']) expect(source, sink).not.toContain(sink);
  });

  it('serves the phone library and its example numbers', async () => {
    const h = createHarness();
    const library = await h.emulator.handle(`${ORIGIN}/clientside-services/libphonenumber-min.js`);
    expect(library.status).toBe(200);
    expect(library.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(await library.text()).toContain('parsePhoneNumberFromString');
    const examples = await h.emulator.handle(`${ORIGIN}/clientside-services/examples.mobile.json`);
    expect(examples.status).toBe(200);
    expect(examples.headers.get('content-type')).toBe('application/json');
    expect(((await examples.json()) as Record<string, string>).US).toBe('2015550123');
  });

  it('answers 404 for any other path under /clientside-services/, and 405 for another method', async () => {
    const h = createHarness();
    for (const path of ['/clientside-services/', '/clientside-services/other.js', '/clientside-services/../app.ts', '/clientside-services/index.htm', '/clientside-services/gsi/client.js']) {
      const res = await h.emulator.handle(`${ORIGIN}${path}`);
      expect(res.status, path).toBe(404);
    }
    const posted = await h.emulator.handle(PAGE, { method: 'POST' });
    expect(posted.status).toBe(405);
  });
});
