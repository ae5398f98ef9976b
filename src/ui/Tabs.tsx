import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useStyles } from './StyleContext';
import { scopedStyles } from './widgetSheet';

const STYLE = scopedStyles(
  `& [role=tablist]{display:flex;flex-wrap:wrap;border-bottom:1px solid var(--aw-container-borderColor);margin-bottom:16px;}& [role=tab]{flex:1;overflow-wrap:break-word;min-height:40px;background:none;border:0;padding:0 0 3px;font:inherit;color:var(--aw-colors-secondary);cursor:pointer;}& [aria-selected=true]{color:var(--aw-colors-primary);border-bottom:3px solid;padding:0;font-weight:700;}`,
);

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
  useStyles(STYLE);
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
      <div role="tablist" aria-label={label} ref={list} part="tabs" onKeyDown={(e) => move(e as unknown as KeyboardEvent)}>
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
