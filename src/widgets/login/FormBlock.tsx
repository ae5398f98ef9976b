import { useEffect, useId } from 'react';
import type { LoginModel } from '../../login/model';
import type { FormTab } from '../../login/product';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Feedback';
import type { PhoneFieldProps } from '../../ui/PhoneField';
import type { TabsProps } from '../../ui/Tabs';
import { TextField } from '../../ui/TextField';
import { useMessages } from '../../screens/messages';
import type { ScreenEntry } from '../../screens/groups';
import { useScreen } from '../../screens/useScreen';

type PhoneFieldGroup = typeof import('./phone/index');
const PHONE_FIELD: ScreenEntry<PhoneFieldProps, PhoneFieldGroup> = { group: 'phoneField', name: 'PhoneField' };
/** Stands in while no phone tab (or no tab bar) is shown, so an email-only form never downloads the group. */
const NONE = { Screen: () => null };
/** The tabs come with the phone field group (./phone/index.ts). */
const TABS: ScreenEntry<TabsProps<FormTab>, PhoneFieldGroup> = { group: 'phoneField', name: 'Tabs' };

const TAB_LABELS = { sms: 'tabSms', whatsapp: 'tabWhatsapp', email: 'tabEmail' } as const;

/**
 * The form's Continue, the one part that shows the busy flag: a submit sets it before its request
 * leaves, and preact draws the change in a microtask ahead of the request's own, so it redraws
 * this button alone, not the form (docs/performance.md, 'Enter at once').
 */
function Continue({ model, waiting, children }: { model: LoginModel; waiting: boolean; children: string }) {
  return (
    <Button type="submit" busy={model.busy.value || waiting}>
      {children}
    </Button>
  );
}

/** Main's email/phone form, in tabs when there is more than one method; `errorId` names Main's banner. */
export function FormBlock({ model, errorId }: { model: LoginModel; errorId: string }) {
  const t = useMessages();
  const id = useId();
  const { form } = model;
  const tab = form.tab.value;
  // Only what was typed marks the field ('invalid…' texts); a setup or network error is not about it.
  const invalid = !!model.error.value?.key?.startsWith('invalid');
  const phone = form.phone.value;
  const PhoneField = useScreen(tab && tab !== 'email' ? PHONE_FIELD : NONE);
  const withTabs = form.tabs.length > 1;
  const TabList = useScreen(withTabs ? TABS : NONE);
  // A phone tab's Continue waits with its field: pressed before there is one, it could only say
  // 'Invalid phone number' of a number nobody could type. A failed load shows in the banner.
  const waiting = tab !== 'email' && PhoneField !== null && !(PhoneField && phone);
  // Back on Main with a phone tab (after a redirect token failed, say): its field loads.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the model's own action, run again for each tab
  useEffect(form.shown, [tab]);
  if (!tab) return null;

  const submit = (event: Event) => {
    event.preventDefault();
    void (tab === 'email' ? form.submitEmail() : form.submitPhone());
  };
  const fields = (
    <form noValidate onSubmit={(event) => submit(event as unknown as Event)}>
      {tab === 'email' ? (
        <TextField
          id={`${id}-email`}
          label={t.emailLabel}
          type="email"
          inputMode="email"
          autoComplete={form.emailAutocomplete.value}
          placeholder={t.emailPlaceholder}
          maxLength={254}
          value={form.email.value}
          invalid={invalid}
          describedBy={errorId}
          // eslint-disable-next-line react-hooks/immutability -- a signal of the model, written as signals are
          onInput={(value) => (form.email.value = value)}
        />
      ) : PhoneField && phone ? (
        // eslint-disable-next-line react-hooks/static-components -- useScreen gives a module's component, the same one each render
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
          onFocus={phone.focus}
          onInput={(value) => void phone.input(value)}
        />
      ) : PhoneField === null ? null : (
        // Its failure shows in Main's banner; until then it loads, in the field's room (.aw-wait).
        <div className="aw-center aw-wait">
          <Spinner label={t.loading} />
        </div>
      )}
      <Continue model={model} waiting={waiting}>
        {tab === 'email' ? t.continueWithEmail : t.continue}
      </Continue>
    </form>
  );
  if (!withTabs || TabList === null) return fields;
  return TabList ? (
    // eslint-disable-next-line react-hooks/static-components -- useScreen gives a module's component, the same one each render
    <TabList
      idPrefix={id}
      label={t.formTabs}
      tabs={form.tabs.map((method) => ({ id: method, label: t[TAB_LABELS[method]] }))}
      selected={tab}
      onSelect={form.selectTab}
    >
      {fields}
    </TabList>
  ) : (
    // Until the group arrives: the tab bar's room, then the form, whose first tab, a phone field,
    // waits for the same group.
    <>
      <div className="aw-wait-tabs" />
      {fields}
    </>
  );
}
