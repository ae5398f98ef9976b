// The anti-fraud fields of the calls that carry them (docs/spec/api.md §2, §3 `+cap`; docs/spec/product.md §7).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../../support/client';
import { createClientHandle } from '../../../src/session/clientHandle';
import { resetPage } from '../../support/browser';
import { fakeFetch, json, ok, text, type RecordedCall } from '../../support/fetch';

const TOKEN = 'public-token-test-anti-fraud';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A provider with this bootstrap whose first passcode send answers 'Captcha required' when `captchaFirst`. */
function setup(bootstrap: Record<string, unknown>, captchaFirst: boolean) {
  let sends = 0;
  const { fetch, calls } = fakeFetch((call: RecordedCall) => {
    if (call.url.endsWith('/events')) return ok();
    if (call.url.includes('/projects/bootstrap/')) return ok(bootstrap);
    if (call.url.endsWith('/otps/email/login_or_create')) {
      return ++sends === 1 && captchaFirst ? text(403, 'Captcha required') : ok({ method_id: 'email-1' });
    }
    return json(404, { status_code: 404, request_id: 'r', error_type: 'route_not_found', error_message: '', error_url: '' });
  });
  const client = createClientHandle({ publicToken: TOKEN, apiBaseUrl: 'http://localhost:9099', fetch }, async () => createTestClient, 'test');
  const sent = () => calls.filter((call) => call.url.endsWith('/otps/email/login_or_create')).map((call) => call.body as Record<string, unknown>);
  const send = async () => {
    const loaded = await client.ready();
    await loaded.loadBootstrap();
    await loaded.api.otps.loginOrCreate('email', 'a@example.com', {});
  };
  return { send, sent };
}

let captchas = 0;
beforeEach(() => {
  resetPage();
  captchas = 0;
  (globalThis as { grecaptcha?: unknown }).grecaptcha = { execute: vi.fn(async () => `captcha-token-${++captchas}`) };
});
afterEach(() => delete (globalThis as { grecaptcha?: unknown }).grecaptcha);

describe('anti-fraud fields', () => {
  it("the 'Captcha required' retry sends a fresh captcha token and a fresh device telemetry id", async () => {
    const { send, sent } = setup({ captcha_settings: { enabled: true, siteKey: 'site-key' } }, true);
    await send();
    const [first, retry] = sent();
    expect(first!.captcha_token).toBe('captcha-token-1');
    expect(retry!.captcha_token).toBe('captcha-token-2');
    expect(retry!.dfp_telemetry_id).toMatch(UUID);
    expect(retry!.dfp_telemetry_id).not.toBe(first!.dfp_telemetry_id);
    expect(sent()).toHaveLength(2);
  });

  it('with device fingerprinting on, every call carries a fresh telemetry id', async () => {
    const { send, sent } = setup({ dfp_protected_auth_enabled: true }, false);
    await send();
    await send();
    const ids = sent().map((body) => body.dfp_telemetry_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(sent()[0]!.captcha_token).toBeUndefined();
  });

  it('with neither on, the first call carries no anti-fraud fields', async () => {
    const { send, sent } = setup({}, false);
    await send();
    expect(sent()[0]).toEqual({ email: 'a@example.com', expiration_minutes: 5 });
  });
});
