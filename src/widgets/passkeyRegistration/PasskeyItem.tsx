import { useRef, type Ref } from 'react';
import { PASSKEY_NAME_MAX_LENGTH, type Passkey, type PasskeyEdit, type PasskeyRegistrationModel } from './model';
import { format } from '../../i18n/en';
import type { enPasskeyRegistration } from './strings';
import { Button } from '../../ui/Button';
import type { useMessages } from '../../screens/messages';

import { focusIfLost } from './focus';

type Strings = ReturnType<typeof useMessages<typeof enPasskeyRegistration>>;

/** Pencil and bin, drawn in the text colour of their button. */
const ICONS = {
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
  delete: 'M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z',
};

interface IconButtonProps {
  icon: keyof typeof ICONS;
  label: string;
  /** Shown as unavailable but kept focusable (aria-disabled), so focus never drops to the page; the model ignores it meanwhile. */
  inactive?: boolean;
  onClick?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

function IconButton({ icon, label, inactive, onClick, buttonRef }: IconButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="aw-icon"
      aria-label={label}
      title={label}
      aria-disabled={inactive || undefined}
      onClick={onClick}
      part={`icon-button icon-${icon}`}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={ICONS[icon]} />
      </svg>
    </button>
  );
}

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * One passkey: its name (as text), renamed in place or deleted after a warning; one at a time.
 * Focus never falls to the page: each mode's first control takes it as it appears, and the icons
 * take it back as they reappear (refs run in the same commit, after the old controls are gone).
 */
export function PasskeyItem({ registration, edit, busy, model, t }: { registration: Passkey; edit: PasskeyEdit | null; busy: boolean; model: PasskeyRegistrationModel; t: Strings }) {
  const id = registration.webauthn_registration_id;
  const mine = edit?.id === id ? edit : null;
  const item = useRef<HTMLLIElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const name = registration.name;
  /** Before this passkey goes, focus moves to the one taking its place (or the one before), else the heading. */
  const confirmDelete = () => {
    const li = item.current!;
    const neighbour = li.nextElementSibling ?? li.previousElementSibling;
    (neighbour?.querySelector('button') ?? li.closest('[part=container]')?.querySelector<HTMLElement>('.aw-h'))?.focus();
    model.confirmDelete();
  };
  const cancelDelete = () => {
    deleteButton.current?.focus();
    model.cancel();
  };

  if (mine?.mode === 'rename') {
    return (
      <li>
        {/* The name's field on its own line, 'Save' and 'Cancel' side by side under it (issue 37). */}
        <form
          className="aw-rename"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            model.saveName();
          }}
        >
          <input
            ref={focusOnMount}
            aria-label={t.passkeyName}
            value={mine.name}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            onInput={(event) => model.setName((event.target as HTMLInputElement).value)}
            onKeyDown={(event) => event.key === 'Escape' && model.cancel()}
          />
          <div className="aw-actions">
            <Button type="submit">{t.save}</Button>
            <Button variant="secondary" onClick={model.cancel}>
              {t.cancel}
            </Button>
          </div>
        </form>
      </li>
    );
  }
  const inactive = edit !== null || busy;
  return (
    <li ref={item}>
      <div className="aw-item">
        <span className="aw-name">{name}</span>
        <IconButton icon="edit" buttonRef={focusIfLost} label={format(t.renamePasskey, { name })} inactive={inactive} onClick={() => model.begin(id, 'rename')} />
        <IconButton icon="delete" buttonRef={deleteButton} label={format(t.deletePasskey, { name })} inactive={inactive} onClick={() => model.begin(id, 'delete')} />
      </div>
      {mine?.mode === 'delete' && (
        <>
          <p className="aw-warning" role="alert">
            {t.deleteWarning}
          </p>
          <div className="aw-actions">
            <Button variant="danger" onClick={confirmDelete}>
              {t.confirmDelete}
            </Button>
            <Button variant="secondary" buttonRef={focusOnMount} onClick={cancelDelete}>
              {t.cancel}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
