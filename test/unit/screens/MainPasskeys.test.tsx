// Main with passkeys (docs/spec/product.md §2; docs/spec/security.md W1): the button comes first unless the email
// field offers passkeys in its autofill, where the field says `username webauthn`.
import { loginScreens } from '../../../src/loginScreens';
import { describe, expect, it, vi } from 'vitest';
import type { LoginConfig } from '../../../src/options';
import type { Ceremonies } from '../../../src/util/webauthn';
import { LoginWidget } from '../../../src/widgets/login/LoginWidget';
import { createTheme } from '../../../src/ui/theme';
import { createFlow } from '../../support/flow';
import { fire, renderWithCss } from '../../support/render';
import { screenTest } from '../../support/screenTest';

const drawn = screenTest();

async function show(mode: 'button' | 'autofill' | 'none', config: Partial<LoginConfig> = { products: ['emailMagicLinks', 'passkeys'] }, ceremonies?: Ceremonies) {
  drawn.flow = createFlow({ config, ceremonies });
  // happy-dom has no WebAuthn: the detection answers 'none' first, then the test picks the mode.
  await vi.waitFor(() => expect(drawn.flow!.model.products.passkeys!.mode.value).toBe('none'));
  drawn.flow.model.products.passkeys!.mode.value = mode;
  drawn.rendered = await renderWithCss(<LoginWidget model={drawn.flow.model} theme={createTheme({})} screens={loginScreens} />);
  const root = drawn.rendered.container;
  const passkeyButton = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Login with a Passkey');
  return { root, passkeyButton, email: root.querySelector<HTMLInputElement>('input[type=email]') };
}

describe('Main with passkeys', () => {
  it('the button comes first, before the form, when the browser has no passkey autofill', async () => {
    const { root, passkeyButton, email } = await show('button');
    expect(passkeyButton).toBeDefined();
    expect(passkeyButton!.compareDocumentPosition(root.querySelector('form')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(email!.getAttribute('autocomplete')).toBe('email');
  });

  it('with autofill, the email field offers passkeys and there is no button', async () => {
    const { passkeyButton, email } = await show('autofill');
    expect(passkeyButton).toBeUndefined();
    expect(email!.getAttribute('autocomplete')).toBe('username webauthn');
  });

  it('with autofill and a form with a phone tab, the button shows on every tab, the Email tab too (issue 9: the tabs never move)', async () => {
    const { passkeyButton } = await show('autofill', { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms', 'email'] } });
    expect(passkeyButton).toBeDefined();
    drawn.flow!.model.form.selectTab('email');
    await vi.waitFor(() => expect(drawn.rendered!.container.querySelector('input[type=email]')).not.toBeNull());
    const onEmail = [...drawn.rendered!.container.querySelectorAll('button')].find((button) => button.textContent === 'Login with a Passkey');
    expect(onEmail).toBeDefined();
    expect(drawn.rendered!.container.querySelector('input[type=email]')!.getAttribute('autocomplete')).toBe('username webauthn');
  });

  it("while the button's sign-in waits, 'Logging in with your Passkey...' says so in the status region under it, which is there, empty, before and after (issue 37)", async () => {
    let answer!: { resolve(credential: string): void; reject(reason: unknown): void };
    const ceremonies: Ceremonies = {
      autofill: () => new Promise(() => undefined),
      authenticate: () => new Promise((resolve, reject) => (answer = { resolve, reject })),
      register: () => Promise.reject(new Error('no registration here')),
      abort: async () => undefined,
    };
    const { passkeyButton } = await show('button', undefined, ceremonies);
    const status = passkeyButton!.closest('[data-before]')!.querySelector('[role=status]')!;
    expect(status.textContent).toBe('');
    await fire(passkeyButton!, new MouseEvent('click', { bubbles: true }));
    // The browser's prompt is up: the words, and the button's spinner.
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(status.textContent).toBe('Logging in with your Passkey...');
    expect(passkeyButton!.getAttribute('aria-busy')).toBe('true');
    // Dismissed: the words go with the wait.
    answer.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    await vi.waitFor(() => expect(passkeyButton!.getAttribute('aria-busy')).toBeNull());
    expect(status.textContent).toBe('');
    expect(status.isConnected).toBe(true);
  });

  it('nothing without WebAuthn', async () => {
    expect((await show('none')).passkeyButton).toBeUndefined();
  });
});
