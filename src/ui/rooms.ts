// The heights, in px, that the main file's stylesheet (styles.ts) holds for what arrives later, so
// the host's page does not move when it does (issue 9). Each is the content's height at 320 px
// wide, where it is tallest; how each was measured is in docs/performance.md ('Held rooms').
// Plain numbers only: scripts/extractStyles.mjs reads them as text into the compiled sheet.

/** A phone field, which comes with the phoneField group: a 14 px label at line-height 1.4, 4 px, a 45 px input. */
export const PHONE_FIELD_ROOM = 68.6;
/** The form's tab bar (ui/Tabs.tsx), from the same group: 40 px tabs, their 1 px line, 16 px below. */
export const TAB_BAR_ROOM = 57;
/** The reset-password widget's form, footer aside, while its chunk loads. */
export const RESET_PASSWORD_ROOM = 372;
/** The passkey-registration widget's first screen (PasskeyRegistrationStart), footer aside. */
export const PASSKEY_REGISTRATION_ROOM = 221;
/** The identity-provider widget's consent screen, for the default scopes, a short client name and a one-line account. */
export const CONSENT_ROOM = 396.4;
/** The identity-provider widget's logout question, much shorter than a consent screen (mount.tsx roomOf). */
export const LOGOUT_QUESTION_ROOM = 209;
