// Failed attempts beyond passcodes and passwords (docs/spec/security.md A5): magic-link tokens, password
// reset tokens, WebAuthn assertions and wallet signatures. A failure counts against the account
// when one is known (a wrong PKCE verifier for a real link, a bad signature for a registered
// passkey or an owned wallet), else against the client address (an unknown token or credential).
// Once a budget is spent, every attempt under it is refused with 429 too_many_requests and
// Retry-After, the right one included, so a correct guess cannot be told from a wrong one.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../emulator/project/rateLimitConfig';
import { createHarness, REDIRECT, type CallResult, type Harness } from './harness';
import { createPassword, passwordHarness } from './passwordsHarness';
import { ethereumWallet, type SoftWallet } from './softWallets';
import { SoftAuthenticator } from './webauthnAuthenticator';

const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const IP = '203.0.113.7';
const OTHER_IP = '198.51.100.9';
const email = 'ada@example.com';
/** Three failures a minute, per account and per address, so the tests stay short. */
const rate_limits = {
  failed_authentications_per_account: [{ count: 3, window_seconds: 60 }],
  failed_authentications_per_ip: [{ count: 3, window_seconds: 60 }],
};

function expect429(res: CallResult): number {
  expect([res.status, res.json.error_type]).toEqual([429, 'too_many_requests']);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  return seconds;
}

function redeemLink(h: Harness, token: string, extra: Record<string, unknown> = {}, ip = IP) {
  return h.call('POST', '/magic_links/authenticate', { ip, body: { token, session_duration_minutes: 60, ...extra } });
}

async function mailedLink(h: Harness, body: Record<string, unknown> = {}): Promise<string> {
  const sent = await h.call('POST', '/magic_links/email/login_or_create', { body: { email, login_magic_link_url: REDIRECT, signup_magic_link_url: REDIRECT, ...body } });
  expect(sent.status).toBe(200);
  return new URL((await h.latest(email)).link!).searchParams.get('token')!;
}

describe('magic-link tokens', () => {
  it('unknown tokens count per client address; then even a real link waits, from that address only', async () => {
    const h = createHarness({ project: { rate_limits } });
    const token = await mailedLink(h);
    for (let i = 0; i < 3; i++) expect((await redeemLink(h, `made-up-${i}`)).json.error_type).toBe('unable_to_auth_magic_link');
    const seconds = expect429(await redeemLink(h, 'made-up-4'));
    expect429(await redeemLink(h, token));
    expect((await redeemLink(h, token, {}, OTHER_IP)).status).toBe(200);
    h.clock.advance(seconds * 1000);
    expect((await redeemLink(h, 'made-up-5')).status).toBe(401);
  });

  it('a wrong PKCE verifier for a real link counts against its account', async () => {
    const h = createHarness({ project: { rate_limits } });
    const token = await mailedLink(h, { code_challenge: CHALLENGE });
    for (let i = 0; i < 3; i++) {
      expect((await redeemLink(h, token, { code_verifier: `${VERIFIER}${i}` }, `192.0.2.${i}`)).json.error_type).toBe('pkce_mismatch');
    }
    // Another address and the right verifier: the account is what is limited.
    const seconds = expect429(await redeemLink(h, token, { code_verifier: VERIFIER }, OTHER_IP));
    h.clock.advance(seconds * 1000);
    expect((await redeemLink(h, token, { code_verifier: VERIFIER }, OTHER_IP)).status).toBe(200);
  });

  it('by default an address may fail 50 times in 15 minutes; in-process calls have no address to count', async () => {
    expect(DEFAULT_RATE_LIMITS.failed_authentications_per_ip).toEqual([{ count: 50, window_seconds: 900 }]);
    const h = createHarness();
    for (let i = 0; i < 50; i++) expect((await redeemLink(h, `made-up-${i}`)).status).toBe(401);
    expect((await redeemLink(h, 'one-more')).status).toBe(429);
    for (let i = 0; i < 60; i++) expect((await h.call('POST', '/magic_links/authenticate', { body: { token: `x${i}` } })).status).toBe(401);
  });
});

describe('password reset tokens', () => {
  const reset = (h: Harness, token: string, extra: Record<string, unknown> = {}, ip = IP) =>
    h.call('POST', '/passwords/email/reset', { ip, body: { token, password: 'another Quiet harbor 9', session_duration_minutes: 60, ...extra } });

  async function mailedReset(h: Harness, body: Record<string, unknown> = {}): Promise<string> {
    await createPassword(h, email);
    const sent = await h.call('POST', '/passwords/email/reset/start', { body: { email, reset_password_redirect_url: REDIRECT, ...body } });
    expect(sent.status).toBe(200);
    return new URL((await h.latest(email)).link!).searchParams.get('token')!;
  }

  it('unknown tokens count per client address, and then the real token waits too', async () => {
    const h = passwordHarness({ project: { rate_limits } });
    const token = await mailedReset(h);
    for (let i = 0; i < 3; i++) expect((await reset(h, `made-up-${i}`)).json.error_type).toBe('unable_to_auth_magic_link');
    const seconds = expect429(await reset(h, token));
    h.clock.advance(seconds * 1000);
    expect((await reset(h, token)).status).toBe(200);
  });

  it('a wrong PKCE verifier for a real token counts against its account', async () => {
    const h = passwordHarness({ project: { rate_limits } });
    const token = await mailedReset(h, { code_challenge: CHALLENGE });
    for (let i = 0; i < 3; i++) expect((await reset(h, token, { code_verifier: `${VERIFIER}${i}` }, `192.0.2.${i}`)).json.error_type).toBe('pkce_mismatch');
    const seconds = expect429(await reset(h, token, { code_verifier: VERIFIER }, OTHER_IP));
    h.clock.advance(seconds * 1000);
    expect((await reset(h, token, { code_verifier: VERIFIER }, OTHER_IP)).status).toBe(200);
  });
});

describe('WebAuthn assertions', () => {
  const requestOptions = async (h: Harness) =>
    (await h.call('POST', '/webauthn/authenticate/start/primary', { body: { domain: 'localhost', return_passkey_credential_options: true } })).json.data
      .public_key_credential_request_options as string;
  const assertWith = (h: Harness, credential: string, ip = IP) =>
    h.call('POST', '/webauthn/authenticate', { ip, body: { public_key_credential: credential, session_duration_minutes: 30 } });

  async function registerPasskey(h: Harness, authenticator = new SoftAuthenticator()): Promise<SoftAuthenticator> {
    const session = (await h.loginWithEmailOtp(email)).session_token;
    const start = await h.call('POST', '/webauthn/register/start', { session, body: { domain: 'localhost', return_passkey_credential_options: true } });
    const res = await h.call('POST', '/webauthn/register', {
      session,
      body: { public_key_credential: authenticator.create(start.json.data.public_key_credential_creation_options), session_duration_minutes: 60 },
    });
    expect(res.status).toBe(200);
    return authenticator;
  }

  it('bad signatures for a registered passkey count against its account', async () => {
    const h = createHarness({ project: { rate_limits } });
    const authenticator = await registerPasskey(h);
    for (let i = 0; i < 3; i++) {
      const res = await assertWith(h, authenticator.get(await requestOptions(h), { tamperSignature: true }), `192.0.2.${i}`);
      expect(res.json.error_type).toBe('webauthn_verification_failed');
    }
    const seconds = expect429(await assertWith(h, authenticator.get(await requestOptions(h)), OTHER_IP));
    h.clock.advance(seconds * 1000);
    expect((await assertWith(h, authenticator.get(await requestOptions(h)), OTHER_IP)).status).toBe(200);
  });

  it('unknown credentials count per client address', async () => {
    const h = createHarness({ project: { rate_limits } });
    const mine = await registerPasskey(h);
    const stranger = await registerPasskey(createHarness(), new SoftAuthenticator()); // registered elsewhere
    for (let i = 0; i < 3; i++) expect((await assertWith(h, stranger.get(await requestOptions(h)))).json.error_type).toBe('webauthn_registration_not_found');
    expect429(await assertWith(h, mine.get(await requestOptions(h))));
    expect((await assertWith(h, mine.get(await requestOptions(h)), OTHER_IP)).status).toBe(200);
  });
});

describe('crypto wallet signatures', () => {
  const start = (h: Harness, wallet: SoftWallet) =>
    h.call('POST', '/crypto_wallets/authenticate/start/primary', { body: { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type } });
  async function attempt(h: Harness, wallet: SoftWallet, sign: (challenge: string) => string, ip = IP) {
    const started = await start(h, wallet);
    expect(started.status).toBe(200);
    return h.call('POST', '/crypto_wallets/authenticate', {
      ip,
      body: { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type, signature: sign(started.json.data.challenge), session_duration_minutes: 60 },
    });
  }
  /** A well-formed signature of another message. */
  const forged = (wallet: SoftWallet) => (challenge: string) => wallet.sign(`${challenge}!`);

  it("bad signatures for a user's wallet count against that account", async () => {
    const h = createHarness({ project: { rate_limits } });
    const wallet = ethereumWallet();
    expect((await attempt(h, wallet, wallet.sign)).status).toBe(200); // signs up: the wallet has an owner now
    for (let i = 0; i < 3; i++) expect((await attempt(h, wallet, forged(wallet), `192.0.2.${i}`)).json.error_type).toBe('invalid_credentials');
    const seconds = expect429(await attempt(h, wallet, wallet.sign, OTHER_IP));
    h.clock.advance(seconds * 1000);
    expect((await attempt(h, wallet, wallet.sign, OTHER_IP)).status).toBe(200);
  });

  it('bad signatures for a wallet nobody owns count per client address', async () => {
    const h = createHarness({ project: { rate_limits } });
    for (let i = 0; i < 3; i++) {
      const wallet = ethereumWallet();
      expect((await attempt(h, wallet, forged(wallet))).json.error_type).toBe('invalid_credentials');
    }
    const wallet = ethereumWallet();
    expect429(await attempt(h, wallet, wallet.sign));
    expect((await attempt(h, wallet, wallet.sign, OTHER_IP)).status).toBe(200);
  });
});
