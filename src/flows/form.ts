import { computed, signal } from '@preact/signals';
import { loadChunk } from '../loading/load';
import type { Chunks } from '../loading/chunks';
import type { LoginConfig } from '../options';
import { emailHandlerOf, phoneHandlerOf, type ProductTable } from './compose';
import type { FormTab, LoginContext, ProductModel } from './product';
import type { PhoneModel } from './phone';

export interface FormDeps {
  context: LoginContext;
  table: ProductTable;
  /** The configured products' models, by name. */
  models: Record<string, ProductModel>;
  /** A configuration error: the form does nothing. */
  disabled: boolean;
  /** The lazy `phoneField` group; tests pass the module itself. */
  loadPhoneField?: () => Promise<Pick<Chunks['phoneField'], 'createPhoneModel'>>;
}

/**
 * Main's email/phone form, shared by the products that offer its tabs: the tab, the typed email
 * and phone number, and the submit, which goes to the product that handles the tab.
 */
export function createFormModel({ context, table, models, disabled, loadPhoneField = () => loadChunk('phoneField') }: FormDeps) {
  const config: LoginConfig = context.config;
  const { tabs, email, error } = context;
  const tab = signal<FormTab | undefined>(tabs[0]);
  /** The phone field's model, once its group has loaded. */
  const phone = signal<PhoneModel | undefined>(undefined);
  const emailHandler = emailHandlerOf(config, table);
  const modelOf = (name: string | undefined) => (name ? models[name] : undefined);
  const form = {
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
          phone.value ??= group.createPhoneModel(() => loadChunk('phone'), context.locale);
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
export type FormModel = ReturnType<typeof createFormModel>;
