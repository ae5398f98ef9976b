// The headless client (issue 17), alone on a page of another origin than the emulator: email
// passcode sign-in, TOTP enrolment with the code computed here from the secret (RFC 6238, written
// out below rather than taken from the emulator), a recovery code that works once, a metadata
// update, a factor deletion seen in users/me, and impersonation. The same script runs against the
// provider's official SDK (@stytch/vanilla-js, its headless client), whose requests to
// https://test.stytch.com are answered by the emulator, and both must give the same results.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { totpCode } from '../support/totpCode';
import { expect, PUBLIC_TOKEN, test, uniqueEmail, type Emulator, type Host } from './fixtures';

const OFFICIAL_SDK = fileURLToPath(new URL('../../node_modules/@stytch/vanilla-js/dist/iife/index.headless.js', import.meta.url));

type Kind = 'ours' | 'official';

/** A blank page with the client of `kind` as `window.client`. */
async function clientPage(page: Page, host: Host, emulator: Emulator, kind: Kind): Promise<string> {
  let url: string;
  if (kind === 'ours') {
    url = host.widgetPage('headless', { mount: false });
  } else {
    // The official SDK talks to https://test.stytch.com for a test token: the emulator answers.
    await page.context().route(/^https:\/\/test\.stytch\.com\//, async (route) => {
      await route.fulfill({ response: await route.fetch({ url: route.request().url().replace('https://test.stytch.com', emulator.origin) }) });
    });
    host.add('sdk.js', readFileSync(OFFICIAL_SDK, 'utf8'), { 'content-type': 'text/javascript; charset=utf-8' });
    url = host.add('headless', '<!doctype html><html><head><link rel="icon" href="data:,"></head><body><script src="sdk.js"></script></body></html>');
  }
  await page.goto(url);
  await page.evaluate(
    ({ kind, publicToken, apiBaseUrl }) => {
      const w = window as unknown as Record<string, any>;
      w.client = kind === 'ours' ? w.AuthWidget.client({ publicToken, apiBaseUrl }) : new w.stytch.StytchHeadlessClient(publicToken);
      // A call's answer, or the provider error type it failed with.
      w.attempt = async (call: () => Promise<any>) => {
        try {
          return { ok: await call() };
        } catch (error) {
          return { error: (error as { error_type?: string }).error_type ?? String(error) };
        }
      };
    },
    { kind, publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin },
  );
  return url;
}

const factorTypes = (auth: { session: { authentication_factors: { delivery_method: string }[] } }) => auth.session.authentication_factors.map((factor) => factor.delivery_method).sort();

/** The script, step by step (the outbox, the TOTP code and the impersonation token come from here). */
async function runScript(page: Page, emulator: Emulator, request: import('@playwright/test').APIRequestContext, kind: Kind) {
  const email = uniqueEmail(`headless-${kind}`);
  const call = <T>(script: string, arg?: unknown): Promise<T> =>
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the scripts are this file's own, run in the page
    page.evaluate(([body, value]) => (window as any).attempt(() => new Function('client', 'arg', `return (${body})`)((window as any).client, value)), [script, arg] as const) as Promise<T>;

  const sent = await call<{ ok: { method_id: string } }>(`client.otps.email.loginOrCreate(arg, { expiration_minutes: 5 })`, email);
  const { code } = await emulator.waitForMessage(email, { channel: 'email' });
  const signedIn = await call<{ ok: any }>(`client.otps.authenticate(arg.code, arg.method, { session_duration_minutes: 30 })`, { code, method: sent.ok.method_id });

  const created = await call<{ ok: { totp_id: string; secret: string; qr_code: string; recovery_codes: string[] } }>(`client.totps.create({ expiration_minutes: 10 })`);
  const { secret, totp_id: totpId, recovery_codes: recoveryCodes } = created.ok;
  const withTotp = await call<{ ok: any }>(`client.totps.authenticate({ totp_code: arg, session_duration_minutes: 30 })`, totpCode(secret, Date.now()));
  const listed = await call<{ ok: { totps: { recovery_codes: string[] }[] } }>(`client.totps.recoveryCodes()`);
  const recovered = await call<{ ok: any }>(`client.totps.recover({ recovery_code: arg, session_duration_minutes: 30 })`, recoveryCodes[0]);
  const recoveredAgain = await call<{ error: string }>(`client.totps.recover({ recovery_code: arg, session_duration_minutes: 30 })`, recoveryCodes[0]);

  const updated = await call<{ ok: { user_id: string } }>(`client.user.update({ untrusted_metadata: { plan: 'pro' }, name: { first_name: 'Ada' } })`);
  const afterUpdate = await call<{ ok: any }>(`client.user.get()`);
  const deleted = await call<{ ok: { user_id: string } }>(`client.user.deleteTOTP(arg)`, totpId);
  const afterDelete = await call<{ ok: any }>(`client.user.get()`);

  const minted = await request.post(`${emulator.origin}/__emulator/impersonation`, { data: { user_id: signedIn.ok.user_id, impersonator_email_address: 'support@example.com' } });
  const { impersonation_token: token } = (await minted.json()) as { impersonation_token: string };
  const impersonated = await call<{ ok: any }>(`client.impersonation.authenticate({ impersonation_token: arg })`, token);
  const usedAgain = await call<{ error: string }>(`client.impersonation.authenticate({ impersonation_token: arg })`, token);

  return {
    signedIn: factorTypes(signedIn.ok),
    totp: { secretLength: secret.length, qrCode: created.ok.qr_code.slice(0, 22), recoveryCodes: recoveryCodes.length },
    withTotp: factorTypes(withTotp.ok),
    unusedCodes: listed.ok.totps[0]!.recovery_codes.length,
    recovered: factorTypes(recovered.ok),
    recoveredAgain: recoveredAgain.error,
    updated: updated.ok.user_id === signedIn.ok.user_id,
    metadata: [afterUpdate.ok.untrusted_metadata, afterUpdate.ok.name.first_name, afterUpdate.ok.totps.length],
    deleted: deleted.ok.user_id === signedIn.ok.user_id,
    totpsAfterDelete: afterDelete.ok.totps.length,
    impersonated: [impersonated.ok.user_id === signedIn.ok.user_id, factorTypes(impersonated.ok)],
    impersonationUsedAgain: usedAgain.error,
  };
}

test('the same script gives the same results with our client and the official SDK, against the emulator', async ({ browser, host, emulator, request }) => {
  const results: Record<Kind, unknown> = { ours: undefined, official: undefined };
  for (const kind of ['ours', 'official'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await clientPage(page, host, emulator, kind);
    results[kind] = await runScript(page, emulator, request, kind);
    await context.close();
  }
  expect(results.ours).toEqual({
    signedIn: ['email'],
    totp: { secretLength: 32, qrCode: 'data:image/png;base64,', recoveryCodes: 10 },
    withTotp: ['authenticator_app', 'email'],
    unusedCodes: 10,
    recovered: ['authenticator_app', 'email', 'recovery_code'],
    recoveredAgain: 'invalid_recovery_code',
    updated: true,
    metadata: [{ plan: 'pro' }, 'Ada', 1],
    deleted: true,
    totpsAfterDelete: 0,
    impersonated: [true, ['impersonation']],
    impersonationUsedAgain: 'invalid_token',
  });
  expect(results.official).toEqual(results.ours);
});

test('ours: an impersonation link through authenticateFromUrl, the session and onChange updated', async ({ page, host, emulator, request }) => {
  const url = await clientPage(page, host, emulator, 'ours');
  const email = uniqueEmail('impersonated');
  const created = await request.post(`${emulator.origin}/sdk/v1/passwords`, {
    headers: { authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`, 'content-type': 'application/json' },
    data: { email, password: 'a-Long-and-Unusual-passphrase-42', session_duration_minutes: 5 },
  });
  const userId = ((await created.json()) as { data: { user_id: string } }).data.user_id;
  const minted = await request.post(`${emulator.origin}/__emulator/impersonation`, { data: { user_id: userId } });
  const { impersonation_token: token } = (await minted.json()) as { impersonation_token: string };

  await page.goto(`${url}?stytch_token_type=impersonation&token=${encodeURIComponent(token)}`);
  const result = await page.evaluate(async ({ publicToken, apiBaseUrl }) => {
    const w = window as any;
    const client = w.AuthWidget.client({ publicToken, apiBaseUrl });
    const changes: string[] = [];
    client.onChange((_state: unknown, change: { type: string }) => changes.push(change.type));
    const auth = await client.authenticateFromUrl();
    return {
      user: auth?.user_id,
      factors: auth?.session.authentication_factors.map((factor: { type: string }) => factor.type),
      session: client.session.getSync()?.session_id === auth?.session.session_id,
      user2: client.user.getSync()?.user_id,
      changes,
      search: location.search,
    };
  }, { publicToken: PUBLIC_TOKEN, apiBaseUrl: emulator.origin });
  expect(result).toEqual({ user: userId, factors: ['impersonated'], session: true, user2: userId, changes: ['signed_in'], search: '' });
});

test('ours: a wrong argument rejects with the spec error before any request', async ({ page, host, emulator }) => {
  await clientPage(page, host, emulator, 'ours');
  const sent: string[] = [];
  page.on('request', (request) => request.url().startsWith(emulator.origin) && request.url().includes('/totps') && sent.push(request.url()));
  const message = await page.evaluate(async () => {
    try {
      await (window as any).client.totps.create({ expiration_minutes: 'ten' });
      return 'resolved';
    } catch (error) {
      return (error as Error).message;
    }
  });
  expect(message).toMatch(/^Invalid call to totps\.create/);
  expect(sent).toEqual([]);
});
