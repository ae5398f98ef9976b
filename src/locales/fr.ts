// French. Terms: 'clé d'accès' for passkey (Apple, Google and Microsoft in French), 'code' for a
// one-time passcode, 'se connecter' for sign in / log in, 'créer un compte' / 's'inscrire' for
// sign up, 'Continuer avec …' for the provider buttons (Google's button reads 'Continuer avec
// Google'). Formal 'vous'; a non-breaking space before ':', '?', '!' as French typography wants.
import type { AllMessages } from './types';

export const messages = {
  // en (the main file)
  header: 'Inscrivez-vous ou connectez-vous',
  loading: 'Chargement',
  networkError: 'Impossible de joindre nos serveurs.',
  somethingWrong: 'Une erreur est survenue. Veuillez réessayer.',
  back: 'Retour',
  poweredBy: 'Fourni par',
  formTabs: 'Méthode de connexion',
  tabSms: 'SMS',
  tabWhatsapp: 'WhatsApp',
  tabEmail: 'E-mail',
  emailLabel: 'E-mail',
  emailPlaceholder: 'example@email.com',
  phoneLabel: 'Numéro de téléphone',
  countryLabel: 'Pays',
  continueWithEmail: 'Continuer avec un e-mail',
  continue: 'Continuer',
  invalidEmailAddress: 'Adresse e-mail non valide',
  invalidPhone: 'Numéro de téléphone non valide, veuillez réessayer.',
  configNoProducts: 'Erreur : veuillez ajouter un produit à la configuration.',
  or: 'ou',

  // enShared
  loggingIn: 'Connexion en cours',
  dismiss: 'Fermer',
  success: 'C’est fait',
  signedInHeader: 'C’est fait !',
  signedInText: 'Vous êtes bien connecté.',

  // enApiErrors
  tooManyRequests: 'Trop de tentatives. Veuillez patienter un instant, puis réessayer.',
  tooManyRequestsSeconds: {
    one: 'Trop de tentatives. Veuillez réessayer dans 1 seconde.',
    other: 'Trop de tentatives. Veuillez réessayer dans {count} secondes.',
  },
  tooManyRequestsMinutes: {
    one: 'Trop de tentatives. Veuillez réessayer dans 1 minute.',
    other: 'Trop de tentatives. Veuillez réessayer dans {count} minutes.',
  },
  notSetUp: 'La connexion n’est pas configurée correctement sur ce site. Veuillez contacter l’assistance du site.',
  invalidJson: 'Réponse JSON non valide de nos serveurs.',
  invalidResponse: 'Réponse du serveur absente ou non valide.',

  // enPasskeyRegistration
  passkeySetupHeader: 'Configurer une nouvelle clé d’accès',
  passkeySetupText: 'Avec les clés d’accès, plus besoin de retenir des mots de passe compliqués.',
  createPasskey: 'Créer une clé d’accès',
  skip: 'Ignorer',
  existingPasskeys: 'Clés d’accès existantes',
  noPasskeys: 'Aucune clé d’accès pour le moment.',
  passkeyName: 'Nom de la clé d’accès',
  renamePasskey: 'Renommer {name}',
  save: 'Enregistrer',
  deletePasskey: 'Supprimer {name}',
  deleteWarning: 'Une fois supprimée, la clé d’accès ne pourra pas être restaurée.',
  confirmDelete: 'Supprimer',
  cancel: 'Annuler',
  setUpAnother: 'Configurer une autre clé d’accès',
  done: 'Terminé',
  noUser: 'Erreur : le composant PasskeyRegistration ne peut pas être utilisé sans utilisateur authentifié.',
  passkeyAlreadyRegistered:
    'Impossible de créer la clé d’accès : elle semble déjà enregistrée. Elle a peut-être été enregistrée sur un autre appareil, puis synchronisée entre vos appareils.',
  passkeyNotCreated:
    'Votre clé d’accès n’a pas été créée. Cliquez sur « Créer une clé d’accès » pour réessayer, ou ignorez cette étape sans ajouter de clé d’accès.',
  passkeyNotCreatedOnList: 'Votre clé d’accès n’a pas été créée. Cliquez sur « Configurer une autre clé d’accès » pour réessayer.',
  tryAgain: 'Réessayer',

  // enIdentityProvider (success: see enShared)
  errorHeader: 'Une erreur s’est produite.',
  missingParam: 'Un paramètre obligatoire est manquant : {param}. Veuillez contacter le développeur de l’application.',
  noSession: 'Aucune session active détectée. Veuillez vous connecter pour continuer.',
  accessDenied: 'L’accès à l’application a été refusé.',
  framed:
    'Pour votre sécurité, cette page ne peut pas être utilisée à l’intérieur d’un autre site. Ouvrez-la dans sa propre fenêtre pour continuer.',
  consentHeader: 'Se connecter à {client} avec {project}',
  consentHeaderCustom: '{client} souhaite accéder à votre compte {project}',
  loggedInAs: 'Connecté en tant que {account}',
  manifestHeader: '{client} pourra :',
  scopeOpenid: 'Vérifier votre identité',
  scopeProfile: 'Voir les informations de votre profil',
  scopeProfileDetails: 'Nom, photo et langue',
  scopeEmail: 'Adresse e-mail',
  scopePhone: 'Numéro de téléphone',
  scopeOfflineAccess: 'Conserver l’accès hors connexion',
  scopeCustom: 'Utiliser le champ d’application {scope}',
  redirectHost: 'Vous serez redirigé vers {host}.',
  allow: 'Autoriser',
  deny: 'Refuser',
  logoutHeader: 'Se déconnecter ?',
  logoutText: 'Voulez-vous vraiment vous déconnecter de votre compte {project} ?',
  yes: 'Oui',
  no: 'Non',
  logoutDeclined: 'Vous n’avez pas été déconnecté. Vous pouvez fermer cette page.',
  redirecting: 'Redirection en cours.',

  // enPasskeysMain
  loginWithPasskey: 'Se connecter avec une clé d’accès',
  configPasskeysAlone:
    'Erreur : les clés d’accès ne peuvent pas être utilisées seules. Veuillez ajouter un autre produit à la configuration.',
  // enPasskeys (the shared strings: see enShared)
  passkeyAuthenticated: 'Votre clé d’accès a bien été authentifiée.',
  passkeyLoggingIn: 'Connexion avec votre clé d’accès…',
  passkeyNotFound:
    'Clé d’accès introuvable. Vous l’avez peut-être supprimée de votre compte, mais pas de votre gestionnaire de mots de passe. Veuillez réessayer.',
  passkeyUnknownError: 'Une erreur inconnue s’est produite lors de l’authentification par clé d’accès. Veuillez réessayer.',

  // enOAuthMain
  continueWithProvider: 'Continuer avec {provider}',
  // enOAuth
  lastUsed: 'Dernière utilisation',
  oauthCancelled: 'La connexion a été annulée. Veuillez réessayer.',
  oneTapOriginNotAllowed:
    'Google One Tap : l’origine de ce site n’est pas autorisée pour le client Google. Ajoutez-la aux origines JavaScript autorisées dans la console Google Cloud.',
  oneTapInvalidClient: 'Google One Tap : Google ne reconnaît pas l’ID client. Vérifiez le client Google OAuth dans votre tableau de bord.',
  oneTapNotConfigured: 'Google One Tap : aucun client Google OAuth n’est configuré. Configurez Google OAuth dans votre tableau de bord.',
  oneTapNoLoginRedirect: 'Google One Tap : aucune URL de redirection de connexion n’est définie. Ajoutez-en une dans votre tableau de bord.',
  oneTapNoSignupRedirect: 'Google One Tap : aucune URL de redirection d’inscription n’est définie. Ajoutez-en une dans votre tableau de bord.',
  oneTapDefaultProvider:
    'Google One Tap : les identifiants Google OAuth par défaut ne peuvent pas être utilisés avec One Tap. Configurez votre propre client Google OAuth dans votre tableau de bord.',

  // enCryptoMain
  continueWithWallet: 'Continuer avec {wallet}',
  ethereumWallet: 'Portefeuille Ethereum',
  solanaWallet: 'Portefeuille Solana',
  continueWithOtherWallet: 'Continuer avec un autre portefeuille crypto',
  setUpWallet: 'Créer un portefeuille crypto',
  // enCrypto (tryAgain: see enPasskeyRegistration)
  connectingWallet: 'Connexion à votre portefeuille…',
  connectingWalletText: 'Approuvez la demande dans {wallet} pour connecter votre portefeuille à ce site.',
  signingMessage: 'Finalisation de la demande de signature…',
  signingMessageText:
    'Terminez la signature du message dans la fenêtre de {wallet}. En cas de problème, utilisez la flèche de retour et réessayez.',
  walletRequestPending:
    'Ouvrez {wallet} : une demande précédente de ce site attend encore votre réponse. Répondez-y ou annulez-la, puis réessayez.',
  walletError: 'Une erreur s’est produite.',
  walletErrorText:
    'Votre demande de connexion n’a pas pu aboutir. Utilisez la flèche de retour pour revenir à l’écran de connexion et réessayez.',
  walletConnected: 'Votre portefeuille est bien connecté.',
  otherWallets: 'Continuer avec un autre portefeuille',
  setUpWalletText:
    'Se connecter avec un portefeuille crypto protège la confidentialité et la sécurité de votre compte : aucun mot de passe à voler, et vous seul pouvez signer avec votre portefeuille. Pour commencer, installez l’un de ces portefeuilles :',
  metamask: 'MetaMask',
  phantom: 'Phantom',
  coinbaseWallet: 'Coinbase Wallet',
  binanceWallet: 'Binance Wallet',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',

  // enEmailMagicLinksMain
  configEmlAndEmailOtp: 'Erreur : impossible d’utiliser à la fois EML et OTP par e-mail',
  // enEmailMagicLinks (tryAgain: see enPasskeyRegistration)
  checkEmail: 'Consultez vos e-mails',
  emailSentTo: 'Un e-mail a été envoyé à {email}.',
  openGmail: 'Ouvrir Gmail',
  openYahoo: 'Ouvrir Yahoo',
  openOutlook: 'Ouvrir Outlook',
  didntGetIt: 'Vous ne l’avez pas reçu ?',

  // enOtpMain
  invalidEmailOtp: 'Adresse e-mail non valide, veuillez réessayer.',
  // enOtp
  enterPasscode: 'Saisissez le code',
  passcodeSentTo: 'Un code à 6 chiffres vous a été envoyé à {destination}.',
  passcodeLabel: 'Code à usage unique',
  digitLabel: 'Chiffre {n} sur {total}',
  verifyingPasscode: 'Vérification du code…',
  codeExpiresIn: 'Votre code expire dans {time}. Vous ne l’avez pas reçu ?',
  codeExpired: 'Votre code a expiré.',
  resendCode: 'Renvoyer le code',
  codeResent: 'Code renvoyé',
  passcodeVerified: 'Votre code a bien été vérifié.',
  invalidPasscode: 'Code non valide, veuillez réessayer.',
  passcodeLocked: 'Trop d’essais erronés : ce code ne fonctionne plus. Demandez un nouveau code pour réessayer.',
  getNewCode: 'Obtenir un nouveau code',

  // enPasswords (didntGetIt: see enEmailMagicLinks)
  passwordLabel: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  strengthLabel: 'Robustesse du mot de passe',
  strengthWeak: 'Faible',
  strengthStrong: 'Robuste',
  passwordAcceptable: 'Ce mot de passe est suffisamment robuste.',
  enterPassword: 'Saisissez un mot de passe pour continuer.',
  checkingPassword: 'Vérification de votre mot de passe…',
  passwordNotStrongEnough: 'Ce mot de passe n’est pas encore assez robuste.',
  resetLinkMissing:
    'Ce lien de réinitialisation est incomplet ou a déjà été utilisé. Ouvrez à nouveau le lien reçu par e-mail, ou demandez-en un nouveau.',
  sendNewResetLink: 'M’envoyer un nouveau lien',
  newResetLinkSent: 'Un nouveau lien pour réinitialiser votre mot de passe a été envoyé à {email}.',
  createAccountHeader: 'Créer un compte',
  createAccountText: 'Choisissez un mot de passe pour terminer la création de votre compte.',
  loginHeader: 'Se connecter',
  change: 'Modifier',
  passwordlessHeader: 'Consultez vos e-mails',
  passwordlessText: 'Un lien de connexion vous a été envoyé à {email}.',
  forgotHeader: 'Consultez vos e-mails pour obtenir de l’aide !',
  forgotText: 'Nous avons envoyé à {email} un e-mail contenant un lien pour réinitialiser votre mot de passe.',
  breachedText:
    'Un autre site sur lequel vous utilisez le même mot de passe a récemment subi un incident de sécurité. Par précaution, un e-mail contenant un lien pour réinitialiser votre mot de passe vous a été envoyé à {email}.',
  dedupeText:
    'Nous voulons nous assurer que votre compte est sécurisé et que c’est bien vous qui vous connectez. Un lien pour définir votre mot de passe vous a été envoyé à {email}.',
  setNewText: 'Un lien de connexion vous a été envoyé à {email} pour créer un mot de passe pour votre compte.',
  forgotPassword: 'Mot de passe oublié ?',
  emailMeALoginLink: 'Recevoir un lien de connexion par e-mail',
  emailMeALoginCode: 'Recevoir un code de connexion par e-mail',
  createPasswordInstead: 'Créer plutôt un mot de passe',
  resendEmail: 'Renvoyer l’e-mail',
  emailResent: 'E-mail renvoyé',
  loginWithoutPassword: 'Se connecter sans mot de passe',
  breachedHeader: 'Consultez vos e-mails pour définir un nouveau mot de passe',
  dedupeHeader: 'Consultez vos e-mails pour définir un nouveau mot de passe !',
  setNewHeader: 'Consultez vos e-mails !',
  resetPasswordHeader: 'Réinitialiser votre mot de passe',
  loggingInEllipsis: 'Connexion en cours…',
  ludsMinimumLength: {
    one: 'Doit contenir au moins {min} caractère',
    other: 'Doit contenir au moins {min} caractères',
  },
  ludsComplexity: 'Doit contenir {n} des éléments suivants : majuscule, minuscule, chiffre, symbole',
  ludsMissing: {
    one: 'Encore {count} requis',
    other: 'Encore {count} requis',
  },
  ludsMet: 'validé',
  breachedPassword:
    'Ce mot de passe a peut-être été utilisé sur un autre site qui a subi un incident de sécurité. Veuillez en choisir un autre.',
  // enServerErrors (en.ts): the server's errors a person may read
  unauthorized_credentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
  invalid_credentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
  user_unauthenticated: 'Vous n’êtes pas connecté. Veuillez vous connecter et réessayer.',
  invalid_secret_authentication: 'Ce lien ou ce code n’est pas valide. Veuillez réessayer.',
  session_not_found: 'Votre session a expiré. Veuillez vous reconnecter.',
  invalid_session_token: 'Votre session a expiré. Veuillez vous reconnecter.',
  unsubscribed_phone_number: 'Ce numéro de téléphone s’est désabonné des messages.',
  inactive_email: 'Cette adresse e-mail ne peut pas recevoir de messages.',
  email_not_found: 'Aucun compte n’a été trouvé avec cette adresse e-mail.',
  phone_number_not_found: 'Aucun compte n’a été trouvé avec ce numéro de téléphone.',
  unable_to_auth_magic_link: 'Ce lien a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
  no_user_password: 'Ce compte n’a pas de mot de passe. Veuillez vous connecter autrement.',
  breached_password: 'Ce mot de passe a peut-être été utilisé sur un autre site qui a subi un incident de sécurité. Veuillez en choisir un autre.',
  reset_password: 'Veuillez réinitialiser votre mot de passe pour continuer. Consultez vos e-mails.',
  oauth_token_not_found: 'Cette connexion a expiré ou a déjà été utilisée. Veuillez réessayer.',
  oauth_state_mismatch: 'Cette connexion a expiré ou a déjà été utilisée. Veuillez réessayer.',
  invalid_code: 'Ce code n’est pas valide. Veuillez réessayer.',
  user_lock_limit_reached: 'Trop de tentatives infructueuses. Ce compte est bloqué pour un moment ; veuillez réessayer plus tard.',
  weak_password: 'Ce mot de passe est trop faible. Veuillez en choisir un plus sûr.',
  duplicate_email: 'Un compte existe déjà avec cette adresse e-mail.',
  duplicate_webauthn_registration: 'Cette clé d’accès est déjà enregistrée.',
  otp_code_not_found: 'Code non valide, veuillez réessayer.',
  webauthn_registration_not_found: 'Clé d’accès introuvable. Vous l’avez peut-être supprimée de votre compte, mais pas de votre gestionnaire de mots de passe. Veuillez réessayer.',
  oauth_callback_not_found: 'Cette connexion a expiré ou a déjà été utilisée. Veuillez réessayer.',
} satisfies AllMessages;
