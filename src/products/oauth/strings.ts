import { enShared } from '../../i18n/en';

/** Shown by Main: its buttons come with the group. */
export const enOAuthMain = {
  continueWithProvider: 'Continue with {provider}',
} as const;

// docs/spec/product.md §2 One Tap, §8 One Tap failures.
/** The OAuth screens' and One Tap's texts. */
export const enOAuth = {
  ...enShared,
  /** On the button of the provider this browser last signed in with. */
  lastUsed: 'Last used',
  /** The provider's page sent the person back without signing in (they cancelled there). */
  oauthCancelled: 'Sign-in was cancelled. Please try again.',
  /** One Tap's setup failures, shown under the Google button for test projects only. */
  oneTapOriginNotAllowed:
    "Google One Tap: this site's origin is not allowed for the Google client. Add it to the authorized JavaScript origins in the Google Cloud console.",
  oneTapInvalidClient: 'Google One Tap: Google does not recognize the client ID. Check the Google OAuth client in your dashboard.',
  oneTapNotConfigured: 'Google One Tap: no Google OAuth client is configured. Set up Google OAuth in your dashboard.',
  oneTapNoLoginRedirect: 'Google One Tap: no login redirect URL is set. Add one in your dashboard.',
  oneTapNoSignupRedirect: 'Google One Tap: no sign-up redirect URL is set. Add one in your dashboard.',
  oneTapDefaultProvider:
    'Google One Tap: the default Google OAuth credentials cannot be used with One Tap. Set up your own Google OAuth client in your dashboard.',
} as const;
