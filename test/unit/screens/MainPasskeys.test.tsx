// Main with passkeys (docs/spec/product.md §2; docs/spec/security.md W1): the button comes first unless the email
// field offers passkeys in its autofill, where the field says `username webauthn`.
import { loginScreens } from '../../../src/loginScreens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginConfig } from '../../../src/options';
import { LoginWidget } from '../../../src/widgets/login/LoginWidget';
import { createTheme } from '../../../src/ui/theme';
import { resetPage } from '../../support/browser';
import { createFlow, type Flow } from '../../support/flow';
import { renderWithCss, type Rendered } from '../../support/render';

let rendered: Rendered | undefined;
let flow: Flow | undefined;
beforeEach(() => resetPage());
afterEach(async () => {
  await rendered?.unmount();
  await flow?.dispose();
  rendered = undefined;
  flow = undefined;
});

async function show(mode: 'button' | 'autofill' | 'none', config: Partial<LoginConfig> = { products: ['emailMagicLinks', 'passkeys'] }) {
  flow = createFlow({ config });
  // happy-dom has no WebAuthn: the detection answers 'none' first, then the test picks the mode.
  await vi.waitFor(() => expect(flow!.model.products.passkeys!.mode.value).toBe('none'));
  flow.model.products.passkeys!.mode.value = mode;
  rendered = await renderWithCss(<LoginWidget model={flow.model} theme={createTheme({})} screens={loginScreens} />);
  const root = rendered.container;
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
    flow!.model.form.selectTab('email');
    await vi.waitFor(() => expect(rendered!.container.querySelector('input[type=email]')).not.toBeNull());
    const onEmail = [...rendered!.container.querySelectorAll('button')].find((button) => button.textContent === 'Login with a Passkey');
    expect(onEmail).toBeDefined();
    expect(rendered!.container.querySelector('input[type=email]')!.getAttribute('autocomplete')).toBe('username webauthn');
  });

  it('nothing without WebAuthn', async () => {
    expect((await show('none')).passkeyButton).toBeUndefined();
  });
});
