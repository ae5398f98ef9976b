import { signal } from '@preact/signals';
import type { WebAuthnRegistration } from '../../contract/index';
import { webauthnApi } from '../../api/webauthn';
import type { Ceremonies } from '../../util/webauthn';
import type { WidgetEvent } from '../../flows/config';
import type { ClientHandle } from '../../session/clientHandle';
import { watchBootstrap } from '../../flows/bootstrap';
import { messageOf, type UiMessage } from '../../flows/messages';
import { registrationFailureOf } from '../../flows/passkeyErrors';

/** A passkey as the list shows it: the user's WebAuthn registration. */
export type Passkey = WebAuthnRegistration;

/** The emulator's and the provider's bound on a passkey's name. */
export const PASSKEY_NAME_MAX_LENGTH = 100;

/** PasskeyRegistrationStart, PasskeyRegistrationSuccess, or the reasons neither can show. */
export type PasskeyRegistrationStep = 'loading' | 'no-user' | 'failed' | 'start' | 'success';

/** The one passkey being renamed or deleted (only one at a time). */
export type PasskeyEdit = { id: string; mode: 'rename'; name: string } | { id: string; mode: 'delete' };

export interface PasskeyRegistrationDeps {
  client: ClientHandle;
  sessionMinutes: number;
  emit(event: WidgetEvent): void;
  reportError(error: unknown): void;
  /** The browser's requests, from the `passkeys` chunk. */
  loadCeremonies(): Promise<Ceremonies>;
  /** Where rename and delete failures go: they are only logged (docs/spec/product.md §4). */
  log?(error: unknown): void;
}

/**
 * The passkey-registration widget's model (the lazy `passkeyRegistration` group): it needs a
 * signed-in user, creates passkeys, and renames and deletes them optimistically.
 */
export function createPasskeyRegistrationModel(deps: PasskeyRegistrationDeps) {
  const { client } = deps;
  const watched = watchBootstrap(client);
  const log = deps.log ?? ((error: unknown) => console.error(error));
  const step = signal<PasskeyRegistrationStep>('loading');
  const busy = signal(false);
  const error = signal<UiMessage | null>(null);
  const registrations = signal<WebAuthnRegistration[]>([]);
  const edit = signal<PasskeyEdit | null>(null);
  let disposed = false;
  let ceremonies: Ceremonies | undefined;

  const update = (id: string, change: (registration: WebAuthnRegistration) => WebAuthnRegistration | null) => {
    registrations.value = registrations.value.flatMap((registration) => {
      if (registration.webauthn_registration_id !== id) return [registration];
      const next = change(registration);
      return next ? [next] : [];
    });
  };

  const model = {
    step,
    busy,
    error,
    registrations,
    edit,
    bootstrap: watched.bootstrap,

    /**
     * The widget needs a signed-in user, checked by fetching the user (docs/spec/product.md §6): the
     * session may live in the provider's own cookies, unseen by local state. Also 'Try again'.
     */
    async start() {
      step.value = 'loading';
      error.value = null;
      try {
        const user = await (await client.ready()).api.users.me();
        if (disposed) return;
        registrations.value = user.webauthn_registrations ?? [];
        step.value = 'start';
      } catch (reason) {
        if (disposed) return;
        // No session, or one the server no longer knows, is no user; anything else is a failure to report.
        const status = (reason as { status_code?: unknown } | null)?.status_code;
        if (status === 401 || status === 404) {
          step.value = 'no-user';
          return;
        }
        // A network failure's message is the catalogue's 'Unable to contact our servers.' (§8).
        error.value = messageOf(reason);
        step.value = 'failed';
        deps.reportError(reason);
      }
    },

    /** 'Create a Passkey' and 'Set up another Passkey': a failure shows on the screen it came from. */
    async register() {
      if (busy.value) return;
      busy.value = true;
      error.value = null;
      edit.value = null;
      try {
        ceremonies ??= await deps.loadCeremonies();
        const loaded = await client.ready();
        const webauthn = webauthnApi(loaded.call);
        const { public_key_credential_creation_options: options } = await webauthn.registerStart();
        const credential = await ceremonies.register(options);
        const auth = await webauthn.register(credential, deps.sessionMinutes);
        if (disposed) return;
        loaded.storeAuth(auth);
        registrations.value = auth.user.webauthn_registrations ?? [];
        deps.emit({ type: 'PASSKEY_REGISTER', data: auth });
        step.value = 'success';
      } catch (reason) {
        const key = registrationFailureOf(reason);
        if (key && !disposed) {
          // The start screen's text names its own buttons; the list has other ones.
          error.value = { key: key === 'passkeyNotCreated' && step.value === 'success' ? 'passkeyNotCreatedOnList' : key };
          deps.reportError(reason);
        }
      } finally {
        busy.value = false;
      }
    },

    /** Ignored while a passkey is being created, as are rename and delete. */
    skip() {
      if (busy.value) return;
      error.value = null;
      deps.emit({ type: 'PASSKEY_SKIP', data: null });
      step.value = 'success';
    },

    /** Tells the host, and closes the list: back to the start, so a person sees it was taken (issue 37). */
    done() {
      if (busy.value) return;
      edit.value = null;
      error.value = null;
      deps.emit({ type: 'PASSKEY_DONE', data: null });
      step.value = 'start';
    },

    /** Starts renaming or deleting one passkey, unless another is being edited. */
    begin(id: string, mode: PasskeyEdit['mode']) {
      if (edit.value || busy.value) return;
      const registration = registrations.value.find((item) => item.webauthn_registration_id === id);
      if (!registration) return;
      edit.value = mode === 'rename' ? { id, mode, name: registration.name } : { id, mode };
    },

    setName(name: string) {
      const current = edit.value;
      if (current?.mode === 'rename') edit.value = { ...current, name: name.slice(0, PASSKEY_NAME_MAX_LENGTH) };
    },

    cancel() {
      edit.value = null;
    },

    /** Saves the new name at once; a blank or unchanged name changes nothing. */
    saveName() {
      const current = edit.value;
      if (current?.mode !== 'rename') return;
      edit.value = null;
      const name = current.name.trim();
      const before = registrations.value.find((item) => item.webauthn_registration_id === current.id);
      if (!name || !before || name === before.name) return;
      update(current.id, (registration) => ({ ...registration, name }));
      client.ready().then((loaded) => webauthnApi(loaded.call).update(current.id, name)).catch(log);
    },

    /** Removes the passkey from the list at once; the server call follows. */
    confirmDelete() {
      const current = edit.value;
      if (current?.mode !== 'delete') return;
      edit.value = null;
      update(current.id, () => null);
      client.ready().then((loaded) => webauthnApi(loaded.call).deleteRegistration(current.id)).catch(log);
    },

    /** Ends a pending browser request when the widget goes away (W2). */
    dispose() {
      disposed = true;
      watched.stop();
      void ceremonies?.abort();
    },
  };
  return model;
}
export type PasskeyRegistrationModel = ReturnType<typeof createPasskeyRegistrationModel>;
