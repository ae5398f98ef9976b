// PasswordCreateOrLogin says which email is in use (issue 37 item 7): the address as text under the
// heading, in each of its three variants, with 'Change', which returns to Main with the address
// still in the Email field; the hidden username field stays for password managers.
import { describe, expect, it } from 'vitest';
import { PasswordCreateOrLogin } from '../../../src/products/passwords/PasswordCreateOrLogin';
import type { ProductStep } from '../../../src/login/steps';
import type { Theme } from '../../../src/ui/theme';
import { API_ORIGIN, createFlow, EMAIL_REDIRECTS } from '../../support/flow';
import { fire, renderWithCss } from '../../support/render';
import { screenTest } from '../../support/screenTest';

const drawn = screenTest();

const CASES = [
  { variant: 'new', email: 'new.person@example.com', password: undefined, heading: 'Create an account' },
  { variant: 'password', email: 'has.password@example.com', password: 'violet-Tractor-89-lantern', heading: 'Log in' },
  { variant: 'passwordless', email: 'no.password@example.com', password: null, heading: 'Check your email' },
] as const;

describe('PasswordCreateOrLogin: the email in use, and Change (issue 37)', () => {
  for (const { variant, email, password, heading } of CASES) {
    it(`${variant}: the address under '${heading}', and Change returns to Main with it in the field`, async () => {
      drawn.flow = createFlow({ config: { products: ['emailMagicLinks', 'passwords'], ...EMAIL_REDIRECTS } });
      if (password !== undefined) {
        const staged = await drawn.flow.emulator.handle(`${API_ORIGIN}/__emulator/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
        expect(staged.status).toBe(200);
      }
      // Typed with spaces around it, as people paste: the screen shows what was searched for.
      drawn.flow.model.form.email.value = `  ${email} `;
      await drawn.flow.model.form.submitEmail();
      const step = drawn.flow.model.step.value as ProductStep;
      expect(step.name).toBe('password-create-or-login');
      drawn.rendered = await renderWithCss(<PasswordCreateOrLogin model={drawn.flow.model} step={step as never} theme={{} as Theme} />);
      const { container } = drawn.rendered;
      expect(container.querySelector('h1, h2, [role=heading], .aw-h')!.textContent).toBe(heading);

      // The address, as text, right after the heading.
      const row = container.querySelector('.aw-h')!.nextElementSibling as HTMLElement;
      expect(row.hasAttribute('data-account')).toBe(true);
      const shown = row.querySelector('bdi')!;
      expect(shown.textContent).toBe(email);
      const change = row.querySelector('button')!;
      expect(change.textContent).toBe('Change');
      // Its name is 'Change'; what it changes is said by the address it points to.
      expect(change.getAttribute('aria-describedby')).toBe(shown.id);
      expect(container.querySelector(`#${CSS.escape(shown.id)}`)).toBe(shown);

      // The hidden username field stays, for password managers, where there is a form.
      if (variant !== 'passwordless') {
        const username = container.querySelector<HTMLInputElement>('input[autocomplete=username]')!;
        expect(username.value).toBe(email);
        expect(username.hidden).toBe(true);
      }

      await fire(change, new MouseEvent('click', { bubbles: true }));
      expect(drawn.flow.model.step.value).toEqual({ name: 'main' });
      expect(drawn.flow.model.form.email.value).toBe(`  ${email} `);
    });
  }
});
