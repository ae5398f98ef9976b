// Email magic links (product-spec.md §2 Email confirmation, §4): the Email tab sends a link, and
// the widget mounted on the redirect page signs the link's token in.
import type { ProductDef } from '../../flows/product';
import type { EmailMagicLinksConfig } from './options';
import { sendMagicLink, type EmailMagicLinksStep } from './send';
import type { enEmailMagicLinks, enEmailMagicLinksMain } from './strings';
import { enEmailMagicLinksMain as strings } from './strings';

export interface EmailMagicLinksMain {
  /** Sends a link and only sends (the password screens say so themselves). */
  send(address: string): Promise<void>;
  submitEmail(address: string): Promise<void>;
  start(): Promise<boolean>;
  /** EmailConfirmation's 'Try again': forget the email and return to Main. */
  tryAgain(): Promise<void>;
}

export const emailMagicLinks: ProductDef<
  'emailMagicLinks',
  EmailMagicLinksStep,
  EmailMagicLinksMain,
  typeof import('./chunk'),
  typeof enEmailMagicLinks & typeof enEmailMagicLinksMain,
  EmailMagicLinksConfig
> = {
  name: 'emailMagicLinks',
  options: {
    emailMagicLinksOptions: {
      loginRedirectURL: 's',
      signupRedirectURL: 's',
      loginExpirationMinutes: 'n',
      signupExpirationMinutes: 'n',
      createUserAsPending: 'b',
      domainHint: 's',
      loginTemplateId: 's',
      signupTemplateId: 's',
    },
  },
  // With passwords, links and email passcodes fold into one password tab, so they may coexist.
  configError: (config) =>
    config.otpOptions?.methods.includes('email') && !config.products.includes('passwords') ? 'configEmlAndEmailOtp' : null,
  tabs: () => ['email'],
  email: { rank: 2, invalid: 'invalidEmailAddress' },
  chunks: ['emailMagicLinks'],
  screens: {
    'link-authenticating': { group: 'emailMagicLinks', name: 'LinkAuthenticating' },
    'email-confirmation': { group: 'emailMagicLinks', name: 'EmailConfirmation', back: true },
    'login-confirmation': { group: 'emailMagicLinks', name: 'LoginConfirmation' },
  },
  strings,
  main: {
    create(context) {
      // The link is sent from here; the group (fetched at mount) draws EmailConfirmation.
      const send = (address: string) => sendMagicLink(context, address);
      return {
        send,
        async submitEmail(address) {
          await send(address);
          context.step.value = { name: 'email-confirmation', email: address };
        },
        async start() {
          const url = new URL(globalThis.location?.href ?? 'about:blank');
          if (url.searchParams.get('stytch_token_type') !== 'magic_links' || !url.searchParams.get('token')) return false;
          // 'Logging in' at once; the group (fetched at mount) authenticates the token.
          context.step.value = { name: 'link-authenticating' };
          await (await context.load('emailMagicLinks')).authenticateLink(context);
          return true;
        },
        tryAgain: async () => (await context.load('emailMagicLinks')).tryAgain(context),
      };
    },
  },
};
