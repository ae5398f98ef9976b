import { useEffect, useMemo, useRef } from 'react';
import type { LoginModel } from '../flows/login';
import { BackButton, Container, Floating, Watermark } from '../ui/Container';
import { Spinner, Toasts } from '../ui/Feedback';
import { themeVariables, type Theme } from '../ui/theme';
import { PROVIDER_BRAND, PROVIDER_SITE } from '../util/provider';
import { textOf, useMessages } from './messages';
import { loginScreens } from './registry';

/** The login widget's frame: the card, the current step's screen, toasts, loading and the watermark. */
export function LoginWidget({ model, theme }: { model: LoginModel; theme: Theme }) {
  const t = useMessages();
  const step = model.step.value;
  const bootstrap = model.bootstrap.value;
  const { Screen, back } = loginScreens[step.name];
  const variables = useMemo(() => themeVariables(theme), [theme]);
  const frame = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Each new screen moves focus to its heading; the first render leaves the host page's focus alone.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    frame.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [step.name]);

  return (
    <Container variables={variables}>
      <div ref={frame}>
        {bootstrap.loading && (
          <Floating>
            <Spinner size={16} label={t.loading} />
          </Floating>
        )}
        {back && <BackButton label={t.back} onClick={model.back} />}
        <Screen model={model} step={step as never} theme={theme} />
        {!bootstrap.data.disable_sdk_watermark && <Watermark label={t.poweredBy} href={PROVIDER_SITE} brand={PROVIDER_BRAND} />}
      </div>
      <Toasts
        toasts={model.toasts.list.value.map((toast) => ({ id: toast.id, variant: toast.variant, text: textOf(t, toast.message) }))}
        dismissLabel={t.dismiss}
        onDismiss={model.toasts.dismiss}
      />
    </Container>
  );
}
