import { computed, signal } from '@preact/signals';
import { emailHandlerOf, phoneHandlerOf, type ProductTable } from './compose';
import type { FormModel, FormTab, LoginContext, ProductModel } from './types';
import type { LoadPhone, LoadRegionNames, PhoneModel } from '../flows/phone';

/** What the form takes from the `phoneField` group. */
export interface PhoneFieldGroup {
  createPhoneModel(load: LoadPhone, lang?: string, loadNames?: LoadRegionNames): PhoneModel;
}

export interface FormDeps {
  context: Omit<LoginContext, 'load'>;
  table: ProductTable;
  /** The configured products' models, by name. */
  models: Record<string, ProductModel>;
  /** A configuration error: the form does nothing. */
  disabled: boolean;
  /** The lazy `phoneField` group (the root's loader); tests pass the module itself. */
  loadPhoneField(): Promise<PhoneFieldGroup>;
  /** The `phoneField` group when the root waited for it with Main's groups: the phone model is there for the first render. */
  phoneField?: PhoneFieldGroup;
  /** The lazy `phone` chunk, the number library, which the phone field's model asks for when it shows. */
  loadPhone: LoadPhone;
  /** The lazy `regionNames` chunk, the countries' English names: only a browser without Intl.DisplayNames asks for it. */
  loadRegionNames: LoadRegionNames;
}

/**
 * Main's email/phone form, shared by the products that offer its tabs: the tab, the typed email
 * and phone number, and the submit, which goes to the product that handles the tab.
 */
export function createFormModel({ context, table, models, disabled, loadPhoneField, phoneField, loadPhone, loadRegionNames }: FormDeps) {
  const { config } = context;
  const { tabs, email, error } = context;
  const tab = signal<FormTab | undefined>(tabs[0]);
  const phoneModel = (group: PhoneFieldGroup) => group.createPhoneModel(loadPhone, context.locale, loadRegionNames);
  /** The phone field's model, once its group has loaded. */
  const phone = signal<PhoneModel | undefined>(phoneField && phoneModel(phoneField));
  const emailHandler = emailHandlerOf(config, table);
  const modelOf = (name: string | undefined) => (name ? models[name] : undefined);
  const form: FormModel = {
    tabs,
    tab,
    email,
    phone,
    /** A product may offer its credential in the email field's autofill (passkeys). */
    emailAutocomplete: computed(() => Object.values(models).find((model) => model.emailAutocomplete?.value)?.emailAutocomplete!.value ?? 'email'),

    /** Main shows: a phone tab's field and number parser load now (at mount when it is the first tab). */
    shown() {
      if (!disabled && tab.value && tab.value !== 'email') void form.showPhone();
    },

    /** A phone tab is shown: its field and the number parser start loading now, and not before. */
    async showPhone() {
      if (!phone.value) {
        try {
          const group = await loadPhoneField();
          phone.value ??= phoneModel(group);
        } catch (reason) {
          context.fail(reason);
          return;
        }
      }
      phone.value.show();
    },

    selectTab(next: FormTab) {
      if (!tabs.includes(next)) return;
      tab.value = next;
      if (!disabled) error.value = null;
      if (next !== 'email') void form.showPhone();
    },

    submitEmail() {
      const handler = modelOf(emailHandler?.name);
      if (disabled || !handler?.submitEmail) return Promise.resolve();
      const address = email.value.trim();
      // The address is checked by the network client, which the request needs anyway.
      return context.run(async () => {
        if ((await context.client.ready()).isValidEmail(address)) await handler.submitEmail!(address);
        else error.value = { key: emailHandler!.email!.invalid };
      });
    },

    submitPhone() {
      const channel = tab.value;
      const handler = channel && modelOf(phoneHandlerOf(config, channel, table)?.name);
      if (disabled || !channel || !handler?.submitPhone) return Promise.resolve();
      return context.run(async () => {
        const field = phone.value;
        const e164 = field ? await field.toE164() : null;
        if (!e164) {
          error.value = { key: 'invalidPhone' };
          return;
        }
        await handler.submitPhone!(channel, e164, field!.display(e164));
      });
    },
  };
  return form;
}
export type { FormModel } from './types';
