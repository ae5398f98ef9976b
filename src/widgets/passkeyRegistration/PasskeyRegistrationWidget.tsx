import type { PasskeyRegistrationModel } from './model';
import { enPasskeyRegistration } from './strings';
import { Floating, Frame, Heading, Logo, PoweredBy, Waiting } from '../../ui/Container';
import { useStyles } from '../../ui/StyleContext';
import { scopedStyles } from '../../ui/widgetSheet';
import { Banner } from '../../ui/Feedback';
import type { Theme } from '../../ui/theme';
import { segmentsOf, useLang, useMessages } from '../../screens/messages';
import { useLazyTextStyles } from '../../ui/lazyStyles';
import { WidgetRoom } from '../../ui/WidgetRoom';
import { Button } from '../../ui/Button';
import { focusIfLost } from './focus';
import { PasskeyItem } from './PasskeyItem';

const LIST_STYLES = scopedStyles(`& .aw-passkeys{list-style:none;margin:0 0 16px;padding:0;display:flex;flex-direction:column;gap:8px;
& li{display:flex;flex-direction:column;gap:8px;padding:4px 4px 4px 12px;border:1px solid var(--aw-container-borderColor);border-radius:6px;}
& .aw-item{display:flex;flex-direction:row;align-items:center;gap:4px;min-height:45px;}
& .aw-rename{display:flex;flex-direction:column;gap:8px;padding-top:4px;}
& .aw-rename input{width:calc(100% - 8px);height:37px;font-size:16px;}
& .aw-btn-danger{background:var(--aw-container-backgroundColor);color:var(--aw-colors-error);border-color:var(--aw-colors-error);border-radius:var(--aw-buttons-secondary-borderRadius);}
& .aw-name{flex:1;min-width:0;overflow-wrap:anywhere;}
& .aw-icon{display:inline-flex;align-items:center;justify-content:center;flex:none;width:37px;height:37px;padding:0;background:none;border:0;border-radius:50%;color:var(--aw-colors-primary);cursor:pointer;}
& .aw-warning{margin:0;font-size:14px;color:var(--aw-colors-error);}
& .aw-actions{display:flex;flex-wrap:wrap;gap:8px;padding:0 8px 8px 0;}
& .aw-actions>*{flex:1 1 6em;padding-inline:8px;}}`);

/**
 * PasskeyRegistrationStart, PasskeyRegistrationSuccess, or why neither can show. When the pressed
 * button goes with its screen, the new heading takes focus as it appears (Frame moves it there
 * too, but only after the next paint, leaving it on the page meanwhile).
 */
export function PasskeyRegistrationWidget({ model, theme }: { model: PasskeyRegistrationModel; theme: Theme }) {
  const t = useMessages(enPasskeyRegistration);
  const lang = useLang();
  useLazyTextStyles();
  useStyles(LIST_STYLES);
  const step = model.step.value;
  const error = model.error.value;
  const busy = model.busy.value;
  const bootstrap = model.bootstrap.value;
  const registrations = model.registrations.value;
  let content;
  if (step === 'loading') {
    content = <Waiting heading={t.loading} />;
  } else if (step === 'no-user') {
    // The widget's own title: the alert says why it cannot be used.
    content = (
      <>
        <Heading>{t.passkeySetupHeader}</Heading>
        <Banner segments={[{ text: t.noUser }]} />
      </>
    );
  } else if (step === 'failed') {
    content = (
      <>
        <Heading>{t.somethingWrong}</Heading>
        <div className="aw-stack">
          <Banner segments={segmentsOf(t, error, lang)} />
          <Button variant="secondary" onClick={model.start}>
            {t.tryAgain}
          </Button>
        </div>
      </>
    );
  } else if (step === 'start') {
    content = (
      <>
        <Heading key={step} ref={focusIfLost}>
          {t.passkeySetupHeader}
        </Heading>
        <p>{t.passkeySetupText}</p>
        <div className="aw-stack">
          <Banner segments={segmentsOf(t, error, lang)} />
          <Button busy={busy} onClick={model.register}>
            {t.createPasskey}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={model.skip}>
            {t.skip}
          </Button>
        </div>
      </>
    );
  } else {
    const edit = model.edit.value;
    content = (
      <>
        {/* With none left, only the empty state, as the heading that keeps the focus. */}
        <Heading key={step} ref={focusIfLost}>
          {registrations.length ? t.existingPasskeys : t.noPasskeys}
        </Heading>
        {registrations.length > 0 && (
          <ul className="aw-passkeys" part="passkey-list">
            {registrations.map((registration) => (
              <PasskeyItem key={registration.webauthn_registration_id} registration={registration} edit={edit} busy={busy} model={model} t={t} />
            ))}
          </ul>
        )}
        <div className="aw-stack">
          <Banner segments={segmentsOf(t, error, lang)} />
          <Button variant="secondary" busy={busy} onClick={model.register}>
            {t.setUpAnother}
          </Button>
          <Button onClick={model.done}>{t.done}</Button>
        </div>
      </>
    );
  }
  return (
    <Frame theme={theme} screen={step} footer={<PoweredBy label={t.poweredBy} disabled={bootstrap.data.disable_sdk_watermark} />}>
      {/* While the project's settings load, as on the login widget. */}
      <Floating label={bootstrap.loading && t.loading} />
      <WidgetRoom room="passkeyRegistration">
        {theme.logoImageUrl && step !== 'loading' && <Logo src={theme.logoImageUrl} />}
        {content}
      </WidgetRoom>
    </Frame>
  );
}
