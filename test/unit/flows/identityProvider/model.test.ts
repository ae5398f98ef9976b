// The identity-provider model without a DOM (docs/spec/product.md §2 IDPConsent, §4 Authorize and
// Logout, §6, §8), over fake rows and a fake navigate. The emulator-backed flow test waits for
// issue 12's emulator rows.
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/contract/index';
import { MissingSessionError } from '../../../../src/widgets/identityProvider/flow/model';
import { apiError, authorizeQuery, idpModel, logoutQuery, REDIRECT, scopeResult, startAnswer } from '../../../support/identityProvider';
import { shownStep } from '../../../support/shown';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const MISSING = (param: string) => `Required parameter is missing: ${param}. Please reach out to the application developer.`;

describe('Authorize', () => {
  it('preflights with the query, emits OAUTH_AUTHORIZE_FLOW_START, logs render_idp_screen and asks for consent', async () => {
    const { model, idp, events, log, navigated } = idpModel();
    expect(model.step.value).toEqual({ name: 'loading' });
    await model.start();
    expect(idp.authorizeStart).toHaveBeenCalledWith({
      client_id: 'connected-app-test-1',
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 'st-1',
      scopes: ['openid', 'email', 'profile'],
    });
    expect(events).toEqual([{ type: 'OAUTH_AUTHORIZE_FLOW_START', data: startAnswer() }]);
    expect(log).toHaveBeenCalledWith('render_idp_screen', expect.objectContaining({ flow: 'authorize', client_id: 'connected-app-test-1' }));
    const step = model.step.value;
    expect(step.name).toBe('consent');
    if (step.name !== 'consent') return;
    expect(step.consent).toMatchObject({ clientName: 'Relying App', redirectHost: 'rp.example.com', custom: false, logo: undefined });
    expect(step.consent.manifest[0]!.items.map((item) => item.text)).toEqual([{ key: 'scopeOpenid' }, { key: 'scopeProfile' }]);
    expect(model.project.value).toBe('Acme');
    expect(idp.authorizeSubmit).not.toHaveBeenCalled();
    expect(navigated).toEqual([]);
  });

  it('Allow submits with consent_granted true, fires OAUTH_AUTHORIZE_FLOW_COMPLETE and navigates to the returned redirect_uri', async () => {
    const { model, idp, events, navigated } = idpModel();
    await model.start();
    model.allow();
    model.allow(); // a second press while the first is on its way does nothing
    await settle();
    expect(idp.authorizeSubmit).toHaveBeenCalledTimes(1);
    expect(idp.authorizeSubmit).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'connected-app-test-1', state: 'st-1' }), true);
    expect(events.map((event) => event.type)).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_COMPLETE']);
    expect(events[1]!.data).toEqual({ redirect_uri: `${REDIRECT}?code=code-1&state=st-1`, authorization_code: 'code-1' });
    expect(navigated).toEqual([`${REDIRECT}?code=code-1&state=st-1`]);
    expect(model.step.value).toEqual({ name: 'success' });
  });

  it("Deny submits with consent_granted false, shows 'Access to the application was denied.' and fires OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED, without navigating", async () => {
    const { model, idp, events, navigated, errors } = idpModel();
    await model.start();
    model.deny();
    await settle();
    expect(idp.authorizeSubmit).toHaveBeenCalledWith(expect.anything(), false);
    expect(model.step.value).toEqual({ name: 'error', message: { key: 'accessDenied' } });
    expect(events.map((event) => event.type)).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED']);
    expect(navigated).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('without consent required submits at once, as granted, and navigates', async () => {
    const { model, idp, events, navigated } = idpModel({ idp: { authorizeStart: async () => startAnswer({ consent_required: false }) } });
    await model.start();
    expect(idp.authorizeSubmit).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'connected-app-test-1' }), true);
    expect(events.map((event) => event.type)).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_COMPLETE']);
    expect(navigated).toEqual([`${REDIRECT}?code=code-1&state=st-1`]);
  });

  it('the heading turns to the custom one when a granted scope is outside the known set, and only a granted one', async () => {
    const custom = idpModel({ idp: { authorizeStart: async () => startAnswer({ scope_results: [scopeResult('openid'), scopeResult('read:docs', 'Read docs')] }) } });
    await custom.model.start();
    expect(custom.model.step.value).toMatchObject({ name: 'consent', consent: { custom: true } });
    const ungranted = idpModel({ idp: { authorizeStart: async () => startAnswer({ scope_results: [scopeResult('openid'), scopeResult('read:docs', '', false)] }) } });
    await ungranted.model.start();
    expect(ungranted.model.step.value).toMatchObject({ name: 'consent', consent: { custom: false } });
  });

  it('shows a logo only for an https: or data:image URL', async () => {
    const logo = async (client_logo_url: string) => {
      const { model } = idpModel({ idp: { authorizeStart: async () => startAnswer({ client: { ...startAnswer().client, client_logo_url } }) } });
      await model.start();
      const step = model.step.value;
      return step.name === 'consent' ? step.consent.logo : 'no consent';
    };
    expect(await logo('https://cdn.example.com/l.png')).toBe('https://cdn.example.com/l.png');
    expect(await logo('javascript:alert(1)')).toBeUndefined();
  });

  it("says which account is shared: the start's user's email, else phone number, else wallet address, else nothing (issue 37)", async () => {
    const account = async (user: Partial<User>) => {
      const { model } = idpModel({ idp: { authorizeStart: async () => startAnswer({ user: user as User }) } });
      await model.start();
      const step = model.step.value;
      return step.name === 'consent' ? step.consent.account : 'no consent';
    };
    const email = (address: string) => ({ email_id: `email-${address}`, email: address, verified: true });
    const phone = { phone_id: 'phone-1', phone_number: '+15555550123', verified: true };
    const wallet = { crypto_wallet_id: 'wallet-1', crypto_wallet_address: '0x6b175474e89094c44da98b954eedeac495271d0f', crypto_wallet_type: 'ethereum' as const, verified: true };
    expect(await account({ emails: [email('ada@example.com'), email('other@example.com')], phone_numbers: [phone] })).toBe('ada@example.com');
    expect(await account({ emails: [], phone_numbers: [phone], crypto_wallets: [wallet] })).toBe('+15555550123');
    expect(await account({ emails: [], phone_numbers: [], crypto_wallets: [wallet] })).toBe(wallet.crypto_wallet_address);
    // A name alone does not tell two accounts apart: no line.
    expect(await account({ name: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' }, emails: [], phone_numbers: [], crypto_wallets: [] })).toBeUndefined();
    expect(await account({})).toBeUndefined();
  });

  it.each([
    [{ client_id: '' }, 'client_id'],
    [{ redirect_uri: '' }, 'redirect_uri'],
    [{ response_type: '' }, 'response_type'],
    [{ client_id: '', response_type: '' }, 'client_id'],
    [{ redirect_uri: '', response_type: '' }, 'redirect_uri'],
  ])('a query with %j shows the missing %s, reports it and calls nothing', async (blank, param) => {
    const query = authorizeQuery();
    for (const name of Object.keys(blank)) query.delete(name);
    const { model, idp, errors } = idpModel({ query });
    await model.start();
    expect(shownStep(model.step.value as never)).toEqual({ name: 'error', message: MISSING(param) });
    expect((errors[0] as Error).message).toBe(MISSING(param));
    expect(idp.authorizeStart).not.toHaveBeenCalled();
  });

  it("no session: 'No active session detected. Please log in to continue.', reported as a missing session", async () => {
    for (const error of [apiError(401, 'unauthorized_credentials', 'Unauthorized'), apiError(404, 'session_not_found', 'Session not found')]) {
      const { model, events, errors } = idpModel({ idp: { authorizeStart: () => Promise.reject(error) } });
      await model.start();
      expect(model.step.value).toEqual({ name: 'error', message: { key: 'noSession' } });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toBeInstanceOf(MissingSessionError);
      expect((errors[0] as Error).message).toBe('No active session detected. Please log in to continue.');
      expect((errors[0] as Error).cause).toBe(error);
      expect(events).toEqual([]);
    }
  });

  it("a preflight failure shows the server's error_message and reports it", async () => {
    const error = apiError(400, 'invalid_argument', 'The redirect_uri is not registered for this client.');
    const { model, events, errors } = idpModel({ idp: { authorizeStart: () => Promise.reject(error) } });
    await model.start();
    expect(shownStep(model.step.value as never)).toEqual({ name: 'error', message: 'The redirect_uri is not registered for this client.' });
    expect(errors).toEqual([error]);
    expect(events).toEqual([]);
  });

  it('never navigates to a returned redirect_uri that is not http(s) (P6): the error shows instead', async () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'http://evil.example/cb']) {
      const { model, navigated, errors, events } = idpModel({ idp: { authorizeSubmit: async () => ({ redirect_uri: bad }) } });
      await model.start();
      model.allow();
      await settle();
      expect(navigated).toEqual([]);
      expect(model.step.value).toMatchObject({ name: 'error' });
      expect(errors).toHaveLength(1);
      expect(events.map((event) => event.type)).toEqual(['OAUTH_AUTHORIZE_FLOW_START']);
    }
  });

  it('a failed submit shows its error and stays put', async () => {
    const error = apiError(400, 'invalid_argument', 'Code could not be issued.');
    const { model, navigated, errors } = idpModel({ idp: { authorizeSubmit: () => Promise.reject(error) } });
    await model.start();
    model.allow();
    await settle();
    expect(shownStep(model.step.value as never)).toEqual({ name: 'error', message: 'Code could not be issued.' });
    expect(errors).toEqual([error]);
    expect(navigated).toEqual([]);
    expect(model.busy.value).toBe(false);
  });

  it('inside a cross-origin frame shows the frame error instead of the consent, and Allow does nothing (P10)', async () => {
    let framed = true;
    const { model, idp, errors } = idpModel({ framed: () => framed });
    await model.start();
    expect(model.step.value).toMatchObject({ name: 'error', message: { key: 'framed' } });
    expect(errors).toHaveLength(1);
    model.allow();
    await settle();
    expect(idp.authorizeSubmit).not.toHaveBeenCalled();
    // Framed only at the press: still refused.
    framed = false;
    const late = idpModel({ framed: () => framed });
    await late.model.start();
    framed = true;
    late.model.allow();
    await settle();
    expect(late.idp.authorizeSubmit).not.toHaveBeenCalled();
    expect(late.model.step.value).toMatchObject({ name: 'error', message: { key: 'framed' } });
  });

  it('a disposed model changes nothing when the preflight answers late', async () => {
    let answer!: (value: unknown) => void;
    const { model, events } = idpModel({ idp: { authorizeStart: () => new Promise((resolve) => (answer = resolve)) } });
    const started = model.start();
    await settle();
    model.dispose();
    answer(startAnswer());
    await started;
    expect(model.step.value).toEqual({ name: 'loading' });
    expect(events).toEqual([]);
  });
});

describe('Logout', () => {
  it('preflights /oauth/logout/start with the logout parameters; without consent_required revokes and navigates', async () => {
    const { model, idp, logout, navigated, log } = idpModel({
      query: logoutQuery({ id_token_hint: 'hint', state: 's' }),
      idp: { logoutStart: async () => ({ redirect_uri: 'https://rp.example.com/bye?state=s', consent_required: false }) },
    });
    await model.start();
    expect(idp.logoutStart).toHaveBeenCalledWith({
      client_id: 'connected-app-test-1',
      post_logout_redirect_uri: 'https://rp.example.com/bye',
      id_token_hint: 'hint',
      state: 's',
    });
    expect(idp.authorizeStart).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('render_idp_screen', expect.objectContaining({ flow: 'logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(navigated).toEqual(['https://rp.example.com/bye?state=s']);
  });

  it('a failed revoke is ignored: the browser still goes', async () => {
    const { model, navigated, errors } = idpModel({
      query: logoutQuery(),
      revokeFails: true,
      idp: { logoutStart: async () => ({ redirect_uri: 'https://rp.example.com/bye', consent_required: false }) },
    });
    await model.start();
    expect(navigated).toEqual(['https://rp.example.com/bye']);
    expect(errors).toEqual([]);
  });

  it("with consent_required asks 'Log out?'; Yes revokes and navigates", async () => {
    const { model, logout, navigated } = idpModel({ query: logoutQuery() });
    await model.start();
    expect(model.step.value).toEqual({ name: 'logout' });
    expect(logout).not.toHaveBeenCalled();
    model.confirmLogout();
    await settle();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(navigated).toEqual(['https://rp.example.com/bye?state=s']);
  });

  it('No keeps the session and goes nowhere', async () => {
    const { model, logout, navigated } = idpModel({ query: logoutQuery() });
    await model.start();
    model.declineLogout();
    expect(model.step.value).toEqual({ name: 'logout-declined' });
    model.confirmLogout();
    await settle();
    expect(logout).not.toHaveBeenCalled();
    expect(navigated).toEqual([]);
  });

  it('a missing parameter, no session and a cross-origin frame end before any revoke', async () => {
    const missing = idpModel({ query: new URLSearchParams({ post_logout_redirect_uri: 'https://rp.example.com/bye' }) });
    await missing.model.start();
    expect(shownStep(missing.model.step.value as never)).toEqual({ name: 'error', message: MISSING('client_id') });
    const noSession = idpModel({ query: logoutQuery(), idp: { logoutStart: () => Promise.reject(apiError(401, 'unauthorized_credentials', 'x')) } });
    await noSession.model.start();
    expect(noSession.model.step.value).toEqual({ name: 'error', message: { key: 'noSession' } });
    const framed = idpModel({ query: logoutQuery(), framed: () => true });
    await framed.model.start();
    expect(framed.model.step.value).toMatchObject({ name: 'error', message: { key: 'framed' } });
    for (const run of [missing, noSession, framed]) {
      expect(run.logout).not.toHaveBeenCalled();
      expect(run.navigated).toEqual([]);
    }
  });

  it('never follows a non-http(s) logout redirect (P6) and then does not revoke', async () => {
    const { model, logout, navigated } = idpModel({
      query: logoutQuery(),
      idp: { logoutStart: async () => ({ redirect_uri: 'javascript:alert(1)', consent_required: false }) },
    });
    await model.start();
    expect(model.step.value).toMatchObject({ name: 'error' });
    expect(logout).not.toHaveBeenCalled();
    expect(navigated).toEqual([]);
  });
});
