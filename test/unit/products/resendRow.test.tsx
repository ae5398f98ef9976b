// The one way to send again (issue 37 item 8): EmailConfirmation's 'Try again', OTPAuthenticate's
// 'Resend code' and the password emails' 'Resend email' are one row, drawn by ui/ResendRow: a muted
// sentence with its link inline, the last row of the screen's stack, where only the toast slot
// that answers it follows. 'Try again' returns to Main with the Email field as it was, as Back does.
import { describe, expect, it } from 'vitest';
import { EmailConfirmation } from '../../../src/products/emailMagicLinks/EmailConfirmation';
import { OtpAuthenticate } from '../../../src/products/otp/OtpAuthenticate';
import { PasswordEmailSent } from '../../../src/products/passwords/PasswordEmailSent';
import type { ProductStep } from '../../../src/login/steps';
import type { PasswordsStep } from '../../../src/products/passwords/model';
import type { Theme } from '../../../src/ui/theme';
import { API_ORIGIN, createFlow, EMAIL_REDIRECTS, type Flow, type FlowOptions } from '../../support/flow';
import { fire, renderWithCss } from '../../support/render';
import { screenTest } from '../../support/screenTest';

const EMAIL = 'resend.row@example.com';
const drawn = screenTest();

/** Main's email submitted in a flow of these products; the step it led to. */
async function submitted(config: FlowOptions['config'], user?: Record<string, unknown>) {
  drawn.flow = createFlow({ config });
  if (user) {
    const staged = await drawn.flow.emulator.handle(`${API_ORIGIN}/__emulator/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
    expect(staged.status).toBe(200);
  }
  drawn.flow.model.form.email.value = EMAIL;
  await drawn.flow.model.form.submitEmail();
  return drawn.flow.model.step.value as ProductStep;
}

/** Each screen takes its own step type; the flow's step is the one it shows. */
async function draw(Screen: (props: never) => unknown, step: ProductStep) {
  const Component = Screen as (props: { model: Flow['model']; step: ProductStep; theme: Theme }) => null;
  drawn.rendered = await renderWithCss(<Component model={drawn.flow!.model} step={step} theme={{} as Theme} />);
  return drawn.rendered.container;
}

/** The resend row, checked for the shared pattern; its text, spaces collapsed. */
function resendRow(container: HTMLElement) {
  const rows = container.querySelectorAll('[data-resend]');
  expect(rows).toHaveLength(1);
  const row = rows[0] as HTMLElement;
  expect(row.tagName).toBe('P');
  expect(row.className).toBe('aw-muted');
  // In the screen's stack, directly or in the place its toast stands in (ui/Toasts.tsx).
  expect(row.parentElement!.closest('.aw-stack')).not.toBeNull();
  // The link is inline, at the sentence's end.
  const link = row.lastElementChild as HTMLElement;
  expect(link.tagName).toBe('BUTTON');
  expect(link.className).toBe('aw-btn-link');
  // Nothing of the screen comes after it but the toast slot that answers it.
  const after = [...container.querySelectorAll('*')].filter(
    (el) => row.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !row.contains(el) && !el.closest('.aw-toasts'),
  );
  expect(after).toEqual([]);
  return { text: row.textContent!.replace(/\s+/g, ' ').trim(), link };
}

describe('the resend row (issue 37)', () => {
  it("EmailConfirmation: 'Didn't get it? Try again', and Try again keeps the Email field's value, as Back does", async () => {
    const step = await submitted({ products: ['emailMagicLinks'], ...EMAIL_REDIRECTS });
    expect(step.name).toBe('email-confirmation');
    const { text, link } = resendRow(await draw(EmailConfirmation, step));
    expect(text).toBe("Didn't get it? Try again");
    await fire(link, new MouseEvent('click', { bubbles: true }));
    await expect.poll(() => drawn.flow!.model.step.value.name).toBe('main');
    expect(drawn.flow!.model.form.email.value).toBe(EMAIL);
  });

  it("OTPAuthenticate: the countdown's sentence, then 'Resend code'", async () => {
    const step = await submitted({ products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 } });
    expect(step.name).toBe('otp-authenticate');
    const { text, link } = resendRow(await draw(OtpAuthenticate, step));
    expect(text).toBe("Your code expires in 5:00. Didn't get it? Resend code");
    expect(link.textContent).toBe('Resend code');
  });

  it("the password emails: 'Didn't get it?', then 'Resend email' as the link, after 'Login without a password'", async () => {
    const step = await submitted({ products: ['emailMagicLinks', 'passwords'], ...EMAIL_REDIRECTS }, { email: EMAIL, password: 'violet-Tractor-89-lantern' });
    expect(step.name).toBe('password-create-or-login');
    await (step as Extract<PasswordsStep, { name: 'password-create-or-login' }>).passwords.forgot();
    const sent = drawn.flow!.model.step.value as ProductStep;
    expect(sent.name).toBe('password-email-sent');
    const container = await draw(PasswordEmailSent, sent);
    const { text, link } = resendRow(container);
    expect(text).toBe("Didn't get it? Resend email");
    expect(link.textContent).toBe('Resend email');
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toContain('Login without a password');
  });
});
