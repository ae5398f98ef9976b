// IDPConsent's screens (docs/spec/product.md §2): the consent screen with a hostile client name as text,
// the logo only when the model allows it and only once it loads, the account that is shared, Allow and Deny as the shared buttons, the headings that
// take focus, Logout's question and answers, and the error screen.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdentityProviderModel } from '../../../src/widgets/identityProvider/flow/model';
import { IdentityProviderWidget } from '../../../src/widgets/identityProvider/IdentityProviderWidget';
import { createTheme } from '../../../src/ui/theme';
import { idpModel, logoutQuery, scopeResult, startAnswer } from '../../support/identityProvider';
import { fire, renderWithCss, type Rendered } from '../../support/render';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function show(model: IdentityProviderModel) {
  rendered = await renderWithCss(<IdentityProviderWidget model={model} theme={createTheme({})} />);
  return rendered.container;
}

const buttons = (root: Element) => [...root.querySelectorAll('button')].map((button) => button.textContent);
const buttonNamed = (root: Element, text: string) => [...root.querySelectorAll('button')].find((button) => button.textContent === text)!;
const click = (element: Element) => fire(element, new MouseEvent('click', { bubbles: true }));
/** A person's click, as the browser marks it; happy-dom's own events are untrusted, as a script's are. */
const personClick = (element: Element) => fire(element, Object.defineProperty(new MouseEvent('click', { bubbles: true }), 'isTrusted', { value: true }));

async function consentFor(answer = startAnswer()) {
  const run = idpModel({ idp: { authorizeStart: async () => answer } });
  await run.model.start();
  return { ...run, root: await show(run.model) };
}

describe('the consent screen', () => {
  it("shows 'Sign in to {client} with {project}', the manifest, the redirect host, and Allow and Deny", async () => {
    const { root } = await consentFor(startAnswer({ scope_results: ['openid', 'profile', 'email', 'phone', 'offline_access'].map((scope) => scopeResult(scope)) }));
    expect(root.querySelector('h1')!.textContent).toBe('Sign in to Relying App with Acme');
    expect(root.querySelector('.aw-manifest > p')!.textContent).toBe('This will allow Relying App to:');
    expect([...root.querySelectorAll('.aw-manifest > ul > li')].map((item) => item.firstChild!.textContent)).toEqual([
      'Verify your identity',
      'View your profile info',
      'Maintain offline access',
    ]);
    expect([...root.querySelectorAll('.aw-manifest li li')].map((item) => item.textContent)).toEqual(['Name, picture and language', 'Email', 'Phone']);
    expect(root.textContent).toContain('You will be sent to rp.example.com.');
    expect(buttons(root)).toEqual(['Allow', 'Deny']);
    expect(root.querySelector('button')!.getAttribute('part')).toBe('button button-primary');
    expect(root.querySelector('img')).toBeNull();
  });

  it("shows '{client} wants to access your {project} account' and the custom scopes' texts", async () => {
    const { root } = await consentFor(startAnswer({ scope_results: [scopeResult('openid'), scopeResult('read:docs', 'Read your documents'), scopeResult('write:docs')] }));
    expect(root.querySelector('h1')!.textContent).toBe('Relying App wants to access your Acme account');
    expect(root.textContent).toContain('Read your documents');
    expect(root.textContent).toContain('Use the write:docs scope');
  });

  it('any client name and scope description render as exactly that text, never as markup (property)', async () => {
    const hostile = fc.constantFrom('<img src=x onerror="window.pwned=1">', '<script>window.pwned=1</script>', '&amp;', '"', '{project}', '</li>');
    const text = fc.array(fc.oneof(hostile, fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(text, text, async (name, description) => {
        const answer = startAnswer({ client: { ...startAnswer().client, client_name: name }, scope_results: [scopeResult('custom', description)] });
        const { root } = await consentFor(answer);
        expect(root.querySelector('h1')!.textContent).toBe(`${name} wants to access your Acme account`);
        expect(root.querySelector('.aw-manifest > p')!.textContent).toBe(`This will allow ${name} to:`);
        expect(root.querySelector('.aw-manifest li')!.textContent).toBe(description || 'Use the custom scope');
        expect(root.querySelectorAll('img, script')).toHaveLength(0);
        expect((window as { pwned?: unknown }).pwned).toBeUndefined();
        await rendered!.unmount();
        rendered = undefined;
      }),
      { numRuns: 40 },
    );
  });

  it('draws the logo only for an https: or data:image URL, as a decorative image beside the name', async () => {
    const logo = async (client_logo_url: string) => {
      const { root } = await consentFor(startAnswer({ client: { ...startAnswer().client, client_logo_url } }));
      const src = root.querySelector('img.aw-client-logo')?.getAttribute('src') ?? null;
      const alt = root.querySelector('img.aw-client-logo')?.getAttribute('alt') ?? null;
      await rendered!.unmount();
      rendered = undefined;
      return [src, alt];
    };
    expect(await logo('https://cdn.example.com/logo.png')).toEqual(['https://cdn.example.com/logo.png', '']);
    expect(await logo('data:image/png;base64,iVBORw0KGgo=')).toEqual(['data:image/png;base64,iVBORw0KGgo=', '']);
    for (const refused of ['javascript:alert(1)', 'http://cdn.example.com/logo.png', 'data:text/html,<b>x</b>', '/logo.png']) {
      expect(await logo(refused)).toEqual([null, null]);
    }
  });

  it("a logo that does not load (gone, blocked) is dropped, leaving no box; one that loads stays (issue 37)", async () => {
    const { root } = await consentFor(startAnswer({ client: { ...startAnswer().client, client_logo_url: 'https://cdn.example.com/gone.png' } }));
    const logo = root.querySelector('img.aw-client-logo')!;
    expect(logo.nextElementSibling!.tagName).toBe('H1');
    await fire(logo, new Event('load'));
    expect(root.querySelector('img.aw-client-logo')).toBe(logo);
    await fire(logo, new Event('error'));
    expect(root.querySelector('img')).toBeNull();
    // The heading is the card's first line again, as without a logo.
    expect(root.querySelector('h1')!.textContent).toBe('Sign in to Relying App with Acme');
    expect(buttons(root)).toEqual(['Allow', 'Deny']);
  });

  it("says which account is shared under the heading, 'Logged in as {account}', the address as text reading left to right (issue 37)", async () => {
    const account = '<b>ada</b>.lovelace+a-very-long-tag-that-must-wrap@analytical-engine.example.com';
    const { root } = await consentFor(startAnswer({ user: { ...startAnswer().user, emails: [{ email_id: 'email-1', email: account, verified: true }] } }));
    const line = root.querySelector('h1')!.nextElementSibling!;
    expect(line.tagName).toBe('P');
    expect(line.textContent).toBe(`Logged in as ${account}`);
    expect(line.querySelector('bdi')!.textContent).toBe(account);
    expect(line.querySelector('bdi')!.getAttribute('dir')).toBe('ltr');
    expect(line.querySelector('b')).toBeNull();
    expect(line.nextElementSibling!.className).toBe('aw-manifest');
  });

  it('without an email, phone number or wallet in the start\'s user, no account line', async () => {
    const { root } = await consentFor();
    expect(root.textContent).not.toContain('Logged in as');
    expect(root.querySelector('h1')!.nextElementSibling!.className).toBe('aw-manifest');
  });

  it('Allow, a focusable shared button, submits, and the success screen takes focus', async () => {
    const { root, model, navigated } = await consentFor();
    const allow = buttonNamed(root, 'Allow');
    allow.focus();
    expect(document.activeElement).toBe(allow);
    await personClick(allow);
    await settle();
    await rendered!.rerender(<IdentityProviderWidget model={model} theme={createTheme({})} />);
    expect(root.querySelector('h1')!.textContent).toBe('Success');
    expect(document.activeElement).toBe(root.querySelector('h1'));
    expect(navigated).toHaveLength(1);
  });

  it("a script's click on Allow or Yes (not a user gesture) grants nothing (P10)", async () => {
    const { root, navigated } = await consentFor();
    await click(buttonNamed(root, 'Allow'));
    await settle();
    expect(navigated).toEqual([]);
    expect(buttons(root)).toEqual(['Allow', 'Deny']);
    const run = idpModel({ query: logoutQuery() });
    await run.model.start();
    const logout = await show(run.model);
    await click(buttonNamed(logout, 'Yes'));
    await settle();
    expect(run.logout).not.toHaveBeenCalled();
    expect(run.navigated).toEqual([]);
  });

  it("Deny shows the error screen with 'Access to the application was denied.'", async () => {
    const { root, model } = await consentFor();
    await click(buttonNamed(root, 'Deny'));
    await settle();
    await rendered!.rerender(<IdentityProviderWidget model={model} theme={createTheme({})} />);
    expect(root.querySelector('h1')!.textContent).toBe('Looks like there was an error!');
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Access to the application was denied.');
    expect(buttons(root)).toEqual([]);
  });

  it('inside a cross-origin frame shows the frame error and no buttons (P10)', async () => {
    const run = idpModel({ framed: () => true });
    await run.model.start();
    const root = await show(run.model);
    expect(buttons(root)).toEqual([]);
    expect(root.querySelector('[role=alert]')!.textContent).toBe(
      'For your security, this page cannot be used inside another website. Open it in its own window to continue.',
    );
  });
});

describe('the other screens', () => {
  it('shows the spinner while loading', async () => {
    const run = idpModel({ idp: { authorizeStart: () => new Promise(() => undefined) } });
    void run.model.start();
    const root = await show(run.model);
    expect(root.querySelector('h1')!.textContent).toBe('Loading');
    expect(root.querySelector('.aw-spinner')).not.toBeNull();
  });

  it("Logout asks 'Log out?' with the project's name; No says so and leaves the session", async () => {
    const run = idpModel({ query: logoutQuery() });
    await run.model.start();
    const root = await show(run.model);
    expect(root.querySelector('h1')!.textContent).toBe('Log out?');
    expect(root.textContent).toContain('Are you sure you want to log out of your Acme account?');
    expect(buttons(root)).toEqual(['Yes', 'No']);
    await click(buttonNamed(root, 'No'));
    expect(root.querySelector('h1')!.textContent).toBe('You have not been logged out. You may close this page.');
    expect(document.activeElement).toBe(root.querySelector('h1'));
    expect(run.logout).not.toHaveBeenCalled();
  });

  it('Logout Yes revokes and navigates', async () => {
    const run = idpModel({ query: logoutQuery() });
    await run.model.start();
    const root = await show(run.model);
    await personClick(buttonNamed(root, 'Yes'));
    await settle();
    expect(run.logout).toHaveBeenCalledTimes(1);
    expect(run.navigated).toEqual(['https://rp.example.com/bye?state=s']);
  });

  it("no session shows 'Looks like there was an error!' and the spec's sentence", async () => {
    const run = idpModel({ idp: { authorizeStart: () => Promise.reject(Object.assign(new Error('x'), { status_code: 401 })) } });
    await run.model.start();
    const root = await show(run.model);
    expect(root.querySelector('h1')!.textContent).toBe('Looks like there was an error!');
    expect(root.querySelector('[role=alert]')!.textContent).toBe('No active session detected. Please log in to continue.');
  });
});
