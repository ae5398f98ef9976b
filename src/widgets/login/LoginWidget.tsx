import type { LoginModel } from '../../login/model';
import { BackButton, Floating, Frame, LoadFailed, PoweredBy, Waiting } from '../../ui/Container';
import type { Theme } from '../../ui/theme';
import { useMessages } from '../../screens/messages';
import type { ScreenProps } from '../../login/screenProps';
import type { ProductStep } from '../../login/steps';
import type { ScreenEntry } from '../../screens/groups';

/** Each step's screen, by step name: the root's registry (loginScreens.ts). */
export type LoginScreens = Record<string, ScreenEntry<ScreenProps<ProductStep>>>;
import { useScreen } from '../../screens/useScreen';

/**
 * What the bootstrap decides: the loading indicator and the watermark. Only this re-renders when
 * the bootstrap arrives (from storage after first paint, then from the network), not the screen.
 */
function BootstrapStatus({ model, part }: { model: LoginModel; part: 'loading' | 'watermark' }) {
  const t = useMessages();
  const { data, loading } = model.bootstrap.value;
  if (part === 'watermark') return <PoweredBy label={t.poweredBy} disabled={data.disable_sdk_watermark} />;
  return <Floating label={loading && t.loading} />;
}

/** The login widget: the current step's screen in the frame, with the back arrow and the loading indicator. */
export function LoginWidget({ model, theme, screens }: { model: LoginModel; theme: Theme; screens: LoginScreens }) {
  const t = useMessages();
  const step = model.step.value;
  const entry = screens[step.name]!;
  const Screen = useScreen(entry);

  // A lazy screen takes focus when it arrives, so the frame's screen is the step once it can show.
  return (
    <Frame theme={theme} screen={Screen && step.name} footer={<BootstrapStatus model={model} part="watermark" />}>
      <BootstrapStatus model={model} part="loading" />
      {entry.back && <BackButton label={t.back} inactive={model.backBlocked.value} onClick={model.back} />}
      {Screen ? (
        // eslint-disable-next-line react-hooks/static-components -- useScreen gives a module's component, the same one each render
        <Screen model={model} step={step} theme={theme} />
      ) : Screen === null ? (
        <LoadFailed t={t} />
      ) : (
        <Waiting heading={t.loading} />
      )}
    </Frame>
  );
}
