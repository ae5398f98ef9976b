import { enShared } from '../../i18n/en';

/** The email magic-link group's strings. */
export const enEmailMagicLinks = {
  ...enShared,
  checkEmail: 'Check your email',
  emailSentTo: 'An email was sent to {email}.',
  openGmail: 'Open Gmail',
  openYahoo: 'Open Yahoo',
  openOutlook: 'Open Outlook',
  didntGetIt: "Didn't get it?",
  tryAgain: 'Try again',
} as const;
