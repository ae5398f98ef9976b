// German. Terms: 'Passkey' (der Passkey, as Apple, Google and Microsoft write it), 'Code' for a
// one-time passcode, 'anmelden' for sign in / log in, 'registrieren' for sign up, 'Weiter mit …'
// for the provider buttons (Google's button reads 'Weiter mit Google'). Formal 'Sie'.
import type { AllMessages } from './types';

export const messages = {
  // en (the main file)
  header: 'Registrieren oder anmelden',
  loading: 'Wird geladen',
  networkError: 'Unsere Server sind nicht erreichbar.',
  somethingWrong: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  back: 'Zurück',
  poweredBy: 'Bereitgestellt von',
  formTabs: 'Anmeldemethode',
  tabSms: 'SMS',
  tabWhatsapp: 'WhatsApp',
  tabEmail: 'E-Mail',
  emailLabel: 'E-Mail',
  emailPlaceholder: 'example@email.com',
  phoneLabel: 'Telefonnummer',
  countryLabel: 'Land',
  continueWithEmail: 'Weiter mit E-Mail',
  continue: 'Weiter',
  invalidEmailAddress: 'Ungültige E-Mail-Adresse',
  invalidPhone: 'Ungültige Telefonnummer. Bitte versuchen Sie es erneut.',
  configNoProducts: 'Fehler: Bitte fügen Sie der Konfiguration ein Produkt hinzu.',
  or: 'oder',

  // enShared
  loggingIn: 'Anmeldung läuft',
  dismiss: 'Schließen',
  success: 'Geschafft',
  signedInHeader: 'Geschafft!',
  signedInText: 'Sie haben sich erfolgreich angemeldet.',

  // enApiErrors
  tooManyRequests: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  tooManyRequestsSeconds: {
    one: 'Zu viele Versuche. Bitte versuchen Sie es in 1 Sekunde erneut.',
    other: 'Zu viele Versuche. Bitte versuchen Sie es in {count} Sekunden erneut.',
  },
  tooManyRequestsMinutes: {
    one: 'Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.',
    other: 'Zu viele Versuche. Bitte versuchen Sie es in {count} Minuten erneut.',
  },
  notSetUp: 'Die Anmeldung ist auf dieser Website nicht richtig eingerichtet. Bitte wenden Sie sich an den Support der Website.',
  invalidJson: 'Ungültige JSON-Antwort von unseren Servern.',
  invalidResponse: 'Ungültige oder keine Antwort vom Server.',

  // enPasskeyRegistration
  passkeySetupHeader: 'Neuen Passkey einrichten',
  passkeySetupText: 'Mit Passkeys müssen Sie sich keine komplizierten Passwörter merken.',
  createPasskey: 'Passkey erstellen',
  skip: 'Überspringen',
  existingPasskeys: 'Vorhandene Passkeys',
  noPasskeys: 'Noch keine Passkeys.',
  passkeyName: 'Name des Passkeys',
  renamePasskey: '{name} umbenennen',
  save: 'Speichern',
  deletePasskey: '{name} löschen',
  deleteWarning: 'Ein gelöschter Passkey kann nicht wiederhergestellt werden.',
  confirmDelete: 'Löschen',
  cancel: 'Abbrechen',
  setUpAnother: 'Weiteren Passkey einrichten',
  done: 'Fertig',
  noUser: 'Fehler: Die Komponente PasskeyRegistration kann nur mit einem angemeldeten Nutzer verwendet werden.',
  passkeyAlreadyRegistered:
    'Der Passkey kann nicht erstellt werden, da er anscheinend bereits registriert ist. Möglicherweise wurde er auf einem anderen Gerät registriert und geräteübergreifend synchronisiert.',
  passkeyNotCreated:
    'Ihr Passkey wurde nicht erstellt. Klicken Sie auf „Passkey erstellen“, um es erneut zu versuchen, oder überspringen Sie diesen Schritt ohne Passkey.',
  passkeyNotCreatedOnList: 'Ihr Passkey wurde nicht erstellt. Klicken Sie auf „Weiteren Passkey einrichten“, um es erneut zu versuchen.',
  tryAgain: 'Erneut versuchen',

  // enIdentityProvider (success: see enShared)
  errorHeader: 'Leider ist ein Fehler aufgetreten.',
  missingParam: 'Ein erforderlicher Parameter fehlt: {param}. Bitte wenden Sie sich an den Entwickler der Anwendung.',
  noSession: 'Keine aktive Sitzung gefunden. Bitte melden Sie sich an, um fortzufahren.',
  accessDenied: 'Der Zugriff auf die Anwendung wurde verweigert.',
  framed:
    'Zu Ihrer Sicherheit kann diese Seite nicht innerhalb einer anderen Website verwendet werden. Öffnen Sie sie in einem eigenen Fenster, um fortzufahren.',
  consentHeader: 'Mit {project} bei {client} anmelden',
  consentHeaderCustom: '{client} möchte auf Ihr {project}-Konto zugreifen',
  loggedInAs: 'Angemeldet als {account}',
  manifestHeader: 'Damit erlauben Sie {client}:',
  scopeOpenid: 'Ihre Identität zu bestätigen',
  scopeProfile: 'Ihre Profilinformationen zu sehen',
  scopeProfileDetails: 'Name, Bild und Sprache',
  scopeEmail: 'E-Mail-Adresse',
  scopePhone: 'Telefonnummer',
  scopeOfflineAccess: 'Den Offlinezugriff beizubehalten',
  scopeCustom: 'Den Bereich {scope} zu nutzen',
  redirectHost: 'Sie werden zu {host} weitergeleitet.',
  allow: 'Zulassen',
  deny: 'Ablehnen',
  logoutHeader: 'Abmelden?',
  logoutText: 'Möchten Sie sich wirklich von Ihrem {project}-Konto abmelden?',
  yes: 'Ja',
  no: 'Nein',
  logoutDeclined: 'Sie wurden nicht abgemeldet. Sie können diese Seite schließen.',
  redirecting: 'Sie werden jetzt weitergeleitet.',

  // enPasskeysMain
  loginWithPasskey: 'Mit Passkey anmelden',
  configPasskeysAlone: 'Fehler: Passkeys können nicht allein verwendet werden. Bitte fügen Sie der Konfiguration ein weiteres Produkt hinzu.',
  // enPasskeys (the shared strings: see enShared)
  passkeyAuthenticated: 'Ihr Passkey wurde erfolgreich bestätigt.',
  passkeyLoggingIn: 'Anmeldung mit Ihrem Passkey …',
  passkeyNotFound:
    'Passkey nicht gefunden. Möglicherweise haben Sie den Passkey aus Ihrem Konto gelöscht, aber nicht aus Ihrem Passwortmanager. Bitte versuchen Sie es erneut.',
  passkeyUnknownError: 'Bei der Anmeldung mit dem Passkey ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es erneut.',

  // enOAuthMain
  continueWithProvider: 'Weiter mit {provider}',
  // enOAuth
  lastUsed: 'Zuletzt verwendet',
  oauthCancelled: 'Die Anmeldung wurde abgebrochen. Bitte versuchen Sie es erneut.',
  oneTapOriginNotAllowed:
    'Google One Tap: Der Ursprung dieser Website ist für den Google-Client nicht zugelassen. Fügen Sie ihn in der Google Cloud Console zu den autorisierten JavaScript-Quellen hinzu.',
  oneTapInvalidClient: 'Google One Tap: Google erkennt die Client-ID nicht. Prüfen Sie den Google-OAuth-Client in Ihrem Dashboard.',
  oneTapNotConfigured: 'Google One Tap: Es ist kein Google-OAuth-Client konfiguriert. Richten Sie Google OAuth in Ihrem Dashboard ein.',
  oneTapNoLoginRedirect: 'Google One Tap: Es ist keine Weiterleitungs-URL für die Anmeldung festgelegt. Fügen Sie eine in Ihrem Dashboard hinzu.',
  oneTapNoSignupRedirect:
    'Google One Tap: Es ist keine Weiterleitungs-URL für die Registrierung festgelegt. Fügen Sie eine in Ihrem Dashboard hinzu.',
  oneTapDefaultProvider:
    'Google One Tap: Die Standard-Anmeldedaten für Google OAuth können nicht mit One Tap verwendet werden. Richten Sie in Ihrem Dashboard einen eigenen Google-OAuth-Client ein.',

  // enCryptoMain
  continueWithWallet: 'Weiter mit {wallet}',
  ethereumWallet: 'Ethereum-Wallet',
  solanaWallet: 'Solana-Wallet',
  continueWithOtherWallet: 'Weiter mit einer anderen Krypto-Wallet',
  setUpWallet: 'Neue Krypto-Wallet einrichten',
  // enCrypto (tryAgain: see enPasskeyRegistration)
  connectingWallet: 'Verbindung mit Ihrer Wallet wird hergestellt …',
  connectingWalletText: 'Bestätigen Sie die Anfrage in {wallet}, um Ihre Wallet mit dieser Website zu verbinden.',
  signingMessage: 'Signaturanfrage wird abgeschlossen …',
  signingMessageText:
    'Signieren Sie die Nachricht im Pop-up-Fenster von {wallet}. Falls etwas schiefgeht, gehen Sie mit dem Zurück-Pfeil zurück und versuchen Sie es erneut.',
  walletRequestPending:
    'Öffnen Sie {wallet}: Dort wartet noch eine frühere Anfrage dieser Website auf Ihre Antwort. Beantworten oder verwerfen Sie sie dort und versuchen Sie es dann erneut.',
  walletError: 'Leider ist ein Fehler aufgetreten.',
  walletErrorText:
    'Ihre Anmeldeanfrage konnte nicht abgeschlossen werden. Kehren Sie mit dem Zurück-Pfeil zum Anmeldebildschirm zurück und versuchen Sie es erneut.',
  walletConnected: 'Ihre Wallet wurde erfolgreich verbunden.',
  otherWallets: 'Weiter mit einer anderen Wallet',
  setUpWalletText:
    'Die Anmeldung mit einer Krypto-Wallet hält Ihr Konto privat und sicher: Es gibt kein Passwort, das gestohlen werden kann, und nur Sie können mit Ihrer Wallet signieren. Holen Sie sich eine dieser Wallets, um zu beginnen:',
  metamask: 'MetaMask',
  phantom: 'Phantom',
  coinbaseWallet: 'Coinbase Wallet',
  binanceWallet: 'Binance Wallet',
  opensInNewTab: '(wird in einem neuen Tab geöffnet)',

  // enEmailMagicLinksMain
  configEmlAndEmailOtp: 'Fehler: EML und E-Mail-OTP können nicht gleichzeitig verwendet werden',
  // enEmailMagicLinks (tryAgain: see enPasskeyRegistration)
  checkEmail: 'Prüfen Sie Ihre E-Mails',
  emailSentTo: 'Eine E-Mail wurde an {email} gesendet.',
  openGmail: 'Gmail öffnen',
  openYahoo: 'Yahoo öffnen',
  openOutlook: 'Outlook öffnen',
  didntGetIt: 'Nichts erhalten?',

  // enOtpMain
  invalidEmailOtp: 'Ungültige E-Mail-Adresse. Bitte versuchen Sie es erneut.',
  // enOtp
  enterPasscode: 'Code eingeben',
  passcodeSentTo: 'Ein 6-stelliger Code wurde an {destination} gesendet.',
  passcodeLabel: 'Einmalcode',
  digitLabel: 'Ziffer {n} von {total}',
  verifyingPasscode: 'Code wird geprüft …',
  codeExpiresIn: 'Ihr Code läuft in {time} ab. Nichts erhalten?',
  codeExpired: 'Ihr Code ist abgelaufen.',
  resendCode: 'Code erneut senden',
  codeResent: 'Code erneut gesendet',
  passcodeVerified: 'Ihr Code wurde erfolgreich bestätigt.',
  invalidPasscode: 'Ungültiger Code. Bitte versuchen Sie es erneut.',
  passcodeLocked: 'Zu viele falsche Versuche: Dieser Code gilt nicht mehr. Fordern Sie einen neuen Code an, um es erneut zu versuchen.',
  getNewCode: 'Neuen Code anfordern',

  // enPasswords (didntGetIt: see enEmailMagicLinks)
  passwordLabel: 'Passwort',
  showPassword: 'Passwort anzeigen',
  strengthLabel: 'Passwortstärke',
  strengthWeak: 'Schwach',
  strengthStrong: 'Stark',
  passwordAcceptable: 'Dieses Passwort ist sicher genug.',
  enterPassword: 'Geben Sie ein Passwort ein, um fortzufahren.',
  checkingPassword: 'Passwort wird geprüft …',
  passwordNotStrongEnough: 'Dieses Passwort ist noch nicht sicher genug.',
  resetLinkMissing:
    'Dieser Link zum Zurücksetzen des Passworts ist unvollständig oder wurde bereits verwendet. Öffnen Sie den Link in Ihrer E-Mail erneut oder fordern Sie einen neuen an.',
  sendNewResetLink: 'Neuen Link per E-Mail senden',
  newResetLinkSent: 'Ein neuer Link zum Zurücksetzen Ihres Passworts wurde an {email} gesendet.',
  createAccountHeader: 'Konto erstellen',
  createAccountText: 'Legen Sie ein Passwort fest, um die Erstellung Ihres Kontos abzuschließen.',
  loginHeader: 'Anmelden',
  change: 'Ändern',
  passwordlessHeader: 'Prüfen Sie Ihre E-Mails',
  passwordlessText: 'Ein Anmeldelink wurde an {email} gesendet.',
  forgotHeader: 'Hilfe zur Anmeldung finden Sie in Ihren E-Mails!',
  forgotText: 'Wir haben eine E-Mail an {email} gesendet, mit einem Link zum Zurücksetzen Ihres Passworts.',
  breachedText:
    'Eine andere Website, auf der Sie dasselbe Passwort verwenden, hatte kürzlich ein Sicherheitsproblem. Zu Ihrer Sicherheit wurde eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts an {email} gesendet.',
  dedupeText:
    'Wir möchten sicherstellen, dass Ihr Konto geschützt ist und wirklich Sie sich anmelden. Ein Link zum Festlegen Ihres Passworts wurde an {email} gesendet.',
  setNewText: 'Ein Anmeldelink zum Erstellen eines Passworts für Ihr Konto wurde an {email} gesendet.',
  forgotPassword: 'Passwort vergessen?',
  emailMeALoginLink: 'Anmeldelink per E-Mail senden',
  emailMeALoginCode: 'Anmeldecode per E-Mail senden',
  createPasswordInstead: 'Stattdessen ein Passwort erstellen',
  resendEmail: 'E-Mail erneut senden',
  emailResent: 'E-Mail erneut gesendet',
  loginWithoutPassword: 'Ohne Passwort anmelden',
  breachedHeader: 'Legen Sie über den Link in Ihrer E-Mail ein neues Passwort fest',
  dedupeHeader: 'Legen Sie über den Link in Ihrer E-Mail ein neues Passwort fest!',
  setNewHeader: 'Prüfen Sie Ihre E-Mails!',
  resetPasswordHeader: 'Passwort zurücksetzen',
  loggingInEllipsis: 'Anmeldung läuft …',
  ludsMinimumLength: {
    one: 'Mindestens {min} Zeichen lang',
    other: 'Mindestens {min} Zeichen lang',
  },
  ludsComplexity: 'Muss {n} der folgenden enthalten: Großbuchstabe, Kleinbuchstabe, Zahl, Sonderzeichen',
  ludsMissing: {
    one: 'Noch {count} erforderlich',
    other: 'Noch {count} erforderlich',
  },
  ludsMet: 'erfüllt',
  breachedPassword:
    'Dieses Passwort wurde möglicherweise auf einer anderen Website verwendet, die ein Sicherheitsproblem hatte. Bitte wählen Sie ein anderes Passwort.',
  // enServerErrors (en.ts): the server's errors a person may read
  unauthorized_credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  invalid_credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  user_unauthenticated: 'Sie sind nicht angemeldet. Bitte melden Sie sich an und versuchen Sie es erneut.',
  invalid_secret_authentication: 'Dieser Link oder Code ist ungültig. Bitte versuchen Sie es erneut.',
  session_not_found: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  invalid_session_token: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  unsubscribed_phone_number: 'Diese Telefonnummer hat den Empfang von Nachrichten abbestellt.',
  inactive_email: 'An diese E-Mail-Adresse können keine Nachrichten zugestellt werden.',
  email_not_found: 'Zu dieser E-Mail-Adresse wurde kein Konto gefunden.',
  phone_number_not_found: 'Zu dieser Telefonnummer wurde kein Konto gefunden.',
  unable_to_auth_magic_link: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  no_user_password: 'Dieses Konto hat kein Passwort. Bitte melden Sie sich auf andere Weise an.',
  breached_password: 'Dieses Passwort wurde möglicherweise auf einer anderen Website verwendet, die ein Sicherheitsproblem hatte. Bitte wählen Sie ein anderes Passwort.',
  reset_password: 'Bitte setzen Sie Ihr Passwort zurück, um fortzufahren. Sehen Sie in Ihren E-Mails nach.',
  oauth_token_not_found: 'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.',
  oauth_state_mismatch: 'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.',
  invalid_code: 'Dieser Code ist ungültig. Bitte versuchen Sie es erneut.',
  user_lock_limit_reached: 'Zu viele fehlgeschlagene Versuche. Dieses Konto ist vorübergehend gesperrt; bitte versuchen Sie es später erneut.',
  weak_password: 'Dieses Passwort ist zu schwach. Bitte wählen Sie ein sichereres.',
  duplicate_email: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
  duplicate_webauthn_registration: 'Dieser Passkey ist bereits registriert.',
  otp_code_not_found: 'Ungültiger Code. Bitte versuchen Sie es erneut.',
  webauthn_registration_not_found: 'Passkey nicht gefunden. Möglicherweise haben Sie den Passkey aus Ihrem Konto gelöscht, aber nicht aus Ihrem Passwortmanager. Bitte versuchen Sie es erneut.',
  oauth_callback_not_found: 'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.',
} satisfies AllMessages;
