import { useContext, useEffect, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { PROVIDER_BRAND, PROVIDER_SITE } from '../util/provider';
import { Banner, Spinner } from './Feedback';
import { StyleContext, useStyles } from './StyleContext';
import { themeRule, type ThemeColors } from './theme';
import { WIDGET_SHEET } from './widgetSheet';

export interface ContainerProps {
  /** The theme's custom properties, and the dark preset's declarations (inside a prefers-color-scheme query for 'auto'). */
  theme: ThemeColors;
  children: ReactNode;
}

/**
 * The widget's card: the stylesheet's root class (its text is in our style element from the
 * start), and the theme's rule of custom properties, so host styles never become markup.
 */
export function Container({ theme, children }: ContainerProps) {
  const rule = useMemo(() => themeRule(theme), [theme]);
  useStyles(rule.text);
  const { lang = 'en', dir } = useContext(StyleContext);
  return (
    <div className={`${WIDGET_SHEET.className} ${rule.className}`} part="container" lang={lang} dir={dir}>
      {children}
    </div>
  );
}

/** A screen's heading, at the host's level (StyleContext); Frame focuses the heading of each new screen. */
export function Heading(props: { children: ReactNode; id?: string; ref?: Ref<HTMLHeadingElement> }) {
  const H = `h${useContext(StyleContext).headingLevel || 1}` as 'h1';
  return <H className="aw-h" tabIndex={-1} {...props} />;
}

/** The back arrow; `inactive` while the step's request runs, since its answer would move the screen on anyway. */
export function BackButton({ label, inactive, onClick }: { label: string; inactive?: boolean; onClick(): void }) {
  return (
    <button type="button" className="aw-back" aria-label={label} aria-disabled={inactive || undefined} onClick={onClick} part="back">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
      </svg>
    </button>
  );
}

/**
 * The 'Powered by' watermark, linking to the provider's site, as the bootstrap's
 * `disable_sdk_watermark` says. Until the bootstrap arrives it takes its room unseen (`hidden`,
 * kept in the layout by the stylesheet), so the card does not grow then and push the host's page
 * down (most projects show it).
 */
export function PoweredBy({ label, disabled }: { label: string; disabled: boolean | undefined }) {
  return disabled ? null : (
    <div className="aw-footer" part="watermark" hidden={disabled === undefined}>
      {label}
      <a href={PROVIDER_SITE} target="_blank" rel="noopener noreferrer">
        {PROVIDER_BRAND}
      </a>
    </div>
  );
}

/**
 * A widget's card and its content: focus moves to the heading of each new `screen`, or to the
 * control it marks with data-focus, unless the person is already in one of its fields (the first
 * render leaves the host page's focus alone), then the footer (the watermark).
 */
export function Frame({
  theme,
  screen,
  footer,
  children,
}: ContainerProps & { screen: unknown; footer: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const shown = useRef(screen);
  useEffect(() => {
    const find = (selector: string) => frame.current?.querySelector<HTMLElement>(selector);
    // A field the person is already typing in on the new screen keeps the focus (an effect runs
    // after the paint); a screen whose first act is typing (a passcode's boxes) marks where to
    // start with data-focus; else its heading.
    if (shown.current !== screen) (find('input:focus') ?? find('[data-focus]') ?? find('.aw-h'))?.focus();
    shown.current = screen;
  }, [screen]);
  return (
    <Container theme={theme}>
      <div ref={frame}>
        {children}
        {footer}
      </div>
    </Container>
  );
}

/**
 * The floating indicator shown while the bootstrap loads (`label` then). Its status region is there,
 * empty, from the first render, so screen readers hear the label when loading starts.
 */
export function Floating({ label }: { label: string | false }) {
  return (
    <div className="aw-floating" role="status">
      {label && <Spinner label={label} />}
    </div>
  );
}

/** What shows when a lazy screen or widget cannot be loaded: a heading, and why in the alert. */
export function LoadFailed({ t }: { t: { somethingWrong: string; networkError: string } }) {
  return (
    <>
      <Heading>{t.somethingWrong}</Heading>
      <Banner segments={[{ text: t.networkError }]} />
    </>
  );
}

/** A card that is only waiting (a lazy screen, a widget's first load): its heading and a spinner. */
export function Waiting({ heading }: { heading: string }) {
  return (
    <div className="aw-center">
      <Heading>{heading}</Heading>
      <Spinner />
    </div>
  );
}

export function Logo({ src }: { src: string }) {
  return <img className="aw-logo" src={src} alt="" part="logo" />;
}
