import { useEffect, useRef } from 'react';
import { PASSKEY_NAME_MAX_LENGTH, type Passkey, type PasskeyEdit, type PasskeyRegistrationModel } from '../../flows/passkeyRegistration';
import { enPasskeyRegistration, format } from '../../i18n/en';
import { Button } from '../../ui/Button';
import { Frame, Logo } from '../../ui/Container';
import { useStyles } from '../../ui/StyleContext';
import { scopedStyles } from '../../ui/widgetSheet';
import { Banner, Spinner } from '../../ui/Feedback';
import type { Theme } from '../../ui/theme';
import { segmentsOf, useMessages } from '../messages';
import { useLazyTextStyles } from '../../ui/lazyStyles';

type Strings = ReturnType<typeof useMessages<typeof enPasskeyRegistration>>;

const LIST_STYLES = scopedStyles(`& .aw-passkeys{list-style:none;margin:0 0 16px;padding:0;display:flex;flex-direction:column;gap:8px;
& li{display:flex;flex-direction:column;gap:8px;padding:4px 4px 4px 12px;border:1px solid var(--aw-container-borderColor);border-radius:4px;}
& .aw-item{display:flex;flex-direction:row;align-items:center;gap:4px;min-height:45px;}
& .aw-item input{flex:1;height:37px;font-size:16px;}
& .aw-name{flex:1;min-width:0;overflow-wrap:anywhere;}
& .aw-icon{display:inline-flex;align-items:center;justify-content:center;flex:none;width:37px;height:37px;padding:0;background:none;border:0;border-radius:50%;color:var(--aw-colors-primary);cursor:pointer;}
& .aw-warning{margin:0;font-size:14px;color:var(--aw-colors-error);}
& .aw-actions{display:flex;gap:8px;padding:0 8px 8px 0;}}`);

/** Pencil, check mark and bin, drawn in the text colour of their button. */
const ICONS = {
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
  save: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  delete: 'M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z',
};

function IconButton({ icon, label, disabled, type = 'button', onClick }: { icon: keyof typeof ICONS; label: string; disabled?: boolean; type?: 'button' | 'submit'; onClick?: () => void }) {
  return (
    <button type={type} className="aw-icon" aria-label={label} title={label} disabled={disabled} onClick={onClick} part={`icon-button icon-${icon}`}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={ICONS[icon]} />
      </svg>
    </button>
  );
}

/** One passkey: its name (as text), renamed in place or deleted after a warning; one at a time. */
function PasskeyItem({ registration, edit, model, t }: { registration: Passkey; edit: PasskeyEdit | null; model: PasskeyRegistrationModel; t: Strings }) {
  const id = registration.webauthn_registration_id;
  const mine = edit?.id === id ? edit : null;
  const focusTarget = useRef<HTMLInputElement & HTMLButtonElement>(null);
  useEffect(() => focusTarget.current?.focus(), [mine?.mode]);
  const name = registration.name;

  if (mine?.mode === 'rename') {
    return (
      <li>
        <form
          className="aw-item"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            model.saveName();
          }}
        >
          <input
            ref={focusTarget}
            aria-label={t.passkeyName}
            value={mine.name}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            onInput={(event) => model.setName((event.target as HTMLInputElement).value)}
            onKeyDown={(event) => event.key === 'Escape' && model.cancel()}
          />
          <IconButton icon="save" type="submit" label={t.saveName} />
        </form>
      </li>
    );
  }
  const busyElsewhere = edit !== null;
  return (
    <li>
      <div className="aw-item">
        <span className="aw-name">{name}</span>
        <IconButton icon="edit" label={format(t.renamePasskey, { name })} disabled={busyElsewhere} onClick={() => model.begin(id, 'rename')} />
        <IconButton icon="delete" label={format(t.deletePasskey, { name })} disabled={busyElsewhere} onClick={() => model.begin(id, 'delete')} />
      </div>
      {mine?.mode === 'delete' && (
        <>
          <p className="aw-warning" role="alert">
            {t.deleteWarning}
          </p>
          <div className="aw-actions">
            <Button variant="primary" onClick={model.confirmDelete}>
              {t.confirmDelete}
            </Button>
            <button ref={focusTarget} type="button" className="aw-btn aw-btn-secondary" part="button button-secondary" onClick={model.cancel}>
              {t.cancel}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

/** PasskeyRegistrationStart, PasskeyRegistrationSuccess, or why neither can show. */
export function PasskeyRegistrationWidget({ model, theme }: { model: PasskeyRegistrationModel; theme: Theme }) {
  const t = useMessages(enPasskeyRegistration);
  useLazyTextStyles();
  useStyles(LIST_STYLES);
  const step = model.step.value;
  const error = model.error.value;
  const busy = model.busy.value;
  const bootstrap = model.bootstrap.get();
  let content;
  if (step === 'loading') {
    content = (
      <div className="aw-center">
        <Spinner label={t.loading} />
      </div>
    );
  } else if (step === 'no-user' || step === 'failed') {
    content = <Banner segments={step === 'no-user' ? [{ text: t.noUser }] : segmentsOf(t, error)} />;
  } else if (step === 'start') {
    content = (
      <>
        <h1 tabIndex={-1}>{t.passkeySetupHeader}</h1>
        <p>{t.passkeySetupText}</p>
        <div className="aw-stack">
          <Banner segments={segmentsOf(t, error)} />
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
    const registrations = model.registrations.value;
    content = (
      <>
        <h1 tabIndex={-1}>{t.existingPasskeys}</h1>
        {registrations.length ? (
          <ul className="aw-passkeys" part="passkey-list">
            {registrations.map((registration) => (
              <PasskeyItem key={registration.webauthn_registration_id} registration={registration} edit={edit} model={model} t={t} />
            ))}
          </ul>
        ) : (
          <p className="aw-muted">{t.noPasskeys}</p>
        )}
        <div className="aw-stack">
          <Button variant="secondary" busy={busy} onClick={model.register}>
            {t.setUpAnother}
          </Button>
          <Button onClick={model.done}>{t.done}</Button>
        </div>
      </>
    );
  }
  return (
    <Frame variables={theme.variables} screen={step} poweredBy={bootstrap.data.disable_sdk_watermark === false && t.poweredBy}>
      {theme.logoImageUrl && step !== 'loading' && <Logo src={theme.logoImageUrl} />}
      {content}
    </Frame>
  );
}

