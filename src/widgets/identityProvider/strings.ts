import { enShared } from '../../i18n/en';

// docs/spec/product.md §2 IDPConsent, §5, §8, §9.
/**
 * The identity-provider widget's texts. The scope
 * descriptions, the manifest's header, the redirect line, the frame refusal and the success text
 * are ours: the spec names the scopes' meaning but not their sentences.
 */
export const enIdentityProvider = {
  success: enShared.success,
  errorHeader: 'Looks like there was an error!',
  missingParam: 'Required parameter is missing: {param}. Please reach out to the application developer.',
  noSession: 'No active session detected. Please log in to continue.',
  accessDenied: 'Access to the application was denied.',
  // docs/spec/security.md P10.
  /** Clickjacking defence: shown instead of Allow or Yes inside another site's frame. */
  framed: 'For your security, this page cannot be used inside another website. Open it in its own window to continue.',
  consentHeader: 'Sign in to {client} with {project}',
  consentHeaderCustom: '{client} wants to access your {project} account',
  /** Under the heading: the signed-in account that is shared. */
  loggedInAs: 'Logged in as {account}',
  manifestHeader: 'This will allow {client} to:',
  scopeOpenid: 'Verify your identity',
  scopeProfile: 'View your profile info',
  scopeProfileDetails: 'Name, picture and language',
  scopeEmail: 'Email',
  scopePhone: 'Phone',
  scopeOfflineAccess: 'Maintain offline access',
  scopeCustom: 'Use the {scope} scope',
  redirectHost: 'You will be sent to {host}.',
  allow: 'Allow',
  deny: 'Deny',
  logoutHeader: 'Log out?',
  logoutText: 'Are you sure you want to log out of your {project} account?',
  yes: 'Yes',
  no: 'No',
  logoutDeclined: 'You have not been logged out. You may close this page.',
  redirecting: 'Redirecting you now.',
} as const;
