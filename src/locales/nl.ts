// Dutch. Terms: 'toegangssleutel' for passkey (Apple and Google in Dutch), 'code' for a one-time
// passcode, 'inloggen' for sign in / log in, 'registreren' / 'account maken' for sign up,
// 'Doorgaan met …' for the provider buttons (Google's button reads 'Doorgaan met Google').
// Informal 'je', as Dutch product interfaces (Apple, Google, Microsoft) address people.
import type { AllMessages } from './types';

export const messages = {
  // en (the main file)
  header: 'Registreren of inloggen',
  loading: 'Laden',
  networkError: 'Kan geen verbinding maken met onze servers.',
  somethingWrong: 'Er is iets misgegaan. Probeer het opnieuw.',
  back: 'Terug',
  poweredBy: 'Mogelijk gemaakt door',
  formTabs: 'Inlogmethode',
  tabSms: 'Sms',
  tabWhatsapp: 'WhatsApp',
  tabEmail: 'E-mail',
  emailLabel: 'E-mailadres',
  emailPlaceholder: 'example@email.com',
  phoneLabel: 'Telefoonnummer',
  countryLabel: 'Land',
  continueWithEmail: 'Doorgaan met e-mail',
  continue: 'Doorgaan',
  invalidEmailAddress: 'Ongeldig e-mailadres',
  invalidPhone: 'Ongeldig telefoonnummer. Probeer het opnieuw.',
  configNoProducts: 'Fout: voeg een product toe aan de configuratie.',
  or: 'of',

  // enShared
  loggingIn: 'Bezig met inloggen',
  dismiss: 'Sluiten',
  success: 'Gelukt',
  signedInHeader: 'Gelukt!',
  signedInText: 'Je bent ingelogd.',

  // enApiErrors
  tooManyRequests: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  tooManyRequestsSeconds: {
    one: 'Te veel pogingen. Probeer het over 1 seconde opnieuw.',
    other: 'Te veel pogingen. Probeer het over {count} seconden opnieuw.',
  },
  tooManyRequestsMinutes: {
    one: 'Te veel pogingen. Probeer het over 1 minuut opnieuw.',
    other: 'Te veel pogingen. Probeer het over {count} minuten opnieuw.',
  },
  notSetUp: 'Inloggen is op deze site niet goed ingesteld. Neem contact op met de klantenservice van de site.',
  invalidJson: 'Ongeldig JSON-antwoord van onze servers.',
  invalidResponse: 'Ongeldig of geen antwoord van de server.',

  // enPasskeyRegistration
  passkeySetupHeader: 'Nieuwe toegangssleutel instellen',
  passkeySetupText: 'Met toegangssleutels hoef je geen ingewikkelde wachtwoorden te onthouden.',
  createPasskey: 'Toegangssleutel maken',
  skip: 'Overslaan',
  existingPasskeys: 'Bestaande toegangssleutels',
  noPasskeys: 'Nog geen toegangssleutels.',
  passkeyName: 'Naam van toegangssleutel',
  renamePasskey: '{name} een andere naam geven',
  save: 'Opslaan',
  deletePasskey: '{name} verwijderen',
  deleteWarning: 'Een verwijderde toegangssleutel kan niet worden hersteld.',
  confirmDelete: 'Verwijderen',
  cancel: 'Annuleren',
  setUpAnother: 'Nog een toegangssleutel instellen',
  done: 'Klaar',
  noUser: 'Fout: het onderdeel PasskeyRegistration kan alleen worden gebruikt met een ingelogde gebruiker.',
  passkeyAlreadyRegistered:
    'De toegangssleutel kan niet worden gemaakt, omdat hij al geregistreerd lijkt te zijn. Misschien is hij op een ander apparaat geregistreerd en daarna tussen je apparaten gesynchroniseerd.',
  passkeyNotCreated:
    'Je toegangssleutel is niet gemaakt. Klik op ‘Toegangssleutel maken’ om het opnieuw te proberen, of sla deze stap over zonder toegangssleutel.',
  passkeyNotCreatedOnList: 'Je toegangssleutel is niet gemaakt. Klik op ‘Nog een toegangssleutel instellen’ om het opnieuw te proberen.',
  tryAgain: 'Opnieuw proberen',

  // enIdentityProvider (success: see enShared)
  errorHeader: 'Er is een fout opgetreden.',
  missingParam: 'Er ontbreekt een verplichte parameter: {param}. Neem contact op met de ontwikkelaar van de app.',
  noSession: 'Geen actieve sessie gevonden. Log in om door te gaan.',
  accessDenied: 'De toegang tot de app is geweigerd.',
  framed: 'Voor je veiligheid kan deze pagina niet binnen een andere website worden gebruikt. Open hem in een eigen venster om door te gaan.',
  consentHeader: 'Inloggen bij {client} met {project}',
  consentHeaderCustom: '{client} wil toegang tot je {project}-account',
  loggedInAs: 'Ingelogd als {account}',
  manifestHeader: '{client} kan dan:',
  scopeOpenid: 'Je identiteit verifiëren',
  scopeProfile: 'Je profielgegevens bekijken',
  scopeProfileDetails: 'Naam, foto en taal',
  scopeEmail: 'E-mailadres',
  scopePhone: 'Telefoonnummer',
  scopeOfflineAccess: 'Offline toegang behouden',
  scopeCustom: 'Het bereik {scope} gebruiken',
  redirectHost: 'Je wordt doorgestuurd naar {host}.',
  allow: 'Toestaan',
  deny: 'Weigeren',
  logoutHeader: 'Uitloggen?',
  logoutText: 'Weet je zeker dat je wilt uitloggen bij je {project}-account?',
  yes: 'Ja',
  no: 'Nee',
  logoutDeclined: 'Je bent niet uitgelogd. Je kunt deze pagina sluiten.',
  redirecting: 'Je wordt nu doorgestuurd.',

  // enPasskeysMain
  loginWithPasskey: 'Inloggen met een toegangssleutel',
  configPasskeysAlone: 'Fout: toegangssleutels kunnen niet als enige product worden gebruikt. Voeg een ander product toe aan de configuratie.',
  // enPasskeys (the shared strings: see enShared)
  passkeyAuthenticated: 'Je toegangssleutel is geverifieerd.',
  passkeyLoggingIn: 'Inloggen met je toegangssleutel…',
  passkeyNotFound:
    'Toegangssleutel niet gevonden. Misschien heb je de toegangssleutel uit je account verwijderd, maar niet uit je wachtwoordbeheer. Probeer het opnieuw.',
  passkeyUnknownError: 'Er is een onbekende fout opgetreden bij het inloggen met je toegangssleutel. Probeer het opnieuw.',

  // enOAuthMain
  continueWithProvider: 'Doorgaan met {provider}',
  // enOAuth
  lastUsed: 'Laatst gebruikt',
  oauthCancelled: 'Het inloggen is geannuleerd. Probeer het opnieuw.',
  oneTapOriginNotAllowed:
    'Google One Tap: de oorsprong van deze site is niet toegestaan voor de Google-client. Voeg hem toe aan de geautoriseerde JavaScript-oorsprongen in de Google Cloud-console.',
  oneTapInvalidClient: 'Google One Tap: Google herkent de client-ID niet. Controleer de Google OAuth-client in je dashboard.',
  oneTapNotConfigured: 'Google One Tap: er is geen Google OAuth-client geconfigureerd. Stel Google OAuth in via je dashboard.',
  oneTapNoLoginRedirect: 'Google One Tap: er is geen omleidings-URL voor inloggen ingesteld. Voeg er een toe in je dashboard.',
  oneTapNoSignupRedirect: 'Google One Tap: er is geen omleidings-URL voor registreren ingesteld. Voeg er een toe in je dashboard.',
  oneTapDefaultProvider:
    'Google One Tap: de standaardgegevens voor Google OAuth kunnen niet met One Tap worden gebruikt. Stel je eigen Google OAuth-client in via je dashboard.',

  // enCryptoMain
  continueWithWallet: 'Doorgaan met {wallet}',
  ethereumWallet: 'Ethereum-wallet',
  solanaWallet: 'Solana-wallet',
  continueWithOtherWallet: 'Doorgaan met een andere cryptowallet',
  setUpWallet: 'Een nieuwe cryptowallet instellen',
  // enCrypto (tryAgain: see enPasskeyRegistration)
  connectingWallet: 'Verbinding maken met je wallet…',
  connectingWalletText: 'Keur het verzoek goed in {wallet} om je wallet met deze site te verbinden.',
  signingMessage: 'Ondertekeningsverzoek afronden…',
  signingMessageText:
    'Onderteken het bericht in de pop-up van {wallet}. Gaat er iets mis? Ga dan terug met de pijl en probeer het opnieuw.',
  walletRequestPending:
    'Open {wallet}: daar wacht nog een eerder verzoek van deze site op je antwoord. Beantwoord of annuleer het daar en probeer het dan opnieuw.',
  walletError: 'Er is een fout opgetreden.',
  walletErrorText:
    'Je inlogverzoek kan niet worden voltooid. Ga met de pijl terug naar het inlogscherm en probeer het opnieuw.',
  walletConnected: 'Je wallet is verbonden.',
  otherWallets: 'Doorgaan met een andere wallet',
  setUpWalletText:
    'Inloggen met een cryptowallet houdt je account privé en veilig: er is geen wachtwoord dat gestolen kan worden en alleen jij kunt met je wallet ondertekenen. Neem een van deze wallets om te beginnen:',
  metamask: 'MetaMask',
  phantom: 'Phantom',
  coinbaseWallet: 'Coinbase Wallet',
  binanceWallet: 'Binance Wallet',
  opensInNewTab: '(opent in een nieuw tabblad)',

  // enEmailMagicLinksMain
  configEmlAndEmailOtp: 'Fout: EML en OTP via e-mail kunnen niet samen worden gebruikt',
  // enEmailMagicLinks (tryAgain: see enPasskeyRegistration)
  checkEmail: 'Controleer je e-mail',
  emailSentTo: 'Er is een e-mail gestuurd naar {email}.',
  openGmail: 'Gmail openen',
  openYahoo: 'Yahoo openen',
  openOutlook: 'Outlook openen',
  didntGetIt: 'Niets ontvangen?',

  // enOtpMain
  invalidEmailOtp: 'Ongeldig e-mailadres. Probeer het opnieuw.',
  // enOtp
  enterPasscode: 'Code invoeren',
  passcodeSentTo: 'Er is een code van 6 cijfers naar {destination} gestuurd.',
  passcodeLabel: 'Eenmalige code',
  digitLabel: 'Cijfer {n} van {total}',
  verifyingPasscode: 'Code controleren…',
  codeExpiresIn: 'Je code verloopt over {time}. Niets ontvangen?',
  codeExpired: 'Je code is verlopen.',
  resendCode: 'Code opnieuw sturen',
  codeResent: 'Code opnieuw gestuurd',
  passcodeVerified: 'Je code is geverifieerd.',
  invalidPasscode: 'Ongeldige code. Probeer het opnieuw.',
  passcodeLocked: 'Te vaak een verkeerde code: deze code werkt niet meer. Vraag een nieuwe code aan om het opnieuw te proberen.',
  getNewCode: 'Nieuwe code aanvragen',

  // enPasswords (didntGetIt: see enEmailMagicLinks)
  passwordLabel: 'Wachtwoord',
  showPassword: 'Wachtwoord tonen',
  strengthLabel: 'Sterkte van wachtwoord',
  strengthWeak: 'Zwak',
  strengthStrong: 'Sterk',
  passwordAcceptable: 'Dit wachtwoord is sterk genoeg.',
  enterPassword: 'Voer een wachtwoord in om door te gaan.',
  checkingPassword: 'Wachtwoord controleren…',
  passwordNotStrongEnough: 'Dit wachtwoord is nog niet sterk genoeg.',
  resetLinkMissing:
    'Deze link om je wachtwoord opnieuw in te stellen is onvolledig of al gebruikt. Open de link in je e-mail opnieuw of vraag een nieuwe aan.',
  sendNewResetLink: 'Stuur me een nieuwe link',
  newResetLinkSent: 'Er is een nieuwe link om je wachtwoord opnieuw in te stellen verzonden naar {email}.',
  createAccountHeader: 'Account maken',
  createAccountText: 'Stel een wachtwoord in om je account af te maken.',
  loginHeader: 'Inloggen',
  change: 'Wijzigen',
  passwordlessHeader: 'Controleer je e-mail',
  passwordlessText: 'Er is een inloglink naar {email} gestuurd.',
  forgotHeader: 'Controleer je e-mail voor hulp bij het inloggen!',
  forgotText: 'We hebben een e-mail naar {email} gestuurd met een link om je wachtwoord opnieuw in te stellen.',
  breachedText:
    'Een andere site waar je hetzelfde wachtwoord gebruikt, had onlangs een beveiligingsprobleem. Voor je veiligheid is er een e-mail naar {email} gestuurd met een link om je wachtwoord opnieuw in te stellen.',
  dedupeText:
    'We willen zeker weten dat je account veilig is en dat jij het echt bent die inlogt. Er is een link om je wachtwoord in te stellen naar {email} gestuurd.',
  setNewText: 'Er is een inloglink naar {email} gestuurd om een wachtwoord voor je account te maken.',
  forgotPassword: 'Wachtwoord vergeten?',
  emailMeALoginLink: 'Stuur me een inloglink per e-mail',
  emailMeALoginCode: 'Stuur me een inlogcode per e-mail',
  createPasswordInstead: 'Liever een wachtwoord maken',
  resendEmail: 'E-mail opnieuw sturen',
  emailResent: 'E-mail opnieuw gestuurd',
  loginWithoutPassword: 'Inloggen zonder wachtwoord',
  breachedHeader: 'Controleer je e-mail om een nieuw wachtwoord in te stellen',
  dedupeHeader: 'Controleer je e-mail om een nieuw wachtwoord in te stellen!',
  setNewHeader: 'Controleer je e-mail!',
  resetPasswordHeader: 'Wachtwoord opnieuw instellen',
  loggingInEllipsis: 'Bezig met inloggen…',
  ludsMinimumLength: {
    one: 'Minstens {min} teken lang',
    other: 'Minstens {min} tekens lang',
  },
  ludsComplexity: 'Moet {n} van deze bevatten: hoofdletter, kleine letter, cijfer, symbool',
  ludsMissing: {
    one: 'Nog {count} nodig',
    other: 'Nog {count} nodig',
  },
  ludsMet: 'klaar',
  breachedPassword:
    'Dit wachtwoord is mogelijk gebruikt op een andere site die een beveiligingsprobleem had. Kies een ander wachtwoord.',
  // enServerErrors (en.ts): the server's errors a person may read
  unauthorized_credentials: 'Het e-mailadres of wachtwoord is onjuist.',
  invalid_credentials: 'Het e-mailadres of wachtwoord is onjuist.',
  user_unauthenticated: 'Je bent niet ingelogd. Log in en probeer het opnieuw.',
  invalid_secret_authentication: 'Deze link of code is ongeldig. Probeer het opnieuw.',
  session_not_found: 'Je sessie is verlopen. Log opnieuw in.',
  invalid_session_token: 'Je sessie is verlopen. Log opnieuw in.',
  unsubscribed_phone_number: 'Dit telefoonnummer heeft zich afgemeld voor berichten.',
  inactive_email: 'Dit e-mailadres kan geen berichten ontvangen.',
  email_not_found: 'Er is geen account gevonden met dit e-mailadres.',
  phone_number_not_found: 'Er is geen account gevonden met dit telefoonnummer.',
  unable_to_auth_magic_link: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.',
  no_user_password: 'Dit account heeft geen wachtwoord. Log op een andere manier in.',
  breached_password: 'Dit wachtwoord is mogelijk gebruikt op een andere site die een beveiligingsprobleem had. Kies een ander wachtwoord.',
  reset_password: 'Stel je wachtwoord opnieuw in om door te gaan. Bekijk je e-mail.',
  oauth_token_not_found: 'Deze inlogpoging is verlopen of al gebruikt. Probeer het opnieuw.',
  oauth_state_mismatch: 'Deze inlogpoging is verlopen of al gebruikt. Probeer het opnieuw.',
  invalid_code: 'Deze code is ongeldig. Probeer het opnieuw.',
  user_lock_limit_reached: 'Te veel mislukte pogingen. Dit account is een tijdje geblokkeerd; probeer het later opnieuw.',
  weak_password: 'Dit wachtwoord is te zwak. Kies een sterker wachtwoord.',
  duplicate_email: 'Er bestaat al een account met dit e-mailadres.',
  duplicate_webauthn_registration: 'Deze toegangssleutel is al geregistreerd.',
  otp_code_not_found: 'Ongeldige code. Probeer het opnieuw.',
  webauthn_registration_not_found: 'Toegangssleutel niet gevonden. Misschien heb je de toegangssleutel uit je account verwijderd, maar niet uit je wachtwoordbeheer. Probeer het opnieuw.',
  oauth_callback_not_found: 'Deze inlogpoging is verlopen of al gebruikt. Probeer het opnieuw.',
} satisfies AllMessages;
