// Back while a step's request runs (issue 9): one rule for every flow. Back does nothing until the
// answer comes, so an answer never moves a screen the user has left; the passcode flow's case is in
// emailOtp.test.ts, the password steps' here.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator } from '../../emulator/app';
import { createFakeClock } from '../../emulator/store/clock';
import { createPasswordHasher } from '../../emulator/crypto/passwordHash';
import type { PasswordsStep } from '../../src/products/passwords/model';
import { resetPage } from '../support/browser';
import { API_ORIGIN, createFlow, REDIRECT_URL, type Flow } from '../support/flow';

const STRONG = 'violet-Tractor-89-lantern';
const emulator = createEmulator({ clock: createFakeClock(), passwordHasher: createPasswordHasher({ log2N: 4 }) });
let flow: Flow;

beforeEach(() => {
  resetPage();
  emulator.reset();
  const passwordOptions = { resetPasswordRedirectURL: REDIRECT_URL, loginRedirectURL: REDIRECT_URL };
  flow = createFlow({ emulator, config: { products: ['emailMagicLinks', 'passwords'], passwordOptions } });
});
afterEach(() => flow.dispose());

async function passwordStep(email: string) {
  const response = await emulator.handle(`${API_ORIGIN}/__emulator/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STRONG }),
  });
  expect(response.status).toBe(200);
  flow.model.form.email.value = email;
  await flow.model.form.submitEmail();
  const step = flow.model.step.value as PasswordsStep;
  if (step.name !== 'password-create-or-login') throw new Error(`expected the password step, got ${step.name}`);
  return step.passwords;
}

/** Presses Back while `running` is under way: it is blocked and the step stays; then the answer lands. */
async function backWhile(running: Promise<unknown>) {
  expect(flow.model.backBlocked.value).toBe(true);
  flow.model.back();
  expect(flow.model.step.value.name).toBe('password-create-or-login');
  await running;
}

describe('Back on the password steps', () => {
  it('does nothing while the password is checked; the answer then signs in once', async () => {
    const passwords = await passwordStep('back-login@example.com');
    passwords.setPassword(STRONG);
    await backWhile(passwords.login());
    expect(flow.model.step.value.name).toBe('password-confirmation');
    expect(flow.eventsOf('AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  });

  it('does nothing while a reset email is asked for, and works again once the screen has moved on', async () => {
    const passwords = await passwordStep('back-forgot@example.com');
    await backWhile(passwords.forgot());
    expect(flow.model.step.value.name).toBe('password-email-sent');
    expect(flow.model.backBlocked.value).toBe(false);
    flow.model.back();
    expect(flow.model.step.value.name).toBe('main');
  });

  it('works again after a wrong password', async () => {
    const passwords = await passwordStep('back-wrong@example.com');
    passwords.setPassword('not the password 42');
    await passwords.login();
    expect(passwords.error.value).not.toBeNull();
    expect(flow.model.backBlocked.value).toBe(false);
    flow.model.back();
    expect(flow.model.step.value.name).toBe('main');
  });
});
