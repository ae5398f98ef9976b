import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useMessages } from '../../screens/messages';
import { Spinner } from '../../ui/Feedback';
import { useOAuthStyles } from './styles';
import type { OneTap as OneTapModel } from './oneTap';
import { enOAuth } from './strings';

/**
 * One Tap in place of the Google button: the 47 px placeholder with a spinner while pending (when
 * embedded, the prompt's room: styles.ts), the prompt inside it when embedded, nothing when it
 * floats at the page's top right, and the normal Google button (`fallback`) once it failed or was
 * closed, with why for a test project.
 *
 * Google finds the prompt's parent with `document.getElementById`, which does not look inside a
 * shadow root: there the parent is a light-DOM child of the host, shown through a named slot at
 * the placeholder. Outside a shadow root the slot is inert and its own child is the parent.
 */
export function OneTap({ oneTap, fallback }: { oneTap: OneTapModel; fallback: ReactNode }) {
  useOAuthStyles();
  const t = useMessages(enOAuth);
  const box = useRef<HTMLDivElement>(null);
  /** The placeholder's height as last laid out, held while the prompt is laid out again. */
  const height = useRef(0);
  const id = `aw-one-tap${useId()}`;
  const embedded = oneTap.position === 'embedded';
  /** Whether the prompt has shown: closing it hands the focus to the Google button. */
  const shown = useRef(false);
  const fallbackBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    const root = el?.getRootNode();
    let parent: HTMLElement | undefined;
    if (embedded && root instanceof ShadowRoot) {
      parent = document.createElement('div');
      parent.id = parent.slot = id;
      root.host.appendChild(parent);
    }
    // The embedded prompt is laid out at the placeholder's width: the model hears it now, before
    // Google is prompted, and at each change (a ResizeObserver's first report may come later).
    let observer: ResizeObserver | undefined;
    if (embedded && el) {
      const measure = () => {
        if (!oneTap.refitting.peek()) height.current = el.offsetHeight;
        oneTap.resize(el.offsetWidth);
      };
      measure();
      (observer = new ResizeObserver(measure)).observe(el);
    }
    void oneTap.show(embedded ? id : undefined);
    return () => {
      observer?.disconnect();
      oneTap.hide();
      parent?.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount: the model, its position and the id are the component's for life
  }, []);
  const status = oneTap.status.value;
  const message = oneTap.message.value;
  useEffect(() => {
    if (status === 'rendered') shown.current = true;
    const el = fallbackBox.current;
    if (status !== 'failed' || !shown.current || !el) return;
    // Google removed its closed prompt: a focus that fell to <body> with it goes to the Google
    // button in its place, not the top of the host page (issue 37).
    const active = document.activeElement;
    if (!active || active === document.body) el.querySelector('button')?.focus();
  }, [status]);
  if (status === 'failed') {
    // In the placeholder's box (47 px, the button 45). A closed prompt gives its room back: what
    // follows moves up as the answer to the person's own Close, not under a finger on its way.
    return (
      <div ref={fallbackBox} className="aw-onetap">
        {fallback}
        {message && <p className="aw-onetap-why">{t[message]}</p>}
      </div>
    );
  }
  return (
    <div
      ref={box}
      className="aw-onetap"
      // The embedded prompt's room from the first paint, so nothing below moves when it shows.
      data-prompt={embedded || undefined}
      hidden={!embedded && status === 'rendered'}
      aria-busy={status === 'pending' || undefined}
      // Google's prompt goes and comes back at the new width: what follows does not move meanwhile.
      // eslint-disable-next-line react-hooks/refs -- the height measured before the refit, read in the render the refitting signal makes
      style={oneTap.refitting.value ? { minHeight: height.current } : undefined}
    >
      {status === 'pending' && <Spinner label={t.loading} />}
      {embedded && (
        <slot name={id}>
          <div id={id} />
        </slot>
      )}
    </div>
  );
}
