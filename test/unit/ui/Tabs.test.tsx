import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../../src/ui/Tabs';
import { fire, key, renderWithCss, type Rendered } from '../../support/render';

type Id = 'sms' | 'whatsapp' | 'email';
const TABS: { id: Id; label: string }[] = [
  { id: 'sms', label: 'Text' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'email', label: 'Email' },
];

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

async function renderTabs(initial: Id = 'sms') {
  const onSelect = vi.fn();
  function Harness() {
    const [selected, setSelected] = useState<Id>(initial);
    return (
      <Tabs<Id>
        idPrefix="t"
        label="Sign-in method"
        tabs={TABS}
        selected={selected}
        onSelect={(id) => {
          onSelect(id);
          setSelected(id);
        }}
      >
        <p>panel for {selected}</p>
      </Tabs>
    );
  }
  rendered = await renderWithCss(<Harness />);
  const tabs = () => [...rendered!.container.querySelectorAll<HTMLButtonElement>('[role=tab]')];
  const selected = () => tabs().filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);
  const tabbable = () => tabs().filter((tab) => tab.tabIndex === 0).map((tab) => tab.textContent);
  const press = async (name: string) => {
    const event = key(name);
    await fire(document.activeElement ?? tabs()[0]!, event);
    return event;
  };
  return { tabs, selected, tabbable, press, onSelect };
}

describe('Tabs (ARIA tabs pattern)', () => {
  it('wires tablist, tabs and panel together; only the selected tab is tabbable', async () => {
    const { tabs, selected, tabbable } = await renderTabs('whatsapp');
    const list = rendered!.container.querySelector('[role=tablist]')!;
    expect(list.getAttribute('aria-label')).toBe('Sign-in method');
    expect(selected()).toEqual(['WhatsApp']);
    expect(tabbable()).toEqual(['WhatsApp']);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    const panel = rendered!.container.querySelector('[role=tabpanel]')!;
    expect(panel.getAttribute('aria-labelledby')).toBe('t-tab-whatsapp');
    expect(tabs().every((tab) => tab.getAttribute('aria-controls') === panel.id)).toBe(true);
    expect(panel.textContent).toBe('panel for whatsapp');
  });

  it('ArrowRight and ArrowLeft move the selection and focus, wrapping around', async () => {
    const { tabs, selected, tabbable, press } = await renderTabs('sms');
    tabs()[0]!.focus();
    expect((await press('ArrowRight')).defaultPrevented).toBe(true);
    expect(selected()).toEqual(['WhatsApp']);
    expect(tabbable()).toEqual(['WhatsApp']);
    expect(document.activeElement).toBe(tabs()[1]);
    await press('ArrowRight');
    await press('ArrowRight');
    expect(selected()).toEqual(['Text']);
    expect(document.activeElement).toBe(tabs()[0]);
    await press('ArrowLeft');
    expect(selected()).toEqual(['Email']);
    expect(tabbable()).toEqual(['Email']);
    expect(document.activeElement).toBe(tabs()[2]);
  });

  it('Home and End go to the first and last tab', async () => {
    const { tabs, selected, press } = await renderTabs('whatsapp');
    tabs()[1]!.focus();
    await press('End');
    expect(selected()).toEqual(['Email']);
    expect(document.activeElement).toBe(tabs()[2]);
    await press('Home');
    expect(selected()).toEqual(['Text']);
    expect(document.activeElement).toBe(tabs()[0]);
    expect(rendered!.container.querySelector('[role=tabpanel]')!.textContent).toBe('panel for sms');
  });

  it('other keys do nothing and are not swallowed', async () => {
    const { tabs, onSelect, press } = await renderTabs('sms');
    tabs()[0]!.focus();
    const event = await press('a');
    expect(event.defaultPrevented).toBe(false);
    await press('Enter');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('a click selects', async () => {
    const { tabs, selected } = await renderTabs('sms');
    await fire(tabs()[2]!, new MouseEvent('click', { bubbles: true }));
    expect(selected()).toEqual(['Email']);
  });
});
