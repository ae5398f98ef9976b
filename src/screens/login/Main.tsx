import { useEffect, useId } from 'react';
import type { FormTab } from '../../flows/login';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Container';
import { Banner, Spinner } from '../../ui/Feedback';
import type { PhoneFieldProps } from '../../ui/PhoneField';
import { Tabs } from '../../ui/Tabs';
import { TextField } from '../../ui/TextField';
import { segmentsOf, useMessages } from '../messages';
import type { ScreenProps } from '../screenProps';
import type { ScreenEntry } from '../registry';
import { useScreen } from '../useScreen';

const PHONE_FIELD: ScreenEntry<PhoneFieldProps> = { group: 'phoneField', name: 'PhoneField' };
/** Stands in while no phone tab is shown, so an email-only form never downloads the phone field. */
const NO_PHONE_FIELD: ScreenEntry<PhoneFieldProps> = { Screen: () => null };

const TAB_LABELS = { sms: 'tabSms', whatsapp: 'tabWhatsapp', email: 'tabEmail' } as const;
/** Main: logo, header, and the email or phone form, in tabs when there is more than one method. */
export function Main({ model, theme }: ScreenProps<'main'>) {
  const t = useMessages(model.groupStrings.value);
  const id = useId();
  const errorId = `${id}-error`;
  const tab = model.tab.value;
  const busy = model.busy.value;
  const error = model.error.value;
  const invalid = error !== null && !model.configError;
  const passkeys = model.passkeyMode.value;
  // The button comes first unless the email field offers passkeys in its autofill (product-spec.md §2).
  const passkeyButton = passkeys === 'button' || (passkeys === 'autofill' && tab !== 'email');

  const phone = model.phone.value;
  const PhoneField = useScreen(tab && tab !== 'email' ? PHONE_FIELD : NO_PHONE_FIELD);

  useEffect(() => {
    if (tab && tab !== 'email') void model.showPhone();
  }, [tab]);

  const submit = (event: Event) => {
    event.preventDefault();
    void (tab === 'email' ? model.submitEmail() : model.submitPhone());
  };

  const form =
    model.configError || !tab ? null : (
      <form noValidate onSubmit={(event) => submit(event as unknown as Event)}>
        {tab === 'email' ? (
          <TextField
            id={`${id}-email`}
            label={t.emailLabel}
            type="email"
            inputMode="email"
            autoComplete={passkeys === 'autofill' ? 'username webauthn' : 'email'}
            placeholder={t.emailPlaceholder}
            maxLength={254}
            value={model.email.value}
            invalid={invalid}
            describedBy={errorId}
            onInput={(value) => (model.email.value = value)}
          />
        ) : PhoneField && phone ? (
          <PhoneField
            id={`${id}-phone`}
            label={t.phoneLabel}
            countryLabel={t.countryLabel}
            region={phone.region.value}
            countries={phone.countries.value}
            value={phone.text.value}
            invalid={invalid}
            describedBy={errorId}
            onRegion={phone.setRegion}
            onInput={(value) => void phone.input(value)}
          />
        ) : (
          <Spinner label={t.loading} />
        )}
        <Button type="submit" busy={busy}>
          {tab === 'email' ? t.continueWithEmail : t.continue}
        </Button>
      </form>
    );

  return (
    <>
      {theme.logoImageUrl && <Logo src={theme.logoImageUrl} />}
      {!theme.hideHeaderText && <h1 tabIndex={-1}>{t.header}</h1>}
      <Banner id={errorId} segments={segmentsOf(t, error)} />
      {passkeyButton && (
        <div className="aw-stack" data-before="">
          <Button variant="secondary" busy={busy} onClick={model.passkeyLogin}>
            {t.loginWithPasskey}
          </Button>
        </div>
      )}
      {model.tabs.length > 1 && tab ? (
        <Tabs<FormTab>
          idPrefix={id}
          label={t.formTabs}
          tabs={model.tabs.map((method) => ({ id: method, label: t[TAB_LABELS[method]] }))}
          selected={tab}
          onSelect={model.selectTab}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
    </>
  );
}
