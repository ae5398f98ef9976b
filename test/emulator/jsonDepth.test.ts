// Deeply nested JSON bodies (docs/spec/security.md X5): refused while parsing with the flat 400, before any
// code that recurses (the metadata size check, structuredClone, the response) can overflow.
import { describe, expect, it } from 'vitest';
import { createHarness } from './harness';

const nested = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
const metadataBody = (metadata: string) => `{"untrusted_metadata":${metadata}}`;

describe('nesting depth of JSON bodies', () => {
  it('PUT /users/me with untrusted_metadata 4,000 deep is 400 bad_request, not 500, and the user is unchanged', async () => {
    const h = createHarness();
    const { session_token } = await h.loginWithEmailOtp('deep@example.com');
    const res = await h.call('PUT', '/users/me', { session: session_token, rawBody: metadataBody(nested(4000)) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ status_code: 400, error_type: 'bad_request', error_message: expect.stringContaining('32') });
    expect((await h.call('GET', '/users/me', { session: session_token })).json.data.untrusted_metadata).toEqual({});
  });

  it('draws the line at 32 levels, counting only brackets outside strings', async () => {
    const h = createHarness();
    const { session_token } = await h.loginWithEmailOtp('line@example.com');
    const put = (rawBody: string) => h.call('PUT', '/users/me', { session: session_token, rawBody });
    // The body itself is one level, so metadata may nest 31 more.
    expect((await put(metadataBody(nested(31)))).status).toBe(200);
    expect((await put(metadataBody(nested(32)))).json.error_type).toBe('bad_request');
    // A string ending in an escaped backslash ends there: the nesting after it still counts.
    expect((await put(metadataBody(`{"s":"\\\\","m":${nested(40)}}`))).json.error_type).toBe('bad_request');
    const brackets = JSON.stringify('[{'.repeat(200) + '\\"[{');
    const res = await put(metadataBody(`{"text":${brackets},"list":[[["\\"]]]"]]]}`));
    expect(res.status).toBe(200);
    expect((await h.call('GET', '/users/me', { session: session_token })).json.data.untrusted_metadata.text).toBe('[{'.repeat(200) + '\\"[{');
  });

  it('refuses depth on every JSON route, also on the emulator\'s own hooks, and keeps serving', async () => {
    const h = createHarness();
    for (const path of ['/magic_links/email/login_or_create', '/passwords/strength_check', 'http://localhost:9099/__emulator/project']) {
      const res = await h.call('POST', path, { rawBody: `{"email":"deep@example.com","password":"x","project_name":${nested(10_000)}}` });
      expect([res.status, res.json.error_type], path).toEqual([400, 'bad_request']);
    }
    expect((await h.call('POST', '/otps/email/login_or_create', { body: { email: 'after@example.com' } })).status).toBe(200);
  });
});
