import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useCss } from './CssContext';

const STYLE = `display:flex;border-bottom:1px solid var(--aw-border);margin-bottom:16px;
& button{flex:1;height:40px;background:none;border:0;border-bottom:3px solid transparent;font:inherit;font-size:16px;color:var(--aw-secondary);cursor:pointer}
& button[aria-selected=true]{color:var(--aw-primary);border-bottom-color:var(--aw-primary);font-weight:700}
& button:focus-visible{outline:2px solid var(--aw-primary);outline-offset:-2px}`;

export interface TabsProps<T extends string> {
  idPrefix: string;
  label: string;
  tabs: { id: T; label: string }[];
  selected: T;
  onSelect(id: T): void;
  children: ReactNode;
}

/** The ARIA tabs pattern: arrow keys, Home and End move between tabs; only the selected one is in the tab order. */
export function Tabs<T extends string>({ idPrefix, label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const css = useCss();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    if (target < 0) return;
    event.preventDefault();
    onSelect(tabs[target].id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role=tab]')[target]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className={css(STYLE)} ref={list} part="tabs" onKeyDown={(e) => move(e as unknown as KeyboardEvent)}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            part="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
