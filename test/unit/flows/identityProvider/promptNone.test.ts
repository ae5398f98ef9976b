// prompt=none (OIDC Core §3.1.2.1) in the identity-provider model: no question is ever shown; the
// application hears a code, consent_required (built after the start checked the redirect URI) or,
// without a session, what the submit answers (login_required from the emulator).
import { describe, expect, it } from 'vitest';
import { MissingSessionError } from '../../../../src/widgets/identityProvider/flow/model';
import { apiError, authorizeQuery, idpModel, REDIRECT, startAnswer } from '../../../support/identityProvider';

const silent = authorizeQuery({ prompt: 'none' });

describe('prompt=none', () => {
  it('consent still needed: back with consent_required and the state, no consent screen, no submit', async () => {
    const run = idpModel({ query: silent });
    await run.model.start();
    expect(run.navigated).toEqual([`${REDIRECT}?error=consent_required&state=st-1`]);
    expect(run.model.step.value.name).toBe('loading');
    expect(run.idp.authorizeSubmit).not.toHaveBeenCalled();
    expect(run.events.map((event) => event.type)).toEqual(['OAUTH_AUTHORIZE_FLOW_START']);
  });

  it('nothing to ask: submits as granted and leaves with the code', async () => {
    const run = idpModel({ query: silent, idp: { authorizeStart: async () => startAnswer({ consent_required: false }) } });
    await run.model.start();
    expect(run.navigated).toEqual([`${REDIRECT}?code=code-1&state=st-1`]);
    expect(run.events.map((event) => event.type)).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_COMPLETE']);
  });

  it('no session: leaves for what the submit answers (login_required), asking nothing', async () => {
    const run = idpModel({
      query: silent,
      idp: {
        authorizeStart: async () => Promise.reject(apiError(401, 'unauthorized_credentials', 'no session')),
        authorizeSubmit: async () => ({ redirect_uri: `${REDIRECT}?error=login_required&state=st-1` }),
      },
    });
    await run.model.start();
    expect(run.navigated).toEqual([`${REDIRECT}?error=login_required&state=st-1`]);
    expect(run.idp.authorizeSubmit).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'none' }), false);
    expect(run.errors).toEqual([]);
  });

  it('no session, and a provider that refuses the submit too: the no-session error, nowhere to go', async () => {
    const noSession = () => Promise.reject(apiError(401, 'unauthorized_credentials', 'no session'));
    const run = idpModel({ query: silent, idp: { authorizeStart: noSession, authorizeSubmit: noSession } });
    await run.model.start();
    expect(run.navigated).toEqual([]);
    expect(run.model.step.value).toEqual({ name: 'error', message: { key: 'noSession' } });
    expect(run.errors[0]).toBeInstanceOf(MissingSessionError);
  });

  it('another failure of the start shows its message and goes nowhere', async () => {
    const run = idpModel({ query: silent, idp: { authorizeStart: async () => Promise.reject(apiError(400, 'invalid_argument', 'redirect_uri is not registered')) } });
    await run.model.start();
    expect(run.navigated).toEqual([]);
    expect(run.model.step.value.name).toBe('error');
  });
});
