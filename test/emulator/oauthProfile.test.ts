// The account's profile at the provider (issue 36, item 11): the stand-ins give every account a
// profile picture the emulator serves itself (an SVG, offline) and a locale (chosen on the
// consent page; en-US for One Tap), and /oauth/authenticate answers them top level and on the
// user's provider registration, as the provider's SDK types them.
import { describe, expect, it } from 'vitest';
import { createHarness, GOOGLE_CLIENT_ID, LOGIN_URL, ORIGIN, PUBLIC_TOKEN, SIGNUP_URL, type Harness } from './harness';

const PAGE = 'http://localhost:3000';

/** Start, the consent page, Continue with `fields`: the token in the redirect. */
async function signInAt(h: Harness, provider: string, fields: Record<string, string>): Promise<{ token: string; html: string }> {
  const query = new URLSearchParams({ public_token: PUBLIC_TOKEN, login_redirect_url: LOGIN_URL, signup_redirect_url: SIGNUP_URL });
  const started = await h.emulator.handle(`${ORIGIN}/v1/public/oauth/${provider}/start?${query}`);
  const consent = new URL(started.headers.get('location')!, ORIGIN);
  const html = await (await h.emulator.handle(consent)).text();
  const res = await h.emulator.handle(`${ORIGIN}/__emulator/oauth/${provider}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ state: consent.searchParams.get('state')!, action: 'continue', ...fields }),
  });
  expect(res.status, await res.clone().text()).toBe(303);
  return { token: new URL(res.headers.get('location')!).searchParams.get('token')!, html };
}

function authenticate(h: Harness, token: string) {
  return h.call('POST', '/oauth/authenticate', { body: { token, session_duration_minutes: 30 } });
}

async function json(h: Harness, method: string, path: string, body?: unknown) {
  const res = await h.emulator.handle(`${ORIGIN}${path}`, {
    method,
    headers: { origin: PAGE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

describe('the stand-in OAuth provider', () => {
  it('offers a locale on its page, en-US first', async () => {
    const { html } = await signInAt(createHarness(), 'github', { email: 'ada@example.com' });
    expect(html).toContain('<select id="locale" name="locale">');
    expect(html).toContain('<option value="en-US" selected>en-US</option>');
    expect(html).toContain('<option value="de-DE">de-DE</option>');
  });

  it('answers the picture and the chosen locale top level and on the user, and serves the picture', async () => {
    const h = createHarness();
    const { token } = await signInAt(h, 'github', { email: 'ada@example.com', name: 'Ada', locale: 'de-de' });
    const res = await authenticate(h, token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const data = res.json.data;
    const picture = `${ORIGIN}/__emulator/oauth/github/avatar/${data.provider_subject}`;
    expect(data.profile_picture_url).toBe(picture);
    expect(data.locale).toBe('de-DE');
    expect(data.user.providers).toEqual([expect.objectContaining({ provider_type: 'github', profile_picture_url: picture, locale: 'de-DE' })]);

    const image = await h.emulator.handle(picture);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const svg = await image.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    // The same account, the same picture; another account, another one.
    expect(await (await h.emulator.handle(picture)).text()).toBe(svg);
    expect(await (await h.emulator.handle(`${ORIGIN}/__emulator/oauth/github/avatar/0123abcd`)).text()).not.toBe(svg);
  });

  it('defaults the locale to en-US, and the latest sign-in updates the registration', async () => {
    const h = createHarness();
    const first = await authenticate(h, (await signInAt(h, 'google', { email: 'ada@example.com' })).token);
    expect(first.json.data.locale).toBe('en-US');
    const second = await authenticate(h, (await signInAt(h, 'google', { email: 'ada@example.com', locale: 'ja-JP' })).token);
    expect(second.json.data.user.providers).toEqual([expect.objectContaining({ locale: 'ja-JP' })]);
  });

  it('refuses a locale that is not a BCP 47 tag, leaving the page usable', async () => {
    const h = createHarness();
    const query = new URLSearchParams({ public_token: PUBLIC_TOKEN, login_redirect_url: LOGIN_URL, signup_redirect_url: SIGNUP_URL });
    const consent = new URL((await h.emulator.handle(`${ORIGIN}/v1/public/oauth/google/start?${query}`)).headers.get('location')!, ORIGIN);
    const post = (locale: string) =>
      h.emulator.handle(`${ORIGIN}/__emulator/oauth/google/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body: new URLSearchParams({ state: consent.searchParams.get('state')!, action: 'continue', email: 'ada@example.com', locale }),
      });
    const refused = await post('not a locale!');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('locale must be a BCP 47 language tag');
    expect((await post('fr-FR')).status).toBe(303);
  });

  it.each([
    ['an unknown provider', '/__emulator/oauth/myspace/avatar/abc', 404],
    ['a subject with a space', '/__emulator/oauth/google/avatar/a%20b', 400],
  ])('refuses the picture of %s', async (_name, path, status) => {
    expect((await createHarness().emulator.handle(`${ORIGIN}${path}`)).status).toBe(status);
  });
});

describe('Google One Tap', () => {
  it("answers the ID token's picture and locale, which are the stand-in's avatar and en-US", async () => {
    const h = createHarness();
    const sub = '109876543210987654321';
    await json(h, 'POST', '/__emulator/google/identities', { identities: [{ email: 'grace@example.com', name: 'Grace Hopper', sub }] });
    const { json: credential } = await json(h, 'POST', '/__emulator/google/credential', { client_id: GOOGLE_CLIENT_ID, origin: PAGE, sub });
    const started = await json(h, 'GET', `/v1/public/oauth/google/onetap/start?public_token=${PUBLIC_TOKEN}`);
    const res = await h.emulator.handle(`${ORIGIN}/v1/oauth/callback/${started.json.oauth_callback_id}`, {
      method: 'POST',
      headers: { origin: PAGE, 'content-type': 'application/json', 'x-stytch-oauth-type': 'google-one-tap' },
      body: JSON.stringify({ id_token: credential.credential, login_redirect_url: LOGIN_URL, signup_redirect_url: SIGNUP_URL }),
    });
    const token = new URL(((await res.json()) as { redirect_url: string }).redirect_url).searchParams.get('token')!;
    const data = (await authenticate(h, token)).json.data;
    const picture = `${ORIGIN}/__emulator/oauth/google/avatar/${sub}`;
    expect([data.profile_picture_url, data.locale]).toEqual([picture, 'en-US']);
    expect(data.user.providers).toEqual([expect.objectContaining({ provider_subject: sub, profile_picture_url: picture, locale: 'en-US' })]);
    expect((await h.emulator.handle(picture)).headers.get('content-type')).toBe('image/svg+xml');
  });
});
