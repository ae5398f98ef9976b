// Email magic links (docs/spec/product.md §2 Email confirmation, §4): the Email tab sends a link, and
// the widget mounted on the redirect page signs the link's token in.
import type { ProductDef } from '../../login/product';
import type { EmailMagicLinksConfig } from './options';
import { sendMagicLink, type EmailMagicLinksMain, type EmailMagicLinksStep } from './send';
import type { enEmailMagicLinks } from './strings';


export const emailMagicLinks: ProductDef<
  'emailMagicLinks',
  EmailMagicLinksStep,
  EmailMagicLinksMain,
  typeof import('./chunk'),
  typeof enEmailMagicLinks,
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
  tabs: () => ['email'],
  email: { rank: 2, invalid: 'invalidEmailAddress' },
  chunks: ['emailMagicLinks'],
  screens: {
    'link-authenticating': { group: 'emailMagicLinks', name: 'LinkAuthenticating' },
    'email-confirmation': { group: 'emailMagicLinks', name: 'EmailConfirmation', back: true },
    'login-confirmation': { group: 'emailMagicLinks', name: 'LoginConfirmation' },
  },
  main: {
    create(context) {
      // The link is sent from here; the group (fetched at mount) draws EmailConfirmation.
      const send = (address: string) => sendMagicLink(context, address);
      const submitEmail = async (address: string) => {
        await send(address);
        context.step.value = { name: 'email-confirmation', email: address } satisfies EmailMagicLinksStep;
      };
      return {
        send,
        submitEmail,
        offers: { magicLink: { send, signIn: submitEmail } },
        async start() {
          const url = new URL(globalThis.location?.href ?? 'about:blank');
          if (url.searchParams.get('stytch_token_type') !== 'magic_links' || !url.searchParams.get('token')) return false;
          // 'Logging in' at once; the group (fetched at mount) authenticates the token.
          context.step.value = { name: 'link-authenticating' } satisfies EmailMagicLinksStep;
          await (await context.load()).authenticateLink(context);
          return true;
        },
        tryAgain: async () => (await context.load()).tryAgain(context),
      };
    },
  },
};
