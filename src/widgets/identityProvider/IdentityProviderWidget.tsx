import type { IdentityProviderModel } from './flow/model';
import { enIdentityProvider } from './strings';
import { Button } from '../../ui/Button';
import { Confirmation } from '../../ui/Confirmation';
import { Frame, Heading, Logo, PoweredBy, Waiting } from '../../ui/Container';
import { Banner } from '../../ui/Feedback';
import { useLazyTextStyles } from '../../ui/lazyStyles';
import { useStyles } from '../../ui/StyleContext';
import type { Theme } from '../../ui/theme';
import { scopedStyles } from '../../ui/widgetSheet';
import { WidgetRoom } from '../../ui/WidgetRoom';
import { segmentsOf, useLang, useMessages } from '../../screens/messages';
import { interpolate } from '../../screens/interpolate';
import { byPerson, Consent } from './Consent';

// The application's logo starts the line, as its heading and list do (issue 37), in right to left
// too: 56 px high, as wide as its shape makes it (not stretched across the room's column), so the
// image itself, not a box around it, starts where the heading does. The project's own logo (Logo)
// above stays centred, as on every widget's card.
const CONSENT_STYLES = scopedStyles(`& .aw-client-logo{align-self:start;height:56px;max-width:100%;object-fit:contain;margin:0 0 16px;}
& .aw-manifest ul{margin:0 0 12px;padding-inline-start:24px;}& .aw-manifest ul ul{margin:4px 0 0;}& .aw-manifest li+li{margin-top:4px;}`);

/**
 * IDPConsent (docs/spec/product.md §2): the spinner while loading, the consent or logout question, the
 * error screen, 'No' answered, and the success screen while the browser leaves. Each new screen's
 * heading takes focus (Frame).
 */
export function IdentityProviderWidget({ model, theme }: { model: IdentityProviderModel; theme: Theme }) {
  const t = useMessages(enIdentityProvider);
  const lang = useLang();
  useLazyTextStyles();
  useStyles(CONSENT_STYLES);
  const step = model.step.value;
  const busy = model.busy.value;
  const project = model.project.value;
  const bootstrap = model.bootstrap.value;
  let content;
  if (step.name === 'loading') {
    content = <Waiting heading={t.loading} />;
  } else if (step.name === 'consent') {
    content = <Consent consent={step.consent} project={project} busy={busy} t={t} onAllow={model.allow} onDeny={model.deny} />;
  } else if (step.name === 'logout') {
    content = (
      <>
        <Heading>{t.logoutHeader}</Heading>
        <p>{interpolate(t.logoutText, { project })}</p>
        <div className="aw-stack">
          <Button onClick={byPerson(model.confirmLogout)}>{t.yes}</Button>
          <Button variant="secondary" onClick={model.declineLogout}>
            {t.no}
          </Button>
        </div>
      </>
    );
  } else if (step.name === 'logout-declined') {
    content = <Heading>{t.logoutDeclined}</Heading>;
  } else if (step.name === 'error') {
    content = (
      <>
        <Heading>{t.errorHeader}</Heading>
        <Banner segments={segmentsOf(t, step.message, lang)} />
      </>
    );
  } else {
    content = <Confirmation header={t.success} text={t.redirecting} />;
  }
  return (
    <Frame theme={theme} screen={step} footer={<PoweredBy label={t.poweredBy} disabled={bootstrap.data.disable_sdk_watermark} />}>
      <WidgetRoom room={model.flow == 'logout' ? 'idpLogout' : 'identityProvider'}>
        {theme.logoImageUrl && step.name !== 'loading' && <Logo src={theme.logoImageUrl} />}
        {content}
      </WidgetRoom>
    </Frame>
  );
}
