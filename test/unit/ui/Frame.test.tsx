// Frame's focus on a new screen (ui/Container.tsx): the first render leaves the host page's focus
// alone; each new screen moves it to its heading, or to the control it marks with data-focus;
// a field the person is already in on the new screen keeps it.
import { describe, expect, it } from 'vitest';
import { Frame, Heading } from '../../../src/ui/Container';
import { createTheme } from '../../../src/ui/theme';
import { renderWithCss } from '../../support/render';
import { screenTest } from '../../support/screenTest';

const drawn = screenTest();
const theme = createTheme({});

/** One component for every screen, so preact keeps its nodes (the button) from one to the next. */
function Screen({ name, mark, typeAt }: { name: string; mark?: boolean; typeAt?: boolean }) {
  return (
    <>
      <Heading>{name}</Heading>
      {/* The person's click into the field, which happens before Frame's effect. */}
      <input aria-label="Field" data-focus={mark || undefined} ref={(input) => void (typeAt && input?.focus())} />
      <button type="button">Go on</button>
    </>
  );
}

const draw = (name: string, props: { mark?: boolean; typeAt?: boolean } = {}) => (
  <Frame theme={theme} screen={name} footer={null}>
    <Screen name={name} {...props} />
  </Frame>
);

async function show(name: string, props?: { mark?: boolean; typeAt?: boolean }) {
  if (drawn.rendered) await drawn.rendered.rerender(draw(name, props));
  else drawn.rendered = await renderWithCss(draw(name, props));
  return drawn.rendered.container;
}

describe('Frame', () => {
  it("leaves the host page's focus where it is on the first render", async () => {
    const hostField = document.body.appendChild(document.createElement('input'));
    hostField.focus();
    await show('first');
    expect(document.activeElement).toBe(hostField);
    hostField.remove();
  });

  it('moves focus to the heading of a new screen, even from a button the new screen kept', async () => {
    const root = await show('first');
    const button = root.querySelector('button')!;
    button.focus();
    await show('second');
    expect(root.querySelector('button')).toBe(button);
    expect(document.activeElement).toBe(root.querySelector('h1'));
    expect(document.activeElement?.textContent).toBe('second');
  });

  it('moves focus to the control a new screen marks with data-focus', async () => {
    const root = await show('first');
    await show('second', { mark: true });
    expect(document.activeElement).toBe(root.querySelector('input'));
  });

  it('leaves the focus in a field the person is already in on the new screen', async () => {
    const root = await show('first');
    await show('second', { typeAt: true });
    expect(document.activeElement).toBe(root.querySelector('input'));
  });
});
