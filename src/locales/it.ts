// Italian. Terms: 'passkey' (feminine, 'la passkey', as Apple, Google and Microsoft write it in
// Italian), 'codice' for a one-time passcode, 'accedi' / 'accesso' for sign in / log in,
// 'registrati' for sign up, 'Continua con …' for the provider buttons (Google's button reads
// 'Continua con Google'). Italian products address the person with the informal 'tu' in buttons
// and prompts ('Accedi', 'Riprova'); the same is used throughout.
import type { AllMessages } from './types';

export const messages = {
  // en (the main file)
  header: 'Registrati o accedi',
  loading: 'Caricamento',
  networkError: 'Impossibile contattare i nostri server.',
  somethingWrong: 'Si è verificato un problema. Riprova.',
  back: 'Indietro',
  poweredBy: 'Con la tecnologia di',
  formTabs: 'Metodo di accesso',
  tabSms: 'SMS',
  tabWhatsapp: 'WhatsApp',
  tabEmail: 'Email',
  emailLabel: 'Indirizzo email',
  emailPlaceholder: 'example@email.com',
  phoneLabel: 'Numero di telefono',
  countryLabel: 'Paese',
  continueWithEmail: 'Continua con l’email',
  continue: 'Continua',
  invalidEmailAddress: 'Indirizzo email non valido',
  invalidPhone: 'Numero di telefono non valido, riprova.',
  configNoProducts: 'Errore: aggiungi un prodotto alla configurazione.',
  or: 'oppure',

  // enShared
  loggingIn: 'Accesso in corso',
  dismiss: 'Chiudi',
  success: 'Fatto',
  signedInHeader: 'Fatto!',
  signedInText: 'Hai effettuato l’accesso.',

  // enApiErrors
  tooManyRequests: 'Troppi tentativi. Attendi un momento e riprova.',
  tooManyRequestsSeconds: {
    one: 'Troppi tentativi. Riprova tra 1 secondo.',
    other: 'Troppi tentativi. Riprova tra {count} secondi.',
  },
  tooManyRequestsMinutes: {
    one: 'Troppi tentativi. Riprova tra 1 minuto.',
    other: 'Troppi tentativi. Riprova tra {count} minuti.',
  },
  notSetUp: 'L’accesso non è configurato correttamente su questo sito. Contatta l’assistenza del sito.',
  invalidJson: 'Risposta JSON non valida dai nostri server.',
  invalidResponse: 'Risposta del server non valida o assente.',

  // enPasskeyRegistration
  passkeySetupHeader: 'Configura una nuova passkey',
  passkeySetupText: 'Con le passkey non devi ricordare password complicate.',
  createPasskey: 'Crea una passkey',
  skip: 'Salta',
  existingPasskeys: 'Passkey esistenti',
  noPasskeys: 'Ancora nessuna passkey.',
  passkeyName: 'Nome della passkey',
  renamePasskey: 'Rinomina {name}',
  save: 'Salva',
  deletePasskey: 'Elimina {name}',
  deleteWarning: 'Una volta eliminata, la passkey non può essere ripristinata.',
  confirmDelete: 'Elimina',
  cancel: 'Annulla',
  setUpAnother: 'Configura un’altra passkey',
  done: 'Fine',
  noUser: 'Errore: impossibile usare il componente PasskeyRegistration senza un utente autenticato.',
  passkeyAlreadyRegistered:
    'Impossibile creare la passkey perché sembra già registrata. Forse è stata registrata su un altro dispositivo e sincronizzata tra i tuoi dispositivi.',
  passkeyNotCreated:
    'La passkey non è stata creata. Fai clic su “Crea una passkey” per riprovare o salta questo passaggio senza aggiungere una passkey.',
  passkeyNotCreatedOnList: 'La passkey non è stata creata. Fai clic su “Configura un’altra passkey” per riprovare.',
  tryAgain: 'Riprova',

  // enIdentityProvider (success: see enShared)
  errorHeader: 'Si è verificato un errore.',
  missingParam: 'Manca un parametro obbligatorio: {param}. Contatta lo sviluppatore dell’applicazione.',
  noSession: 'Nessuna sessione attiva. Accedi per continuare.',
  accessDenied: 'L’accesso all’applicazione è stato negato.',
  framed: 'Per la tua sicurezza, questa pagina non può essere usata all’interno di un altro sito. Aprila in una finestra a parte per continuare.',
  consentHeader: 'Accedi a {client} con {project}',
  consentHeaderCustom: '{client} vuole accedere al tuo account {project}',
  loggedInAs: 'Accesso effettuato come {account}',
  manifestHeader: '{client} potrà:',
  scopeOpenid: 'Verificare la tua identità',
  scopeProfile: 'Vedere le informazioni del tuo profilo',
  scopeProfileDetails: 'Nome, foto e lingua',
  scopeEmail: 'Indirizzo email',
  scopePhone: 'Numero di telefono',
  scopeOfflineAccess: 'Mantenere l’accesso offline',
  scopeCustom: 'Usare l’ambito {scope}',
  redirectHost: 'Ti reindirizzeremo a {host}.',
  allow: 'Consenti',
  deny: 'Nega',
  logoutHeader: 'Uscire?',
  logoutText: 'Vuoi davvero uscire dal tuo account {project}?',
  yes: 'Sì',
  no: 'No',
  logoutDeclined: 'La disconnessione non è stata effettuata. Puoi chiudere questa pagina.',
  redirecting: 'Reindirizzamento in corso.',

  // enPasskeysMain
  loginWithPasskey: 'Accedi con una passkey',
  configPasskeysAlone: 'Errore: le passkey non possono essere usate da sole. Aggiungi un altro prodotto alla configurazione.',
  // enPasskeys (the shared strings: see enShared)
  passkeyAuthenticated: 'La passkey è stata autenticata.',
  passkeyLoggingIn: 'Accesso con la passkey in corso…',
  passkeyNotFound:
    'Passkey non trovata. Forse l’hai eliminata dal tuo account ma non dal gestore delle password. Riprova.',
  passkeyUnknownError: 'Si è verificato un errore sconosciuto durante l’autenticazione con la passkey. Riprova.',

  // enOAuthMain
  continueWithProvider: 'Continua con {provider}',
  // enOAuth
  lastUsed: 'Usato l’ultima volta',
  oauthCancelled: 'L’accesso è stato annullato. Riprova.',
  oneTapOriginNotAllowed:
    'Google One Tap: l’origine di questo sito non è consentita per il client Google. Aggiungila alle origini JavaScript autorizzate nella console Google Cloud.',
  oneTapInvalidClient: 'Google One Tap: Google non riconosce l’ID client. Controlla il client Google OAuth nella tua dashboard.',
  oneTapNotConfigured: 'Google One Tap: nessun client Google OAuth configurato. Configura Google OAuth nella tua dashboard.',
  oneTapNoLoginRedirect: 'Google One Tap: nessun URL di reindirizzamento per l’accesso impostato. Aggiungine uno nella tua dashboard.',
  oneTapNoSignupRedirect: 'Google One Tap: nessun URL di reindirizzamento per la registrazione impostato. Aggiungine uno nella tua dashboard.',
  oneTapDefaultProvider:
    'Google One Tap: le credenziali Google OAuth predefinite non possono essere usate con One Tap. Configura un client Google OAuth tuo nella dashboard.',

  // enCryptoMain
  continueWithWallet: 'Continua con {wallet}',
  ethereumWallet: 'Wallet Ethereum',
  solanaWallet: 'Wallet Solana',
  continueWithOtherWallet: 'Continua con un altro wallet crypto',
  setUpWallet: 'Configura un nuovo wallet crypto',
  // enCrypto (tryAgain: see enPasskeyRegistration)
  connectingWallet: 'Connessione al wallet in corso…',
  connectingWalletText: 'Approva la richiesta in {wallet} per collegare il tuo wallet a questo sito.',
  signingMessage: 'Completamento della richiesta di firma…',
  signingMessageText:
    'Completa la firma del messaggio nella finestra pop-up di {wallet}. Se qualcosa va storto, usa la freccia indietro e riprova.',
  walletRequestPending:
    'Apri {wallet}: una richiesta precedente di questo sito attende ancora la tua risposta. Rispondi o annullala lì, poi riprova.',
  walletError: 'Si è verificato un errore.',
  walletErrorText:
    'Non è stato possibile completare la richiesta di accesso. Usa la freccia indietro per tornare alla schermata di accesso e riprova.',
  walletConnected: 'Il tuo wallet è stato collegato.',
  otherWallets: 'Continua con un altro wallet',
  setUpWalletText:
    'Accedere con un wallet crypto mantiene il tuo account privato e sicuro: non c’è nessuna password da rubare e solo tu puoi firmare con il tuo wallet. Per iniziare, scarica uno di questi wallet:',
  metamask: 'MetaMask',
  phantom: 'Phantom',
  coinbaseWallet: 'Coinbase Wallet',
  binanceWallet: 'Binance Wallet',
  opensInNewTab: '(si apre in una nuova scheda)',

  // enEmailMagicLinksMain
  configEmlAndEmailOtp: 'Errore: impossibile usare insieme EML e OTP via email',
  // enEmailMagicLinks (tryAgain: see enPasskeyRegistration)
  checkEmail: 'Controlla la tua email',
  emailSentTo: 'Abbiamo inviato un’email a {email}.',
  openGmail: 'Apri Gmail',
  openYahoo: 'Apri Yahoo',
  openOutlook: 'Apri Outlook',
  didntGetIt: 'Non l’hai ricevuta?',

  // enOtpMain
  invalidEmailOtp: 'Email non valida, riprova.',
  // enOtp
  enterPasscode: 'Inserisci il codice',
  passcodeSentTo: 'Abbiamo inviato un codice di 6 cifre a {destination}.',
  passcodeLabel: 'Codice monouso',
  digitLabel: 'Cifra {n} di {total}',
  verifyingPasscode: 'Verifica del codice…',
  codeExpiresIn: 'Il codice scade tra {time}. Non l’hai ricevuto?',
  codeExpired: 'Il codice è scaduto.',
  resendCode: 'Invia di nuovo il codice',
  codeResent: 'Codice inviato di nuovo',
  passcodeVerified: 'Il codice è stato verificato.',
  invalidPasscode: 'Codice non valido, riprova.',
  passcodeLocked: 'Troppi tentativi errati: questo codice non è più valido. Richiedi un nuovo codice per riprovare.',
  getNewCode: 'Richiedi un nuovo codice',

  // enPasswords (didntGetIt: see enEmailMagicLinks)
  passwordLabel: 'Password',
  showPassword: 'Mostra password',
  strengthLabel: 'Sicurezza della password',
  strengthWeak: 'Debole',
  strengthStrong: 'Sicura',
  passwordAcceptable: 'Questa password è abbastanza sicura.',
  enterPassword: 'Inserisci una password per continuare.',
  checkingPassword: 'Verifica della password…',
  passwordNotStrongEnough: 'Questa password non è ancora abbastanza sicura.',
  resetLinkMissing:
    'Questo link per reimpostare la password è incompleto o è già stato usato. Apri di nuovo il link nella tua email o richiedine uno nuovo.',
  sendNewResetLink: 'Inviami un nuovo link',
  newResetLinkSent: 'Un nuovo link per reimpostare la password è stato inviato a {email}.',
  createAccountHeader: 'Crea un account',
  createAccountText: 'Imposta una password per completare la creazione del tuo account.',
  loginHeader: 'Accedi',
  change: 'Modifica',
  passwordlessHeader: 'Controlla la tua email',
  passwordlessText: 'Abbiamo inviato un link di accesso a {email}.',
  forgotHeader: 'Controlla la tua email per ricevere aiuto con l’accesso!',
  forgotText: 'Abbiamo inviato a {email} un’email con un link per reimpostare la password.',
  breachedText:
    'Un altro sito in cui usi la stessa password ha avuto di recente un problema di sicurezza. Per la tua sicurezza, abbiamo inviato a {email} un’email con un link per reimpostare la password.',
  dedupeText:
    'Vogliamo assicurarci che il tuo account sia protetto e che sia davvero tu ad accedere. Abbiamo inviato a {email} un link per impostare la password.',
  setNewText: 'Abbiamo inviato a {email} un link di accesso per creare una password per il tuo account.',
  forgotPassword: 'Password dimenticata?',
  emailMeALoginLink: 'Inviami un link di accesso via email',
  emailMeALoginCode: 'Inviami un codice di accesso via email',
  createPasswordInstead: 'Crea invece una password',
  resendEmail: 'Invia di nuovo l’email',
  emailResent: 'Email inviata di nuovo',
  loginWithoutPassword: 'Accedi senza password',
  breachedHeader: 'Controlla la tua email per impostare una nuova password',
  dedupeHeader: 'Controlla la tua email per impostare una nuova password!',
  setNewHeader: 'Controlla la tua email!',
  resetPasswordHeader: 'Reimposta la password',
  loggingInEllipsis: 'Accesso in corso…',
  ludsMinimumLength: {
    one: 'Deve contenere almeno {min} carattere',
    other: 'Deve contenere almeno {min} caratteri',
  },
  ludsComplexity: 'Deve contenere {n} tra: lettera maiuscola, lettera minuscola, numero, simbolo',
  ludsMissing: {
    one: 'Ne manca {count}',
    other: 'Ne mancano {count}',
  },
  ludsMet: 'fatto',
  breachedPassword:
    'Questa password potrebbe essere stata usata su un altro sito che ha avuto un problema di sicurezza. Scegli un’altra password.',
  // enServerErrors (en.ts): the server's errors a person may read
  unauthorized_credentials: 'L’email o la password non sono corrette.',
  invalid_credentials: 'L’email o la password non sono corrette.',
  user_unauthenticated: 'Non hai effettuato l’accesso. Accedi e riprova.',
  invalid_secret_authentication: 'Questo link o codice non è valido. Riprova.',
  session_not_found: 'La sessione è scaduta. Accedi di nuovo.',
  invalid_session_token: 'La sessione è scaduta. Accedi di nuovo.',
  unsubscribed_phone_number: 'Questo numero di telefono ha disattivato la ricezione dei messaggi.',
  inactive_email: 'Questo indirizzo email non può ricevere messaggi.',
  email_not_found: 'Nessun account trovato con questa email.',
  phone_number_not_found: 'Nessun account trovato con questo numero di telefono.',
  unable_to_auth_magic_link: 'Questo link è scaduto o è già stato usato. Richiedine uno nuovo.',
  no_user_password: 'Questo account non ha una password. Accedi in un altro modo.',
  breached_password: 'Questa password potrebbe essere stata usata su un altro sito che ha avuto un problema di sicurezza. Scegli un’altra password.',
  reset_password: 'Reimposta la password per continuare. Controlla la tua email.',
  oauth_token_not_found: 'Questo accesso è scaduto o è già stato usato. Riprova.',
  oauth_state_mismatch: 'Questo accesso è scaduto o è già stato usato. Riprova.',
  invalid_code: 'Questo codice non è valido. Riprova.',
  user_lock_limit_reached: 'Troppi tentativi non riusciti. Questo account è bloccato per un po’; riprova più tardi.',
  weak_password: 'Questa password è troppo debole. Scegline una più sicura.',
  duplicate_email: 'Esiste già un account con questa email.',
  duplicate_webauthn_registration: 'Questa passkey è già registrata.',
  otp_code_not_found: 'Codice non valido, riprova.',
  webauthn_registration_not_found: 'Passkey non trovata. Forse l’hai eliminata dal tuo account ma non dal gestore delle password. Riprova.',
  oauth_callback_not_found: 'Questo accesso è scaduto o è già stato usato. Riprova.',
} satisfies AllMessages;
