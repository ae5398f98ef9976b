import { useEffect, useRef } from 'react';
import type { LoginModel } from '../flows/login';
import { BackButton, Container, Floating, Watermark } from '../ui/Container';
import { Banner, Spinner } from '../ui/Feedback';
import type { Theme } from '../ui/theme';
import { PROVIDER_BRAND, PROVIDER_SITE } from '../util/provider';
import { useMessages } from './messages';
import { loginScreens } from './registry';
import type { ScreenProps } from './screenProps';
import { useScreen } from './useScreen';

/** The login widget's frame: the card, the current step's screen, toasts, loading and the watermark. */
export function LoginWidget({ model, theme }: { model: LoginModel; theme: Theme }) {
  const t = useMessages();
  const step = model.step.value;
  const bootstrap = model.bootstrap.value;
  const entry = loginScreens[step.name];
  const Screen = useScreen<ScreenProps<typeof step.name>>(entry as never);
  const frame = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Each new screen moves focus to its heading; the first render leaves the host page's focus alone.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    frame.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [step.name, Screen]);

  return (
    <Container variables={theme.variables}>
      <div ref={frame}>
        {bootstrap.loading && (
          <Floating>
            <Spinner size={16} label={t.loading} />
          </Floating>
        )}
        {entry.back && <BackButton label={t.back} onClick={model.back} />}
        {Screen ? (
          <Screen model={model} step={step as never} theme={theme} />
        ) : Screen === null ? (
          <Banner segments={[{ text: t.networkError }]} />
        ) : (
          <div className="aw-center">
            <Spinner label={t.loading} />
          </div>
        )}
        {bootstrap.data.disable_sdk_watermark === false && <Watermark label={t.poweredBy} href={PROVIDER_SITE} brand={PROVIDER_BRAND} />}
      </div>
    </Container>
  );
}
