// Crypto wallets over HTTP (docs/spec/api.md §3; docs/spec/security.md C5, C6; docs/spec/product.md §4): real signatures
// from software wallets, sign-up and log-in, the user's crypto_wallets and the session factor,
// challenges single-use, expiring and bound to the wallet, SIWE bound to the page, secondary
// starts, DELETE, the project switch, and bad input.
import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../emulator/crypto/base58';
import type { ProjectInput } from '../../emulator/project/project';
import { createHarness, MINUTE, ORIGIN, PUBLIC_TOKEN, type Harness } from './harness';
import { ethereumWallet, solanaWallet, type SoftWallet } from './softWallets';

const PAGE = 'http://localhost:3000';
const OTHER_PAGE = 'http://localhost:4000';

interface Options {
  session?: string;
  /** The page the request comes from; null sends no Origin. */
  origin?: string | null;
  body?: Record<string, unknown>;
}

function headersFor(origin: string | null | undefined): Record<string, string> {
  const page = origin === undefined ? PAGE : origin;
  return page === null ? {} : { origin: page };
}

function start(h: Harness, wallet: SoftWallet, o: Options & { kind?: 'primary' | 'secondary' } = {}) {
  return h.call('POST', `/crypto_wallets/authenticate/start/${o.kind ?? 'primary'}`, {
    session: o.session,
    headers: headersFor(o.origin),
    body: { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type, ...o.body },
  });
}

function authenticate(h: Harness, wallet: SoftWallet, signature: string, o: Options = {}) {
  return h.call('POST', '/crypto_wallets/authenticate', {
    session: o.session,
    headers: headersFor(o.origin),
    body: { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type, signature, session_duration_minutes: 60, ...o.body },
  });
}

/** Start, sign what came back, authenticate: the widget's whole round trip. */
async function signIn(h: Harness, wallet: SoftWallet, o: Options & { kind?: 'primary' | 'secondary' } = {}) {
  const started = await start(h, wallet, o);
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const challenge: string = started.json.data.challenge;
  const res = await authenticate(h, wallet, wallet.sign(challenge), { session: o.session, origin: o.origin });
  return { challenge, res };
}

function siweHarness(project: ProjectInput = {}) {
  return createHarness({ project: { siwe_required_for_crypto_wallets: true, ...project } });
}

function expectError(res: { status: number; json: any }, status: number, type: string, message?: string) {
  expect([res.status, res.json.error_type], JSON.stringify(res.json)).toEqual([status, type]);
  if (message !== undefined) expect(res.json.error_message).toContain(message);
}
/** The texts that tell the invalid_credentials cases apart. */
const NOT_VERIFIED = 'could not be verified';
const NO_CHALLENGE = 'expired or was already used';

describe.each([
  ['Ethereum', ethereumWallet],
  ['Solana', solanaWallet],
])('%s sign-up and log-in', (_, makeWallet) => {
  it('an unknown wallet signs up: a user with the wallet, verified, and a crypto_wallet factor', async () => {
    const h = createHarness();
    const wallet = makeWallet();
    const { challenge, res } = await signIn(h, wallet);
    expect(challenge).toMatch(/^Signing in with Demo: [A-Za-z0-9_-]{43}$/);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const auth = res.json.data;
    const entry = { crypto_wallet_id: expect.stringMatching(/^crypto-wallet-test-/), crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type, verified: true };
    expect(auth.user.crypto_wallets).toEqual([entry]);
    expect(auth.user.status).toBe('active');
    expect(auth.session.authentication_factors).toEqual([
      {
        type: 'crypto',
        delivery_method: 'crypto_wallet',
        last_authenticated_at: new Date(h.clock.now()).toISOString(),
        crypto_wallet_factor: { crypto_wallet_id: auth.user.crypto_wallets[0].crypto_wallet_id, crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type },
      },
    ]);
    const me = await h.call('GET', '/users/me', { session: auth.session_token });
    expect(me.json.data.crypto_wallets).toEqual([entry]);
  });

  it('the same wallet logs in to the same user later', async () => {
    const h = createHarness();
    const wallet = makeWallet();
    const first = (await signIn(h, wallet)).res.json.data;
    const second = (await signIn(h, wallet)).res.json.data;
    expect(second.user_id).toBe(first.user_id);
    expect(second.session_token).not.toBe(first.session_token);
    expect(second.user.crypto_wallets).toHaveLength(1);
    expect(h.emulator.store.users.size).toBe(1);
  });

  it('refuses a signature by another key (the wrong address), and that uses the challenge up', async () => {
    const h = createHarness();
    const wallet = makeWallet();
    const challenge = (await start(h, wallet)).json.data.challenge;
    expectError(await authenticate(h, wallet, makeWallet().sign(challenge)), 401, 'invalid_credentials', NOT_VERIFIED);
    expectError(await authenticate(h, wallet, wallet.sign(challenge)), 401, 'invalid_credentials', NO_CHALLENGE);
    expect(h.emulator.store.users.size).toBe(0);
  });

  it('refuses a signature over a tampered challenge', async () => {
    const h = createHarness();
    const wallet = makeWallet();
    const challenge: string = (await start(h, wallet)).json.data.challenge;
    expectError(await authenticate(h, wallet, wallet.sign(`${challenge} `)), 401, 'invalid_credentials', NOT_VERIFIED);
  });

  it('a challenge is single-use: the same signature cannot sign in twice', async () => {
    const h = createHarness();
    const wallet = makeWallet();
    const challenge = (await start(h, wallet)).json.data.challenge;
    expect((await authenticate(h, wallet, wallet.sign(challenge))).status).toBe(200);
    expectError(await authenticate(h, wallet, wallet.sign(challenge)), 401, 'invalid_credentials', NO_CHALLENGE);
  });

  it('a challenge lives 5 minutes on the emulator clock', async () => {
    const h = createHarness();
    const wallet = makeWallet();
    let challenge = (await start(h, wallet)).json.data.challenge;
    h.clock.advance(5 * MINUTE - 1);
    expect((await authenticate(h, wallet, wallet.sign(challenge))).status).toBe(200);
    challenge = (await start(h, wallet)).json.data.challenge;
    h.clock.advance(5 * MINUTE);
    expectError(await authenticate(h, wallet, wallet.sign(challenge)), 401, 'invalid_credentials', 'has expired');
  });

  it('a new start replaces the pending challenge; each is fresh', async () => {
    const h = createHarness();
    const wallet = makeWallet();
    const first = (await start(h, wallet)).json.data.challenge;
    const second = (await start(h, wallet)).json.data.challenge;
    expect(second).not.toBe(first);
    expectError(await authenticate(h, wallet, wallet.sign(first)), 401, 'invalid_credentials', NOT_VERIFIED);
  });

  it('a challenge is bound to its wallet: another wallet cannot finish it, nor finish without one', async () => {
    const h = createHarness();
    const wallet = makeWallet();
    const other = makeWallet();
    const challenge = (await start(h, wallet)).json.data.challenge;
    expectError(await authenticate(h, other, other.sign(challenge)), 401, 'invalid_credentials', NO_CHALLENGE);
    expect((await authenticate(h, wallet, wallet.sign(challenge))).status).toBe(200);
  });

  it('a malformed signature is a 400 and leaves the challenge waiting', async () => {
    const h = createHarness();
    const wallet = makeWallet();
    const challenge = (await start(h, wallet)).json.data.challenge;
    expectError(await authenticate(h, wallet, 'not a signature'), 400, 'invalid_argument', 'signature');
    expect((await authenticate(h, wallet, wallet.sign(challenge))).status).toBe(200);
  });
});

describe('addresses and signatures on the wire', () => {
  it('an Ethereum address is the same wallet in any case', async () => {
    const h = createHarness();
    const wallet = ethereumWallet();
    const first = (await signIn(h, wallet)).res.json.data;
    const lower = { ...wallet, address: wallet.address.toLowerCase() };
    const second = (await signIn(h, lower)).res.json.data;
    expect(second.user_id).toBe(first.user_id);
    expect(second.user.crypto_wallets.map((w: { crypto_wallet_address: string }) => w.crypto_wallet_address)).toEqual([wallet.address]);
  });

  it('an Ethereum challenge started in one case is finished in another', async () => {
    const h = createHarness();
    const wallet = ethereumWallet();
    const challenge = (await start(h, { ...wallet, address: wallet.address.toLowerCase() })).json.data.challenge;
    expect((await authenticate(h, wallet, wallet.sign(challenge))).status).toBe(200);
  });

  it('a Solana signature of the wrong length or in hex is refused', async () => {
    const h = createHarness();
    const wallet = solanaWallet();
    await start(h, wallet);
    expectError(await authenticate(h, wallet, encodeBase58(new Uint8Array(63).fill(7))), 400, 'invalid_argument', 'signature must be 64 bytes');
    expectError(await authenticate(h, wallet, `0x${'ab'.repeat(64)}`), 400, 'invalid_argument', 'signature must be base58');
  });

  it('the identity key, which a ZIP-215 check lets sign anything, signs nothing here', async () => {
    const h = createHarness();
    const identity = new Uint8Array(32);
    identity[0] = 1;
    const signature = new Uint8Array(64);
    signature[0] = 1;
    const wallet: SoftWallet = { type: 'solana', address: encodeBase58(identity), sign: () => encodeBase58(signature) };
    const { res } = await signIn(h, wallet);
    expectError(res, 401, 'invalid_credentials', NOT_VERIFIED);
  });

  it('an Ethereum signature of 64 bytes is refused', async () => {
    const h = createHarness();
    const wallet = ethereumWallet();
    const challenge = (await start(h, wallet)).json.data.challenge;
    expectError(await authenticate(h, wallet, wallet.sign(challenge).slice(0, -2)), 400, 'invalid_argument', 'signature must be 65 bytes');
  });

  it('authenticate without any start is refused', async () => {
    const h = createHarness();
    const wallet = ethereumWallet();
    expectError(await authenticate(h, wallet, wallet.sign('Signing in with Demo: anything')), 401, 'invalid_credentials', NO_CHALLENGE);
  });
});

describe('bad input (X5)', () => {
  const h = createHarness();
  const eth = ethereumWallet();
  const sol = solanaWallet();
  const startWith = (body: unknown) => h.call('POST', '/crypto_wallets/authenticate/start/primary', { body });

  it.each([
    [{}, 400, 'missing_argument', 'crypto_wallet_type'],
    [{ crypto_wallet_type: 'ethereum' }, 400, 'missing_argument', 'crypto_wallet_address'],
    [{ crypto_wallet_type: 'bitcoin', crypto_wallet_address: eth.address }, 400, 'invalid_argument', 'crypto_wallet_type'],
    [{ crypto_wallet_type: 42, crypto_wallet_address: eth.address }, 400, 'invalid_argument', 'crypto_wallet_type'],
    [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: ['0x'] }, 400, 'invalid_argument', 'crypto_wallet_address'],
    [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: eth.address.slice(0, -1) }, 400, 'invalid_argument', 'crypto_wallet_address'],
    [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: eth.address.slice(2) }, 400, 'invalid_argument', 'crypto_wallet_address'],
    [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: `${eth.address.slice(0, -1)}g` }, 400, 'invalid_argument', 'crypto_wallet_address'],
    [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: sol.address }, 400, 'invalid_argument', 'crypto_wallet_address'],
    [{ crypto_wallet_type: 'solana', crypto_wallet_address: eth.address }, 400, 'invalid_argument', 'crypto_wallet_address'],
    [{ crypto_wallet_type: 'solana', crypto_wallet_address: `1${sol.address}` }, 400, 'invalid_argument', 'crypto_wallet_address'],
    [{ crypto_wallet_type: 'solana', crypto_wallet_address: ` ${sol.address}` }, 400, 'invalid_argument', 'crypto_wallet_address'],
    [{ crypto_wallet_type: 'solana', crypto_wallet_address: 'x'.repeat(129) }, 400, 'invalid_argument', 'crypto_wallet_address'],
    [{ crypto_wallet_type: 'solana', crypto_wallet_address: sol.address, siwe_params: { uri: PAGE } }, 400, 'invalid_argument', 'siwe_params'],
    [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: eth.address, siwe_params: 'yes' }, 400, 'invalid_argument', 'siwe_params'],
    [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: eth.address, captcha_token: 1 }, 400, 'invalid_argument', 'captcha_token'],
  ])('start %j is %i %s naming %s', async (body, status, type, field) => {
    const res = await startWith(body);
    expectError(res, status, type);
    expect(res.json.error_message).toContain(field);
  });

  it.each([
    [{ signature: 5 }, 'invalid_argument', 'signature'],
    [{ signature: undefined }, 'missing_argument', 'signature'],
    [{ signature: 'x'.repeat(257) }, 'invalid_argument', 'signature'],
    [{ session_duration_minutes: '60' }, 'invalid_argument', 'session_duration_minutes'],
    [{ session_duration_minutes: 4 }, 'invalid_argument', 'session_duration_minutes'],
  ])('authenticate with %j is 400 %s naming %s', async (over, type, field) => {
    const body = { crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum', signature: `0x${'11'.repeat(65)}`, session_duration_minutes: 60, ...over };
    const res = await h.call('POST', '/crypto_wallets/authenticate', { body });
    expectError(res, 400, type);
    expect(res.json.error_message).toContain(field);
  });

  it.each([
    ['/crypto_wallets/authenticate/start/primary'],
    ['/crypto_wallets/authenticate/start/secondary'],
    ['/crypto_wallets/authenticate'],
  ])('%s: malformed JSON, a non-object body and an oversized body are 400, 400 and 413', async (path) => {
    // Signed in, so the secondary start gets as far as reading its body.
    const { session_token: session } = await h.loginWithEmailOtp('x5@example.com');
    expectError(await h.call('POST', path, { session, rawBody: '{"crypto_wallet_type": ' }), 400, 'invalid_json');
    expectError(await h.call('POST', path, { session, rawBody: '["ethereum"]' }), 400, 'bad_request');
    const big = JSON.stringify({ crypto_wallet_type: 'ethereum', padding: 'x'.repeat(100 * 1024) });
    expectError(await h.call('POST', path, { session, rawBody: big }), 413, 'request_too_large');
  });
});

describe('secondary: adding a wallet to the signed-in user', () => {
  it('needs a session', async () => {
    const h = createHarness();
    expectError(await start(h, ethereumWallet(), { kind: 'secondary' }), 401, 'unauthorized_credentials');
  });

  it("adds the wallet to the caller's user and its factor to the caller's session", async () => {
    const h = createHarness();
    const signedIn = await h.loginWithEmailOtp('ada@example.com');
    const wallet = solanaWallet();
    const { res } = await signIn(h, wallet, { kind: 'secondary', session: signedIn.session_token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const auth = res.json.data;
    expect(auth.user_id).toBe(signedIn.user_id);
    expect(auth.session_token).toBe(signedIn.session_token);
    expect(auth.user.emails.map((e: { email: string }) => e.email)).toEqual(['ada@example.com']);
    expect(auth.user.crypto_wallets).toMatchObject([{ crypto_wallet_address: wallet.address, crypto_wallet_type: 'solana', verified: true }]);
    expect(auth.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method)).toEqual(['email', 'crypto_wallet']);
  });

  it('two wallets are two factors of one session', async () => {
    const h = createHarness();
    const { session_token } = await h.loginWithEmailOtp('ada@example.com');
    await signIn(h, ethereumWallet(), { kind: 'secondary', session: session_token });
    const { res } = await signIn(h, solanaWallet(), { kind: 'secondary', session: session_token });
    expect(res.json.data.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method)).toEqual(['email', 'crypto_wallet', 'crypto_wallet']);
    expect(res.json.data.user.crypto_wallets).toHaveLength(2);
  });

  it("must be finished in the same user's session", async () => {
    const h = createHarness();
    const ada = await h.loginWithEmailOtp('ada@example.com');
    const grace = await h.loginWithEmailOtp('grace@example.com');
    const wallet = ethereumWallet();
    const challenge = (await start(h, wallet, { kind: 'secondary', session: ada.session_token })).json.data.challenge;
    expectError(await authenticate(h, wallet, wallet.sign(challenge)), 401, 'unauthorized_credentials');
    const again = (await start(h, wallet, { kind: 'secondary', session: ada.session_token })).json.data.challenge;
    expectError(await authenticate(h, wallet, wallet.sign(again), { session: grace.session_token }), 401, 'unauthorized_credentials');
    expect(h.emulator.store.userByWallet('ethereum', wallet.address)).toBeUndefined();
  });

  it("refuses another user's wallet", async () => {
    const h = createHarness();
    const wallet = ethereumWallet();
    expect((await signIn(h, wallet)).res.status).toBe(200);
    const { session_token } = await h.loginWithEmailOtp('ada@example.com');
    expectError(await start(h, wallet, { kind: 'secondary', session: session_token }), 400, 'bad_request', 'belongs to another user');
  });
});

describe('DELETE /users/crypto_wallets/:crypto_wallet_id', () => {
  /** Gives the signed-in user an email, another way to sign in. */
  const addEmail = (h: Harness, session: string) => h.call('POST', '/otps/email/send/secondary', { body: { email: 'wallet-owner@example.com' }, session });

  it('removes the wallet: it is gone from the user and no longer signs in to them', async () => {
    const h = createHarness();
    const wallet = ethereumWallet();
    const auth = (await signIn(h, wallet)).res.json.data;
    const id = auth.user.crypto_wallets[0].crypto_wallet_id;
    await addEmail(h, auth.session_token); // the wallet must not be the last way to sign in
    const res = await h.call('DELETE', `/users/crypto_wallets/${id}`, { session: auth.session_token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ user_id: auth.user_id, __user: expect.objectContaining({ crypto_wallets: [] }), request_id: expect.any(String), status_code: 200 });
    expect((await h.call('GET', '/users/me', { session: auth.session_token })).json.data.crypto_wallets).toEqual([]);
    const next = (await signIn(h, wallet)).res.json.data;
    expect(next.user_id).not.toBe(auth.user_id);
  });

  it("drops the wallet's pending challenge", async () => {
    const h = createHarness();
    const wallet = solanaWallet();
    const auth = (await signIn(h, wallet)).res.json.data;
    await addEmail(h, auth.session_token);
    const challenge = (await start(h, wallet)).json.data.challenge;
    await h.call('DELETE', `/users/crypto_wallets/${auth.user.crypto_wallets[0].crypto_wallet_id}`, { session: auth.session_token });
    expectError(await authenticate(h, wallet, wallet.sign(challenge)), 401, 'invalid_credentials', NO_CHALLENGE);
  });

  it("needs a session, and answers 404 for an unknown id or another user's wallet", async () => {
    const h = createHarness();
    const theirs = (await signIn(h, ethereumWallet())).res.json.data;
    const id = theirs.user.crypto_wallets[0].crypto_wallet_id;
    expectError(await h.call('DELETE', `/users/crypto_wallets/${id}`), 401, 'unauthorized_credentials');
    const mine = await h.loginWithEmailOtp('ada@example.com');
    expectError(await h.call('DELETE', `/users/crypto_wallets/${id}`, { session: mine.session_token }), 404, 'invalid_argument', 'crypto_wallet_id');
    expectError(await h.call('DELETE', '/users/crypto_wallets/crypto-wallet-test-nope', { session: mine.session_token }), 404, 'invalid_argument', 'crypto_wallet_id');
    expect((await h.call('GET', '/users/me', { session: theirs.session_token })).json.data.crypto_wallets).toHaveLength(1);
  });
});

describe('Sign-In with Ethereum (C5)', () => {
  const siweParams = {
    uri: `${PAGE}/login`,
    chain_id: '137',
    statement: 'I accept the Demo Terms of Service: https://localhost:3000/tos',
    message_request_id: 'request-1',
    resources: ['https://localhost:3000/terms.json'],
  };

  it('with SIWE required, an Ethereum challenge is an EIP-4361 message for the page, which signs in', async () => {
    const h = siweHarness();
    const wallet = ethereumWallet();
    const started = await start(h, { ...wallet, address: wallet.address.toLowerCase() }, { body: { siwe_params: siweParams } });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const challenge: string = started.json.data.challenge;
    expect(challenge.split('\n')).toEqual([
      'localhost:3000 wants you to sign in with your Ethereum account:',
      wallet.address, // EIP-55, whatever case the start used
      '',
      siweParams.statement,
      '',
      'URI: http://localhost:3000/login',
      'Version: 1',
      'Chain ID: 137',
      expect.stringMatching(/^Nonce: [0-9a-f]{32}$/),
      `Issued At: ${new Date(h.clock.now()).toISOString()}`,
      'Request ID: request-1',
      'Resources:',
      '- https://localhost:3000/terms.json',
    ]);
    const res = await authenticate(h, wallet, wallet.sign(challenge));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.user.crypto_wallets).toHaveLength(1);
  });

  it('each start has a fresh nonce, and a message signs in once', async () => {
    const h = siweHarness();
    const wallet = ethereumWallet();
    const nonce = (message: string) => /Nonce: (\w+)/.exec(message)![1];
    const first = (await start(h, wallet)).json.data.challenge;
    const second = (await start(h, wallet)).json.data.challenge;
    expect(nonce(second)).not.toBe(nonce(first));
    expect((await authenticate(h, wallet, wallet.sign(second))).status).toBe(200);
    expectError(await authenticate(h, wallet, wallet.sign(second)), 401, 'invalid_credentials', NO_CHALLENGE);
  });

  it('without siwe_params the uri is the page; without a page either, the uri is required', async () => {
    const h = siweHarness();
    const wallet = ethereumWallet();
    expect((await start(h, wallet)).json.data.challenge).toContain('\nURI: http://localhost:3000\n');
    const res = await start(h, wallet, { origin: null });
    expectError(res, 400, 'missing_argument');
    expect(res.json.error_message).toContain('siwe_params.uri');
    const direct = await start(h, wallet, { origin: null, body: { siwe_params: { uri: 'http://127.0.0.1:8080/' } } });
    expect(direct.json.data.challenge).toMatch(/^127\.0\.0\.1:8080 wants you to sign in/);
  });

  it('a uri outside the allowed origins is refused', async () => {
    const h = siweHarness({ allowed_origins: [PAGE] });
    const wallet = ethereumWallet();
    expectError(await start(h, wallet, { body: { siwe_params: { uri: `${OTHER_PAGE}/login` } } }), 400, 'origin_not_allowed', 'siwe_params.uri');
    expectError(await start(h, wallet, { body: { siwe_params: { uri: 'https://evil.example/login' } } }), 400, 'origin_not_allowed', 'siwe_params.uri');
    expect((await start(h, wallet, { body: { siwe_params: { uri: `${PAGE}/login` } } })).status).toBe(200);
  });

  it('a message is finished from the page it was issued to (its domain), not another', async () => {
    const h = siweHarness();
    const wallet = ethereumWallet();
    let challenge = (await start(h, wallet)).json.data.challenge;
    expectError(await authenticate(h, wallet, wallet.sign(challenge), { origin: OTHER_PAGE }), 403, 'origin_not_allowed', 'was made on http://localhost:3000');
    challenge = (await start(h, wallet)).json.data.challenge;
    expectError(await authenticate(h, wallet, wallet.sign(challenge), { origin: null }), 403, 'origin_not_allowed', 'was made on http://localhost:3000');
  });

  it("a signature over another page's message (another domain, or another uri) does not sign in", async () => {
    const h = siweHarness();
    const wallet = ethereumWallet();
    let challenge: string = (await start(h, wallet)).json.data.challenge;
    const phished = challenge.replace('localhost:3000 wants you', 'evil.example wants you');
    expectError(await authenticate(h, wallet, wallet.sign(phished)), 401, 'invalid_credentials', NOT_VERIFIED);
    challenge = (await start(h, wallet)).json.data.challenge;
    const otherUri = challenge.replace('URI: http://localhost:3000', 'URI: http://localhost:4000');
    expectError(await authenticate(h, wallet, wallet.sign(otherUri)), 401, 'invalid_credentials', NOT_VERIFIED);
  });

  it('not_before is enforced on the emulator clock, and an early try leaves the message waiting', async () => {
    const h = siweHarness();
    const wallet = ethereumWallet();
    const notBefore = new Date(h.clock.now() + 2 * MINUTE).toISOString();
    const challenge: string = (await start(h, wallet, { body: { siwe_params: { uri: PAGE, not_before: notBefore } } })).json.data.challenge;
    expect(challenge).toContain(`\nNot Before: ${notBefore}`);
    expectError(await authenticate(h, wallet, wallet.sign(challenge)), 401, 'invalid_credentials', `valid from ${notBefore}`);
    h.clock.advance(2 * MINUTE);
    expect((await authenticate(h, wallet, wallet.sign(challenge))).status).toBe(200);
  });

  it('a not_before after the challenge expires is refused at the start', async () => {
    const h = siweHarness();
    const notBefore = new Date(h.clock.now() + 6 * MINUTE).toISOString();
    const res = await start(h, ethereumWallet(), { body: { siwe_params: { uri: PAGE, not_before: notBefore } } });
    expectError(res, 400, 'invalid_argument');
    expect(res.json.error_message).toContain('siwe_params.not_before');
  });

  it('an expired message is refused', async () => {
    const h = siweHarness();
    const wallet = ethereumWallet();
    const challenge = (await start(h, wallet)).json.data.challenge;
    h.clock.advance(5 * MINUTE);
    expectError(await authenticate(h, wallet, wallet.sign(challenge)), 401, 'invalid_credentials', 'has expired');
  });

  it.each([
    [{ uri: PAGE, chain_id: 'mainnet' }, 'siwe_params.chain_id'],
    [{ uri: PAGE, statement: 'line one\nline two' }, 'siwe_params.statement'],
    [{ uri: PAGE, resources: ['not a uri'] }, 'siwe_params.resources'],
    [{ uri: PAGE, message_request_id: 'has space' }, 'siwe_params.message_request_id'],
    [{ uri: PAGE, issued_at: 'now' }, 'siwe_params.issued_at'],
    [{ uri: 42 }, 'siwe_params.uri'],
  ])('siwe_params %j is 400 invalid_argument naming %s', async (params, field) => {
    expectError(await start(siweHarness(), ethereumWallet(), { body: { siwe_params: params } }), 400, 'invalid_argument', field);
  });

  it('siwe_params without the project requiring SIWE still make a SIWE message', async () => {
    const challenge = (await start(createHarness(), ethereumWallet(), { body: { siwe_params: { uri: PAGE } } })).json.data.challenge;
    expect(challenge).toMatch(/^localhost:3000 wants you to sign in with your Ethereum account:\n/);
  });

  it('a Solana wallet gets the plain challenge even when SIWE is required', async () => {
    const h = siweHarness();
    const wallet = solanaWallet();
    const { challenge, res } = await signIn(h, wallet);
    expect(challenge).toMatch(/^Signing in with Demo: /);
    expect(res.status).toBe(200);
  });
});

describe('siwe_required_for_crypto_wallets', () => {
  const project = (h: Harness, body: unknown) => h.call('POST', `${ORIGIN}/__emulator/project`, { body });
  const bootstrap = async (h: Harness) => (await h.call('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`)).json.data.siwe_required_for_crypto_wallets;

  it('is set by the project config and shows in bootstrap', async () => {
    expect(await bootstrap(createHarness())).toBe(false);
    expect(await bootstrap(siweHarness())).toBe(true);
  });

  it('switches at runtime through POST /__emulator/project, and a bad value is a 400 naming it', async () => {
    const h = createHarness();
    const wallet = ethereumWallet();
    expect((await start(h, wallet)).json.data.challenge).toMatch(/^Signing in with Demo: /);
    expect((await project(h, { siwe_required_for_crypto_wallets: true })).status).toBe(200);
    expect(await bootstrap(h)).toBe(true);
    expect((await start(h, wallet)).json.data.challenge).toMatch(/^localhost:3000 wants you to sign in/);
    const bad = await project(h, { siwe_required_for_crypto_wallets: 'yes' });
    expectError(bad, 400, 'invalid_argument');
    expect(bad.json.error_message).toContain('siwe_required_for_crypto_wallets');
    expect(await bootstrap(h)).toBe(true);
    await h.call('POST', `${ORIGIN}/__emulator/reset`);
    expect(await bootstrap(h)).toBe(false);
  });
});
