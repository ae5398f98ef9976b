import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enApiErrors } from '../../src/i18n/en';
import type { LoginConfig } from '../../src/options';
import { cookies, resetPage } from '../support/browser';
import { createFlow, REDIRECT_URL, type Flow } from '../support/flow';
import { shown } from '../support/shown';

const CONFIG: Partial<LoginConfig> = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: REDIRECT_URL, signupRedirectURL: REDIRECT_URL },
};
const EMAIL = 'new.user@example.com';

const flows: Flow[] = [];
const open = (options: Parameters<typeof createFlow>[0] = {}) => {
  const flow = createFlow({ config: CONFIG, ...options });
  flows.push(flow);
  return flow;
};

async function sendLink(flow: Flow, email = EMAIL) {
  flow.model.form.email.value = email;
  await flow.model.form.submitEmail();
  return (await flow.latest(email)).link!;
}

beforeEach(() => resetPage());
afterEach(async () => {
  for (const flow of flows.splice(0)) {
    await flow.dispose();
    expect(flow.unexpected).toEqual([]);
  }
});

describe('sending a magic link', () => {
  it('goes to email-confirmation and emits MAGIC_LINK_LOGIN_OR_CREATE with the email', async () => {
    const flow = open();
    // The page has its bootstrap: this project does not require PKCE.
    await (await flow.client.ready()).loadBootstrap();
    flow.model.form.email.value = `  ${EMAIL} `;
    const pending = flow.model.form.submitEmail();
    expect(flow.model.busy.value).toBe(true);
    await pending;
    expect(flow.model.busy.value).toBe(false);
    expect(flow.model.error.value).toBeNull();
    expect(flow.model.step.value).toEqual({ name: 'email-confirmation', email: EMAIL });
    expect(flow.eventsOf('MAGIC_LINK_LOGIN_OR_CREATE')).toEqual([
      { type: 'MAGIC_LINK_LOGIN_OR_CREATE', data: { request_id: expect.stringMatching(/^request-id-/), status_code: 200, email: EMAIL } },
    ]);
    const sent = flow.sdkCalls().find((call) => call.url.endsWith('/magic_links/email/login_or_create'))!;
    expect(JSON.parse(sent.body!)).toMatchObject({ email: EMAIL, login_magic_link_url: REDIRECT_URL, signup_magic_link_url: REDIRECT_URL });
    expect(JSON.parse(sent.body!)).not.toHaveProperty('code_challenge');
    const link = new URL((await flow.latest(EMAIL)).link!);
    expect(`${link.origin}${link.pathname}`).toBe(REDIRECT_URL);
    expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
    expect(flow.errors).toEqual([]);
  });

  it.each(['', 'not-an-email', 'a@b', `${'a'.repeat(250)}@example.com`])('refuses %j with invalidEmailAddress and sends nothing', async (email) => {
    const flow = open();
    flow.model.form.email.value = email;
    await flow.model.form.submitEmail();
    expect(flow.model.error.value).toEqual({ key: 'invalidEmailAddress' });
    expect(flow.model.step.value).toEqual({ name: 'main' });
    expect(flow.sdkCalls()).toEqual([]);
  });

  it('never waits for the bootstrap: sent before it is known, the link is PKCE-bound', async () => {
    const flow = open();
    const bootstrapCalls = () => flow.sdkCalls().filter((call) => call.url.includes('/projects/bootstrap/'));
    flow.model.form.email.value = EMAIL;
    await flow.model.form.submitEmail();
    expect(bootstrapCalls()).toEqual([]);
    const sent = JSON.parse(flow.sdkCalls().find((call) => call.url.endsWith('/magic_links/email/login_or_create'))!.body!);
    expect(sent.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(flow.model.step.value).toEqual({ name: 'email-confirmation', email: EMAIL });
  });

  it('without magic links, an invalid email is invalidEmailOtp', async () => {
    const flow = open({ config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    flow.model.form.email.value = 'nope';
    await flow.model.form.submitEmail();
    expect(flow.model.error.value).toEqual({ key: 'invalidEmailOtp' });
  });

  it("a setup error shows a sentence for people; the server's text goes to onError (issue 9)", async () => {
    const flow = open({ config: { products: ['emailMagicLinks'] } });
    flow.model.form.email.value = EMAIL;
    await flow.model.form.submitEmail();
    expect(flow.model.step.value).toEqual({ name: 'main' });
    expect(shown(flow.model.error.value)).toBe(enApiErrors.notSetUp);
    expect(flow.errors).toHaveLength(1);
    expect(flow.errors[0]).toMatchObject({ error_type: 'no_signup_redirect_urls_set', status_code: 400, message: expect.stringMatching(/redirect URL/) });
    expect(flow.model.busy.value).toBe(false);
  });

  it("'Try again' returns to Main with the email still in the field, as Back does (issue 37)", async () => {
    const flow = open();
    await sendLink(flow);
    const typed = flow.model.form.email.value;
    expect(typed).not.toBe('');
    await flow.model.products.emailMagicLinks!.tryAgain();
    expect(flow.model.step.value).toEqual({ name: 'main' });
    expect(flow.model.form.email.value).toBe(typed);
    expect(flow.model.error.value).toBeNull();
  });
});

describe('the magic-link redirect (docs/spec/api.md §7)', () => {
  it('authenticates the token in the URL, removes it, stores the session and completes once', async () => {
    const sender = open();
    const link = await sendLink(sender);
    history.replaceState(null, '', `${link}#section`);
    const page = open({ emulator: sender.emulator });
    expect(page.client.getSession()).toBeNull();

    const started = page.model.start();
    expect(page.model.step.value).toEqual({ name: 'link-authenticating' });
    await started;

    expect(page.model.step.value).toEqual({ name: 'login-confirmation' });
    expect(location.search).toBe('');
    expect(location.pathname).toBe('/authenticate');
    expect(location.hash).toBe('#section');
    const complete = page.eventsOf('AUTHENTICATE_FLOW_COMPLETE');
    expect(complete).toHaveLength(1);
    const auth = complete[0]!.data as { session_token: string; session: { session_id: string }; user: { emails: { email: string }[] } };
    expect(auth.user.emails.map((entry) => entry.email)).toEqual([EMAIL]);
    expect(page.client.getSession()?.session_id).toBe(auth.session.session_id);
    expect(page.client.getUser()?.emails[0]?.verified).toBe(true);
    expect(JSON.parse(localStorage.getItem(`auth_widget_state:${page.publicToken}`)!).session.session_id).toBe(auth.session.session_id);
    expect(cookies().stytch_session).toBe(auth.session_token);

    await page.model.start();
    expect(page.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
    expect(page.sdkCalls().filter((call) => call.url.endsWith('/magic_links/authenticate'))).toHaveLength(1);
  });

  it('a used token goes back to Main with the server message', async () => {
    const sender = open();
    const link = await sendLink(sender);
    history.replaceState(null, '', link);
    await open({ emulator: sender.emulator }).model.start();
    history.replaceState(null, '', link);
    const again = open({ emulator: sender.emulator });
    await again.model.start();
    expect(again.model.step.value).toEqual({ name: 'main' });
    expect(shown(again.model.error.value)).toContain('magic link could not be authenticated');
    expect(again.errors[0]).toMatchObject({ error_type: 'unable_to_auth_magic_link' });
    expect(again.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toEqual([]);
    expect(location.search).toBe('');
  });

  it.each(['?token=abc', '?stytch_token_type=oauth&token=abc', '?stytch_token_type=magic_links', '?stytch_token_type=magic_links&token='])(
    'ignores %s',
    async (search) => {
      history.replaceState(null, '', `/authenticate${search}`);
      const page = open();
      await page.model.start();
      expect(page.model.step.value).toEqual({ name: 'main' });
      expect(page.sdkCalls()).toEqual([]);
    },
  );

  it('with PKCE: the challenge is sent, the verifier stays in this browser and is used once (P2, P3)', async () => {
    const sender = open({ project: { pkce_required_for_email_magic_links: true } });
    const link = await sendLink(sender);
    const sent = JSON.parse(sender.sdkCalls().find((call) => call.url.endsWith('/login_or_create'))!.body!);
    expect(sent.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const key = `auth_widget_pkce_magic_links:${sender.publicToken}`;
    const verifier = localStorage.getItem(key)!;
    expect(verifier).toMatch(/^[0-9a-f]{128}$/);

    history.replaceState(null, '', link);
    const page = open({ emulator: sender.emulator });
    await page.model.start();
    expect(page.model.step.value).toEqual({ name: 'login-confirmation' });
    const exchange = JSON.parse(page.sdkCalls().find((call) => call.url.endsWith('/magic_links/authenticate'))!.body!);
    expect(exchange.code_verifier).toBe(verifier);
    expect(localStorage.getItem(key)).toBeNull();
    for (const request of [...sender.requests, ...page.requests]) expect(request.url).not.toContain(verifier);
    expect(location.href).not.toContain(verifier);
  });
});
