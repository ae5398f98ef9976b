// @vitest-environment happy-dom
// The stand-in Google Identity Services script at /gsi/client: how it is served, and what it does
// on a page (happy-dom), its fetches answered in-process by the emulator: initialize, prompt and
// its moments, the chooser, renderButton, cancel, and the credential a choice calls back with,
// which the One Tap callback accepts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GsiAccountsId, GsiCredentialResponse, GsiPromptMomentNotification } from '../../src/contract/index';
import { createHarness, GOOGLE_CLIENT_ID, LOGIN_URL, ORIGIN, PUBLIC_TOKEN, SIGNUP_URL, type Harness } from './harness';

const NONCE = 'r4nd0m-n0nce';
const ADA = { email: 'ada@example.com', name: 'Ada Lovelace' };
const GRACE = { email: 'grace@example.com', name: 'Grace Hopper' };

async function served(h: Harness) {
  const res = await h.emulator.handle(`${ORIGIN}/gsi/client`);
  return { res, source: await res.text() };
}

describe('GET /gsi/client', () => {
  it('is JavaScript, with the right content type, that builds no markup from strings', async () => {
    const { res, source } = await served(createHarness());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- it parses, as a browser would
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('google.accounts.id = {');
    for (const sink of ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'document.write', 'eval(', 'cssText', "setAttribute('style'"]) {
      expect(source, sink).not.toContain(sink);
    }
  });
});

describe('the script on a page', () => {
  let h: Harness;
  let id: GsiAccountsId;
  let credentials: GsiCredentialResponse[];

  beforeEach(() => {
    h = createHarness();
    credentials = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => h.emulator.handle(input as string, init));
    // The page's own <script src=… nonce=…>, as document.currentScript sees it while it runs.
    const tag = document.createElement('script');
    tag.src = `${ORIGIN}/gsi/client`;
    tag.nonce = NONCE;
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => tag });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    delete (document as { currentScript?: unknown }).currentScript;
    delete (window as { google?: unknown }).google;
    document.body.replaceChildren();
  });

  async function load() {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the served script, as a browser would
    new Function((await served(h)).source)();
    id = (window as unknown as { google: { accounts: { id: GsiAccountsId } } }).google.accounts.id;
    id.initialize({ client_id: GOOGLE_CLIENT_ID, callback: (response) => credentials.push(response) });
  }

  function stage(identities: unknown[]) {
    return h.call('POST', `${ORIGIN}/__emulator/google/identities`, { body: { identities } });
  }

  /** prompt(), collecting the moments' types and reasons. */
  function prompt(): string[] {
    const moments: string[] = [];
    id.prompt((n: GsiPromptMomentNotification) => {
      const reason = n.getNotDisplayedReason() ?? n.getSkippedReason() ?? n.getDismissedReason();
      moments.push(n.isDisplayed() ? 'displayed' : `${n.getMomentType()}:${reason}`);
    });
    return moments;
  }

  const chooser = () => document.getElementById('credential_picker_container')?.shadowRoot ?? null;
  /**
   * vi.waitFor with room for a loaded machine: the stand-in asks the in-process emulator first, and
   * the default 1 s once ran out on a busy CI runner.
   */
  const until = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
  const buttonsOf = (root: ShadowRoot | null) => [...(root?.querySelectorAll('button') ?? [])];
  const labels = (root: ShadowRoot | null) => buttonsOf(root).map((b) => b.getAttribute('aria-label') ?? b.textContent);
  const button = (root: ShadowRoot | null, text: string) => buttonsOf(root).find((b) => b.textContent === text)!;

  it("lists the staged identities as 'Continue as {name}' with a close button, and calls back with a token the One Tap callback accepts", async () => {
    await stage([ADA, GRACE]);
    await load();
    const moments = prompt();
    await until(() => expect(chooser()).not.toBeNull());
    expect(moments).toEqual(['displayed']);
    expect(labels(chooser())).toEqual(['Close', 'Continue as Ada Lovelace', 'Continue as Grace Hopper']);
    expect(chooser()!.textContent).toContain('grace@example.com');
    expect(chooser()!.querySelector('style')!.nonce).toBe(NONCE);

    button(chooser(), 'Continue as Grace Hopper').click();
    await until(() => expect(credentials).toHaveLength(1));
    expect(credentials[0]).toEqual({ credential: expect.stringMatching(/^ey[\w-]+\.[\w-]+\.[\w-]+$/), select_by: 'user', clientId: GOOGLE_CLIENT_ID });
    expect(moments).toEqual(['displayed', 'dismissed:credential_returned']);
    expect(chooser()).toBeNull();

    const start = await h.call('GET', `${ORIGIN}/v1/public/oauth/google/onetap/start?public_token=${PUBLIC_TOKEN}`);
    const res = await h.call('POST', `${ORIGIN}/v1/oauth/callback/${start.json.oauth_callback_id}`, {
      headers: { 'x-stytch-oauth-type': 'google-one-tap' },
      body: { id_token: credentials[0]!.credential, login_redirect_url: LOGIN_URL, signup_redirect_url: SIGNUP_URL },
    });
    expect(res.status).toBe(200);
    const auth = await h.call('POST', '/oauth/authenticate', { body: { token: new URL(res.json.redirect_url).searchParams.get('token'), session_duration_minutes: 30 } });
    expect(auth.json.data.user.emails[0].email).toBe('grace@example.com');
  });

  it('the close button skips the moment (user_cancel); cancel() dismisses it (cancel_called)', async () => {
    await stage([ADA]);
    await load();
    const closed = prompt();
    await until(() => expect(chooser()).not.toBeNull());
    buttonsOf(chooser())[0]!.click();
    expect(closed).toEqual(['displayed', 'skipped:user_cancel']);
    expect(chooser()).toBeNull();

    // Escape, from a button of the chooser, closes it the same way.
    const escaped = prompt();
    await until(() => expect(chooser()).not.toBeNull());
    button(chooser(), 'Continue as Ada Lovelace').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(escaped).toEqual(['displayed', 'skipped:user_cancel']);
    expect(chooser()).toBeNull();

    const cancelled = prompt();
    await until(() => expect(chooser()).not.toBeNull());
    id.cancel();
    expect(cancelled).toEqual(['displayed', 'dismissed:cancel_called']);
    expect(chooser()).toBeNull();
    expect(credentials).toEqual([]);
  });

  it('a click outside skips the moment (tap_outside), unless cancel_on_tap_outside is false', async () => {
    await stage([ADA]);
    await load();
    const moments = prompt();
    await until(() => expect(chooser()).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.body.click();
    expect(moments).toEqual(['displayed', 'skipped:tap_outside']);

    id.initialize({ client_id: GOOGLE_CLIENT_ID, callback: () => {}, cancel_on_tap_outside: false });
    const kept = prompt();
    await until(() => expect(chooser()).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.body.click();
    expect(kept).toEqual(['displayed']);
  });

  it.each([
    ['no one is signed in to Google', {}, [], 'display:opt_out_or_no_session'],
    ['Google does not know the client', { google_client_registered: false }, [ADA], 'display:invalid_client'],
    ["the page's origin is not authorized for the client", { google_authorized_origins: ['https://app.example.com'] }, [ADA], 'display:unregistered_origin'],
  ])('is not displayed when %s', async (_, settings, identities, moment) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await h.call('POST', `${ORIGIN}/__emulator/project`, { body: settings });
    await stage(identities);
    await load();
    const moments = prompt();
    await until(() => expect(moments).toEqual([moment]));
    expect(chooser()).toBeNull();
  });

  it('is not displayed without a client id (missing_client_id)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await load();
    id.initialize({ client_id: '', callback: () => {} });
    expect(prompt()).toEqual(['display:missing_client_id']);
  });

  it('shows nothing when cancel() comes before the accounts do', async () => {
    await stage([ADA]);
    await load();
    const moments = prompt();
    id.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(moments).toEqual([]);
    expect(chooser()).toBeNull();
  });

  it('auto_select with one identity returns its credential without a click (select_by auto)', async () => {
    await stage([ADA]);
    await load();
    id.initialize({ client_id: GOOGLE_CLIENT_ID, callback: (response) => credentials.push(response), auto_select: true });
    const moments = prompt();
    await until(() => expect(credentials).toHaveLength(1));
    expect(credentials[0]!.select_by).toBe('auto');
    expect(moments).toEqual(['displayed', 'dismissed:credential_returned']);
  });

  it('puts the prompt inside prompt_parent_id', async () => {
    await stage([ADA]);
    await load();
    const parent = document.createElement('div');
    parent.id = 'one-tap-here';
    document.body.append(parent);
    id.initialize({ client_id: GOOGLE_CLIENT_ID, callback: () => {}, prompt_parent_id: 'one-tap-here' });
    prompt();
    await until(() => expect(chooser()).not.toBeNull());
    expect(document.getElementById('credential_picker_container')!.parentElement).toBe(parent);
    expect(document.getElementById('credential_picker_container')!.getAttribute('data-placement')).toBe('inline');
  });

  it("inline, the card keeps the width its parent had when prompt() ran, as Google's iframe does; cancel() removes it", async () => {
    await stage([ADA]);
    await load();
    const parent = document.createElement('div');
    parent.id = 'one-tap-here';
    document.body.append(parent);
    let width = 334;
    parent.getBoundingClientRect = () => ({ width }) as DOMRect;
    id.initialize({ client_id: GOOGLE_CLIENT_ID, callback: () => {}, prompt_parent_id: 'one-tap-here' });
    prompt();
    // Narrower before the accounts arrive: prompt() has measured already.
    width = 254;
    await until(() => expect(chooser()).not.toBeNull());
    const card = () => chooser()!.querySelector<HTMLElement>('.card')!;
    expect(card().style.width).toBe('334px');
    id.cancel();
    expect(chooser()).toBeNull();

    prompt();
    await until(() => expect(chooser()).not.toBeNull());
    expect(card().style.width).toBe('254px');
  });

  it('renderButton draws a Google button whose click opens the chooser (select_by btn)', async () => {
    await stage([ADA]);
    await load();
    const parent = document.createElement('div');
    document.body.append(parent);
    id.renderButton(parent, { text: 'continue_with', theme: 'filled_blue', width: 250 });
    id.renderButton(parent, { text: 'signup_with' });
    const hosts = parent.querySelectorAll('[data-emulator-gsi="button"]');
    expect(hosts).toHaveLength(1);
    const gsiButton = hosts[0]!.shadowRoot!.querySelector('button')!;
    expect(gsiButton.textContent).toBe('GSign up with Google');
    expect(hosts[0]!.shadowRoot!.querySelector('style')!.nonce).toBe(NONCE);

    gsiButton.click();
    await until(() => expect(chooser()).not.toBeNull());
    button(chooser(), 'Continue as Ada Lovelace').click();
    await until(() => expect(credentials).toHaveLength(1));
    expect(credentials[0]!.select_by).toBe('btn');
  });

  it('renders names as text, never as markup (X1)', async () => {
    await stage([{ email: 'x@example.com', name: '<img src=x onerror=alert(1)>' }]);
    await load();
    prompt();
    await until(() => expect(chooser()).not.toBeNull());
    expect(chooser()!.querySelector('img')).toBeNull();
    expect(labels(chooser())).toContain('Continue as <img src=x onerror=alert(1)>');
  });
});
