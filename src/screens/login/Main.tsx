import { useEffect, useId } from 'react';
import type { FormTab } from '../../flows/login';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Container';
import { Banner } from '../../ui/Feedback';
import { PhoneField } from '../../ui/PhoneField';
import { Tabs } from '../../ui/Tabs';
import { TextField } from '../../ui/TextField';
import { segmentsOf, useMessages } from '../messages';
import type { ScreenProps } from '../screenProps';

const TAB_LABELS = { sms: 'tabSms', whatsapp: 'tabWhatsapp', email: 'tabEmail' } as const;
let regionNames: Intl.DisplayNames | undefined;
const regionName = (region: string) => {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(region) ?? region;
  } catch {
    return region;
  }
};

/** Main: logo, header, and the email or phone form, in tabs when there is more than one method. */
export function Main({ model, theme }: ScreenProps<'main'>) {
  const t = useMessages();
  const id = useId();
  const errorId = `${id}-error`;
  const tab = model.tab.value;
  const busy = model.busy.value;
  const error = model.error.value;
  const invalid = error !== null && !model.configError;

  useEffect(() => {
    if (tab && tab !== 'email') model.phone.show();
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
            autoComplete="email"
            placeholder={t.emailPlaceholder}
            maxLength={254}
            value={model.email.value}
            invalid={invalid}
            describedBy={errorId}
            onInput={(value) => (model.email.value = value)}
          />
        ) : (
          <PhoneField
            id={`${id}-phone`}
            label={t.phoneLabel}
            countryLabel={t.countryLabel}
            region={model.phone.region.value}
            countries={model.phone.countries.value}
            regionName={regionName}
            value={model.phone.text.value}
            invalid={invalid}
            describedBy={errorId}
            onRegion={model.phone.setRegion}
            onInput={(value) => void model.phone.input(value)}
          />
        )}
        <Button type="submit" busy={busy}>
          {tab === 'email' ? t.continueWithEmail : t.continue}
        </Button>
      </form>
    );

  return (
    <>
      {theme.logo.logoImageUrl && <Logo src={theme.logo.logoImageUrl} />}
      {!theme.hideHeaderText && <h1 tabIndex={-1}>{t.header}</h1>}
      <Banner id={errorId} variant="error" segments={segmentsOf(t, error)} />
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
