// The login widget's frame (issue 9): the loading indicator is read out from a live region that
// is there before it, and every heading, loading and error states' too, is at the host's level.
import { loginScreens } from '../../../src/loginScreens';
import { options, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { ScreenLoaderContext, type LoadScreenGroup } from '../../../src/screens/groups';
import { LoginWidget } from '../../../src/widgets/login/LoginWidget';
import { StyleContext } from '../../../src/ui/StyleContext';
import { TextField } from '../../../src/ui/TextField';
import { createTheme } from '../../../src/ui/theme';
import { createFlow } from '../../support/flow';
import { renderWithCss } from '../../support/render';
import { screenTest } from '../../support/screenTest';

const drawn = screenTest();

const headings = (root: Element) => [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => `${heading.tagName} ${heading.textContent}`);

describe('the loading indicator', () => {
  it("says 'Loading' in a status region that was there, empty, before the bootstrap began to load", async () => {
    drawn.flow = createFlow();
    drawn.rendered = await renderWithCss(<LoginWidget model={drawn.flow.model} theme={createTheme({})} screens={loginScreens} />);
    const region = drawn.rendered.container.querySelector('.aw-floating')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');

    await act(() => drawn.flow!.client.bootstrap.set({ data: {}, loading: true }));
    expect(drawn.rendered.container.querySelector('.aw-floating')).toBe(region);
    expect(region.textContent).toBe('Loading');
    expect(region.querySelector('[aria-hidden]')).toBeNull();

    await act(() => drawn.flow!.client.bootstrap.set({ data: { disable_sdk_watermark: false }, loading: false }));
    expect(drawn.rendered.container.querySelector('.aw-floating')).toBe(region);
    expect(region.textContent).toBe('');
  });
});

describe('headingLevel', () => {
  async function show(level: number, load: LoadScreenGroup) {
    drawn.flow = createFlow({ config: { products: ['emailMagicLinks'] } });
    drawn.rendered = await renderWithCss(
      <ScreenLoaderContext.Provider value={load}>
        <StyleContext.Provider value={{ add: () => undefined, headingLevel: level }}>
          <LoginWidget model={drawn.flow.model} theme={createTheme({})} screens={loginScreens} />
        </StyleContext.Provider>
      </ScreenLoaderContext.Provider>,
    );
    return drawn.rendered.container;
  }

  it('Main, and a lazy screen while its group loads, have their headings at the level given', async () => {
    const root = await show(3, () => new Promise(() => undefined));
    expect(headings(root)).toEqual(['H3 Sign up or log in']);
    await act(() => {
      drawn.flow!.model.step.value = { name: 'email-confirmation', email: 'ada@example.com' };
    });
    expect(headings(root)).toEqual(['H3 Loading']);
  });

  it('a configuration error keeps its heading when the host hides the header text (issue 9: no error-only card without one)', async () => {
    drawn.flow = createFlow({ config: { products: [] } });
    drawn.rendered = await renderWithCss(<LoginWidget model={drawn.flow.model} theme={createTheme({ hideHeaderText: true })} screens={loginScreens} />);
    expect(headings(drawn.rendered.container)).toEqual(['H1 Sign up or log in']);
    expect(drawn.rendered.container.querySelector('[role=alert]')?.textContent).toBe('Error: Please add a product to the config.');
    await drawn.rendered.unmount();
    await drawn.flow.dispose();
    drawn.flow = createFlow({ config: { products: ['emailMagicLinks'] } });
    drawn.rendered = await renderWithCss(<LoginWidget model={drawn.flow.model} theme={createTheme({ hideHeaderText: true })} screens={loginScreens} />);
    expect(headings(drawn.rendered.container)).toEqual([]);
  });

  it('a lazy screen that cannot load says so under a heading at the level given', async () => {
    const root = await show(5, () => Promise.reject(new Error('offline')));
    await act(async () => {
      drawn.flow!.model.step.value = { name: 'email-confirmation', email: 'ada@example.com' };
    });
    await act(() => new Promise((done) => setTimeout(done)));
    expect(headings(root)).toEqual(['H5 Something went wrong. Please try again.']);
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Unable to contact our servers.');
  });
});

describe("a phone tab's Continue", () => {
  it('is inactive while the phone field loads, so it cannot report a number nobody could type', async () => {
    drawn.flow = createFlow({ config: { products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 5 } } });
    drawn.rendered = await renderWithCss(
      <ScreenLoaderContext.Provider value={() => new Promise(() => undefined)}>
        <LoginWidget model={drawn.flow.model} theme={createTheme({})} screens={loginScreens} />
      </ScreenLoaderContext.Provider>,
    );
    const root = drawn.rendered.container;
    await act(() => undefined);
    const button = [...root.querySelectorAll('button')].find((each) => each.textContent === 'Continue')!;
    expect(root.querySelector('.aw-wait [role], .aw-wait .aw-spinner')).not.toBeNull();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(() => button.click());
    expect(root.querySelector('[role=alert]')).toBeNull();
    expect(drawn.flow.model.error.value).toBeNull();
  });
});

describe("the email field's invalid mark", () => {
  it('marks only what was typed: a setup or network error in the banner leaves the field unmarked (issue 9)', async () => {
    drawn.flow = createFlow({ config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    drawn.rendered = await renderWithCss(<LoginWidget model={drawn.flow.model} theme={createTheme({})} screens={loginScreens} />);
    const field = () => drawn.rendered!.container.querySelector('input[type=email], input[autocomplete*=email]')!;
    expect(field()).not.toBeNull();
    for (const [error, marked] of [
      [{ key: 'invalidEmailOtp' }, true],
      [{ key: 'invalidEmailAddress' }, true],
      [{ key: 'networkError' }, false],
      [{ key: 'somethingWrong' }, false],
      [{ text: "Sign-in is not set up correctly on this site. Please contact the site's support." }, false],
    ] as const) {
      await act(() => {
        drawn.flow!.model.error.value = error;
      });
      expect(field().getAttribute('aria-invalid'), JSON.stringify(error)).toBe(marked ? 'true' : null);
    }
  });
});

describe('the busy flag on Main', () => {
  it("redraws Continue alone: a submit sets it before its request leaves, and the form's redraw ran first (npm run bench: Enter at once)", async () => {
    drawn.flow = createFlow({ config: { products: ['emailMagicLinks'] } });
    drawn.rendered = await renderWithCss(<LoginWidget model={drawn.flow.model} theme={createTheme({})} screens={loginScreens} />);
    const fieldDraws = { count: 0 };
    const previous = options.diffed;
    options.diffed = (vnode: VNode) => {
      if (vnode.type === TextField) fieldDraws.count++;
      previous?.(vnode);
    };
    try {
      const button = drawn.rendered.container.querySelector('button[type=submit]')!;
      expect(button.getAttribute('aria-busy')).toBeNull();
      await act(() => {
        drawn.flow!.model.busy.value = true;
      });
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(fieldDraws.count).toBe(0);
      await act(() => {
        drawn.flow!.model.busy.value = false;
      });
      expect(button.getAttribute('aria-busy')).toBeNull();
      expect(fieldDraws.count).toBe(0);
    } finally {
      options.diffed = previous;
    }
  });
});
