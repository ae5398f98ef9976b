// PasswordResetForm's model without a DOM: which step it opens on by the token it has, the
// account it names for password managers, and its bounded password (issue 9).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createResetPasswordModel, type ResetDeps } from '../../src/widgets/resetPassword/model';
import { MAX_PASSWORD_LENGTH } from '../../src/util/limits';
import { PAGE_URL, resetPage } from '../support/browser';
import { API_ORIGIN, createFlow, type Flow } from '../support/flow';

let flow: Flow;
const reset = (deps: Partial<ResetDeps> = {}) =>
  createResetPasswordModel({ client: flow.client, sessionMinutes: 30, emit: (event) => flow.events.push(event), reportError: (error) => flow.errors.push(error), ...deps });
const resetCalls = () => flow.sdkCalls().filter((call) => call.url.endsWith('/passwords/email/reset'));

beforeEach(() => {
  resetPage();
  flow = createFlow({ config: { products: ['passwords'] } });
});
afterEach(() => flow.dispose());

describe('the token decides what the reset widget shows', () => {
  it('with no token in the URL or the options it opens on no-token, and stays there, sending nothing', async () => {
    const model = reset();
    expect(model.step.value).toBe('no-token');
    await model.start();
    expect(model.step.value).toBe('no-token');
    model.setPassword('quiet Harbor 7 marmalade');
    await model.submit();
    await model.loginWithoutPassword();
    expect(resetCalls()).toEqual([]);
    expect(flow.errors).toEqual([]);
  });

  it('a reset link in the URL opens the form', async () => {
    history.replaceState(null, '', `${PAGE_URL}?stytch_token_type=reset_password&token=abc`);
    const model = reset();
    expect(model.step.value).toBe('form');
    await model.start();
    expect(model.step.value).toBe('form');
  });

  it('another kind of token in the URL is not a reset link', async () => {
    history.replaceState(null, '', `${PAGE_URL}?stytch_token_type=magic_links&token=abc`);
    const model = reset();
    await model.start();
    expect(model.step.value).toBe('no-token');
  });

  it('the passwordResetToken option opens the form', async () => {
    const model = reset({ token: 'given' });
    expect(model.step.value).toBe('form');
    await model.start();
    expect(model.step.value).toBe('form');
  });
});

describe('the new password', () => {
  it('reports an email option that is not a string, and leaves the username empty', () => {
    const model = reset({ token: 't', email: 42 });
    expect(model.email.value).toBe('');
    expect(flow.errors.map((error) => (error as Error).message)).toEqual(['Invalid call to mountResetPassword\nemail must be a string, got number.']);
  });

  it('names the account when the host gives its email, for the hidden username field', () => {
    expect(reset({ token: 't', email: 'ada@example.com' }).email.value).toBe('ada@example.com');
    expect(reset({ token: 't' }).email.value).toBe('');
  });

  it(`keeps at most ${MAX_PASSWORD_LENGTH} characters of a pasted 100,000 (X5)`, () => {
    const model = reset({ token: 't' });
    model.setPassword('z'.repeat(100_000));
    expect(model.password.value.length).toBe(MAX_PASSWORD_LENGTH);
    model.dispose();
  });
});

describe("without a usable link, 'Email me a new link' (issue 37)", () => {
  const STRONG = 'quiet Harbor 7 marmalade';
  async function stage(body: Record<string, unknown>) {
    const response = await flow.emulator.handle(`${API_ORIGIN}/__emulator/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  }
  const startCalls = () => flow.sdkCalls().filter((call) => call.url.endsWith('/passwords/email/reset/start'));

  it('refuses an address that is not one, sending nothing', async () => {
    const model = reset();
    await model.start();
    model.setEmail('not an address');
    await model.requestNewLink();
    expect(model.error.value).toEqual({ key: 'invalidEmailAddress' });
    expect(model.sentTo.value).toBe('');
    expect(startCalls()).toEqual([]);
  });

  it('emails a reset link back to this page, whose token then works', async () => {
    await stage({ email: 'pw@example.com', password: 'old Harbor 7 marmalade' });
    const model = reset();
    await model.start();
    model.setEmail(' pw@example.com ');
    await model.requestNewLink();
    expect(model.error.value).toBeNull();
    expect(model.sentTo.value).toBe('pw@example.com');
    expect(model.step.value).toBe('no-token');
    expect(flow.eventsOf('PASSWORD_RESET_BY_EMAIL_START')).toHaveLength(1);

    const link = new URL((await flow.latest('pw@example.com')).link!);
    expect(link.searchParams.get('stytch_token_type')).toBe('reset_password');
    expect(`${link.origin}${link.pathname}`).toBe(PAGE_URL);
    history.replaceState(null, '', `${PAGE_URL}${link.search}`);
    const page = reset();
    expect(page.step.value).toBe('form');
    await page.start();
    await page.loginWithoutPassword();
    expect(page.step.value).toBe('confirmation');
    expect(flow.errors).toEqual([]);
  });

  it('a used link turns the form into the screen that asks for a new one', async () => {
    const model = reset({ token: 'used-or-unknown' });
    await model.start();
    model.setPassword(STRONG);
    await model.loginWithoutPassword();
    expect(model.step.value).toBe('no-token');
    expect(model.error.value?.text).toBeTruthy();
    // Its token is gone: the form's actions do nothing more.
    await model.loginWithoutPassword();
    expect(flow.sdkCalls().filter((call) => call.url.endsWith('/magic_links/authenticate'))).toHaveLength(1);
  });
});
