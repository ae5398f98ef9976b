// Spanish. Terms: 'llave de acceso' for passkey (Apple and Google in Spanish), 'código' for a
// one-time passcode, 'iniciar sesión' for sign in / log in, 'registrarse' for sign up,
// 'Continuar con …' for the provider buttons (Google's button reads 'Continuar con Google').
// Formal 'usted'. Vocabulary leans Latin American ('ingrese', 'agregue', 'billetera', 'vence'),
// understood in Spain too; an es-ES file would say 'introduzca', 'añada', 'monedero', 'caduca'.
import type { AllMessages } from './types';

export const messages = {
  // en (the main file)
  header: 'Regístrese o inicie sesión',
  loading: 'Cargando',
  networkError: 'No se puede conectar con nuestros servidores.',
  somethingWrong: 'Se produjo un error. Vuelva a intentarlo.',
  back: 'Atrás',
  poweredBy: 'Con la tecnología de',
  formTabs: 'Método de inicio de sesión',
  tabSms: 'SMS',
  tabWhatsapp: 'WhatsApp',
  tabEmail: 'Correo',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'example@email.com',
  phoneLabel: 'Número de teléfono',
  countryLabel: 'País',
  continueWithEmail: 'Continuar con correo electrónico',
  continue: 'Continuar',
  invalidEmailAddress: 'Dirección de correo electrónico no válida',
  invalidPhone: 'Número de teléfono no válido. Vuelva a intentarlo.',
  configNoProducts: 'Error: Agregue un producto a la configuración.',
  or: 'o',

  // enShared
  loggingIn: 'Iniciando sesión',
  dismiss: 'Cerrar',
  success: 'Listo',
  signedInHeader: '¡Listo!',
  signedInText: 'Inició sesión correctamente.',

  // enApiErrors
  tooManyRequests: 'Demasiados intentos. Espere un momento y vuelva a intentarlo.',
  tooManyRequestsSeconds: {
    one: 'Demasiados intentos. Vuelva a intentarlo en 1 segundo.',
    other: 'Demasiados intentos. Vuelva a intentarlo en {count} segundos.',
  },
  tooManyRequestsMinutes: {
    one: 'Demasiados intentos. Vuelva a intentarlo en 1 minuto.',
    other: 'Demasiados intentos. Vuelva a intentarlo en {count} minutos.',
  },
  notSetUp: 'El inicio de sesión no está bien configurado en este sitio. Comuníquese con el servicio de asistencia del sitio.',
  invalidJson: 'Respuesta JSON no válida de nuestros servidores.',
  invalidResponse: 'El servidor no respondió o su respuesta no es válida.',

  // enPasskeyRegistration
  passkeySetupHeader: 'Configurar una nueva llave de acceso',
  passkeySetupText: 'Con las llaves de acceso, no necesita recordar contraseñas complicadas.',
  createPasskey: 'Crear una llave de acceso',
  skip: 'Omitir',
  existingPasskeys: 'Llaves de acceso existentes',
  noPasskeys: 'Aún no hay llaves de acceso.',
  passkeyName: 'Nombre de la llave de acceso',
  renamePasskey: 'Cambiar el nombre de {name}',
  save: 'Guardar',
  deletePasskey: 'Eliminar {name}',
  deleteWarning: 'Una vez eliminada, la llave de acceso no se puede restaurar.',
  confirmDelete: 'Eliminar',
  cancel: 'Cancelar',
  setUpAnother: 'Configurar otra llave de acceso',
  done: 'Listo',
  noUser: 'Error: No se puede usar el componente PasskeyRegistration sin un usuario autenticado.',
  passkeyAlreadyRegistered:
    'No se puede crear la llave de acceso porque parece que ya está registrada. Es posible que se haya registrado en otro dispositivo y se haya sincronizado entre dispositivos.',
  passkeyNotCreated:
    'No se creó su llave de acceso. Haga clic en “Crear una llave de acceso” para volver a intentarlo u omita este paso sin agregar una llave de acceso.',
  passkeyNotCreatedOnList: 'No se creó su llave de acceso. Haga clic en “Configurar otra llave de acceso” para volver a intentarlo.',
  tryAgain: 'Volver a intentar',

  // enIdentityProvider (success: see enShared)
  errorHeader: 'Parece que se produjo un error.',
  missingParam: 'Falta un parámetro obligatorio: {param}. Comuníquese con el desarrollador de la aplicación.',
  noSession: 'No se detectó ninguna sesión activa. Inicie sesión para continuar.',
  accessDenied: 'Se denegó el acceso a la aplicación.',
  framed: 'Por su seguridad, esta página no se puede usar dentro de otro sitio web. Ábrala en su propia ventana para continuar.',
  consentHeader: 'Iniciar sesión en {client} con {project}',
  consentHeaderCustom: '{client} quiere acceder a su cuenta de {project}',
  loggedInAs: 'Sesión iniciada como {account}',
  manifestHeader: '{client} podrá:',
  scopeOpenid: 'Verificar su identidad',
  scopeProfile: 'Ver la información de su perfil',
  scopeProfileDetails: 'Nombre, foto e idioma',
  scopeEmail: 'Correo electrónico',
  scopePhone: 'Teléfono',
  scopeOfflineAccess: 'Mantener el acceso sin conexión',
  scopeCustom: 'Usar el permiso {scope}',
  redirectHost: 'Se le redirigirá a {host}.',
  allow: 'Permitir',
  deny: 'Denegar',
  logoutHeader: '¿Cerrar sesión?',
  logoutText: '¿Seguro que quiere cerrar la sesión de su cuenta de {project}?',
  yes: 'Sí',
  no: 'No',
  logoutDeclined: 'No se cerró su sesión. Puede cerrar esta página.',
  redirecting: 'Redirigiendo…',

  // enPasskeysMain
  loginWithPasskey: 'Iniciar sesión con una llave de acceso',
  configPasskeysAlone: 'Error: Las llaves de acceso no se pueden usar solas. Agregue otro producto a la configuración.',
  // enPasskeys (the shared strings: see enShared)
  passkeyAuthenticated: 'Su llave de acceso se autenticó correctamente.',
  passkeyLoggingIn: 'Iniciando sesión con su llave de acceso…',
  passkeyNotFound:
    'No se encontró la llave de acceso. Es posible que la haya eliminado de su cuenta, pero no del administrador de contraseñas. Vuelva a intentarlo.',
  passkeyUnknownError: 'Se produjo un error desconocido al autenticar con la llave de acceso. Vuelva a intentarlo.',

  // enOAuthMain
  continueWithProvider: 'Continuar con {provider}',
  // enOAuth
  lastUsed: 'Usado por última vez',
  oauthCancelled: 'Se canceló el inicio de sesión. Vuelva a intentarlo.',
  oneTapOriginNotAllowed:
    'Google One Tap: El origen de este sitio no está permitido para el cliente de Google. Agréguelo a los orígenes de JavaScript autorizados en la consola de Google Cloud.',
  oneTapInvalidClient: 'Google One Tap: Google no reconoce el ID de cliente. Revise el cliente de Google OAuth en su panel.',
  oneTapNotConfigured: 'Google One Tap: No hay ningún cliente de Google OAuth configurado. Configure Google OAuth en su panel.',
  oneTapNoLoginRedirect: 'Google One Tap: No se definió ninguna URL de redireccionamiento para el inicio de sesión. Agregue una en su panel.',
  oneTapNoSignupRedirect: 'Google One Tap: No se definió ninguna URL de redireccionamiento para el registro. Agregue una en su panel.',
  oneTapDefaultProvider:
    'Google One Tap: Las credenciales predeterminadas de Google OAuth no se pueden usar con One Tap. Configure su propio cliente de Google OAuth en su panel.',

  // enCryptoMain
  continueWithWallet: 'Continuar con {wallet}',
  ethereumWallet: 'Billetera de Ethereum',
  solanaWallet: 'Billetera de Solana',
  continueWithOtherWallet: 'Continuar con otra billetera de criptomonedas',
  setUpWallet: 'Configurar una nueva billetera de criptomonedas',
  // enCrypto (tryAgain: see enPasskeyRegistration)
  connectingWallet: 'Conectando con su billetera…',
  connectingWalletText: 'Apruebe la solicitud en {wallet} para conectar su billetera a este sitio.',
  signingMessage: 'Completando la solicitud de firma…',
  signingMessageText:
    'Termine de firmar el mensaje en la ventana emergente de {wallet}. Si algo sale mal, use la flecha para volver atrás e inténtelo de nuevo.',
  walletRequestPending:
    'Abra {wallet}: todavía espera su respuesta a una solicitud anterior de este sitio. Respóndala o cancélela allí y vuelva a intentarlo.',
  walletError: 'Parece que se produjo un error.',
  walletErrorText:
    'No se pudo completar su solicitud de inicio de sesión. Use la flecha para volver a la pantalla de inicio de sesión e inténtelo de nuevo.',
  walletConnected: 'Su billetera se conectó correctamente.',
  otherWallets: 'Continuar con otra billetera',
  setUpWalletText:
    'Iniciar sesión con una billetera de criptomonedas mantiene su cuenta privada y segura: no hay contraseña que robar y solo usted puede firmar con su billetera. Para empezar, obtenga una de estas billeteras:',
  metamask: 'MetaMask',
  phantom: 'Phantom',
  coinbaseWallet: 'Coinbase Wallet',
  binanceWallet: 'Binance Wallet',
  opensInNewTab: '(se abre en una pestaña nueva)',

  // enEmailMagicLinksMain
  configEmlAndEmailOtp: 'Error: No se pueden usar EML y OTP por correo electrónico a la vez',
  // enEmailMagicLinks (tryAgain: see enPasskeyRegistration)
  checkEmail: 'Revise su correo electrónico',
  emailSentTo: 'Se envió un correo electrónico a {email}.',
  openGmail: 'Abrir Gmail',
  openYahoo: 'Abrir Yahoo',
  openOutlook: 'Abrir Outlook',
  didntGetIt: '¿No lo recibió?',

  // enOtpMain
  invalidEmailOtp: 'Correo electrónico no válido. Vuelva a intentarlo.',
  // enOtp
  enterPasscode: 'Ingrese el código',
  passcodeSentTo: 'Se envió un código de 6 dígitos a {destination}.',
  passcodeLabel: 'Código de un solo uso',
  digitLabel: 'Dígito {n} de {total}',
  verifyingPasscode: 'Verificando el código…',
  codeExpiresIn: 'Su código vence en {time}. ¿No lo recibió?',
  codeExpired: 'Su código venció.',
  resendCode: 'Reenviar código',
  codeResent: 'Código reenviado',
  passcodeVerified: 'Su código se verificó correctamente.',
  invalidPasscode: 'Código no válido. Vuelva a intentarlo.',
  passcodeLocked: 'Demasiados intentos fallidos: este código ya no funciona. Solicite un código nuevo para volver a intentarlo.',
  getNewCode: 'Obtener un código nuevo',

  // enPasswords (didntGetIt: see enEmailMagicLinks)
  passwordLabel: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  strengthLabel: 'Seguridad de la contraseña',
  strengthWeak: 'Débil',
  strengthStrong: 'Segura',
  passwordAcceptable: 'Esta contraseña es lo bastante segura.',
  enterPassword: 'Ingrese una contraseña para continuar.',
  checkingPassword: 'Comprobando su contraseña…',
  passwordNotStrongEnough: 'Esta contraseña todavía no es lo bastante segura.',
  resetLinkMissing:
    'Este enlace para restablecer la contraseña está incompleto o ya se usó. Vuelva a abrir el enlace de su correo electrónico o solicite uno nuevo.',
  sendNewResetLink: 'Enviarme un enlace nuevo',
  newResetLinkSent: 'Se envió un enlace nuevo para restablecer tu contraseña a {email}.',
  createAccountHeader: 'Crear una cuenta',
  createAccountText: 'Defina una contraseña para terminar de crear su cuenta.',
  loginHeader: 'Iniciar sesión',
  change: 'Cambiar',
  passwordlessHeader: 'Revise su correo electrónico',
  passwordlessText: 'Se envió un enlace de inicio de sesión a {email}.',
  forgotHeader: '¡Revise su correo electrónico para obtener ayuda con el inicio de sesión!',
  forgotText: 'Enviamos un correo electrónico a {email} con un enlace para restablecer su contraseña.',
  breachedText:
    'Otro sitio en el que usa la misma contraseña tuvo recientemente un problema de seguridad. Por su seguridad, se envió a {email} un correo electrónico con un enlace para restablecer su contraseña.',
  dedupeText:
    'Queremos asegurarnos de que su cuenta esté protegida y de que realmente es usted quien inicia sesión. Se envió a {email} un enlace para definir su contraseña.',
  setNewText: 'Se envió a {email} un enlace de inicio de sesión para crear una contraseña para su cuenta.',
  forgotPassword: '¿Olvidó su contraseña?',
  emailMeALoginLink: 'Enviarme un enlace de inicio de sesión',
  emailMeALoginCode: 'Enviarme un código de inicio de sesión',
  createPasswordInstead: 'Crear una contraseña en su lugar',
  resendEmail: 'Reenviar correo',
  emailResent: 'Correo reenviado',
  loginWithoutPassword: 'Iniciar sesión sin contraseña',
  breachedHeader: 'Revise su correo electrónico para definir una contraseña nueva',
  dedupeHeader: '¡Revise su correo electrónico para definir una contraseña nueva!',
  setNewHeader: '¡Revise su correo electrónico!',
  resetPasswordHeader: 'Restablecer la contraseña',
  loggingInEllipsis: 'Iniciando sesión…',
  ludsMinimumLength: {
    one: 'Debe tener al menos {min} carácter',
    other: 'Debe tener al menos {min} caracteres',
  },
  ludsComplexity: 'Debe contener {n} de los siguientes: mayúscula, minúscula, número, símbolo',
  ludsMissing: {
    one: 'Falta {count}',
    other: 'Faltan {count}',
  },
  ludsMet: 'listo',
  breachedPassword:
    'Es posible que esta contraseña se haya usado en otro sitio que sufrió un problema de seguridad. Elija otra contraseña.',
  // enServerErrors (en.ts): the server's errors a person may read
  unauthorized_credentials: 'El correo electrónico o la contraseña no son correctos.',
  invalid_credentials: 'El correo electrónico o la contraseña no son correctos.',
  user_unauthenticated: 'No ha iniciado sesión. Inicie sesión y vuelva a intentarlo.',
  invalid_secret_authentication: 'Este enlace o código no es válido. Vuelva a intentarlo.',
  session_not_found: 'Su sesión ha finalizado. Vuelva a iniciar sesión.',
  invalid_session_token: 'Su sesión ha finalizado. Vuelva a iniciar sesión.',
  unsubscribed_phone_number: 'Este número de teléfono ha desactivado la recepción de mensajes.',
  inactive_email: 'Esta dirección de correo electrónico no puede recibir mensajes.',
  email_not_found: 'No se encontró ninguna cuenta con este correo electrónico.',
  phone_number_not_found: 'No se encontró ninguna cuenta con este número de teléfono.',
  unable_to_auth_magic_link: 'Este enlace ha caducado o ya se ha utilizado. Solicite uno nuevo.',
  no_user_password: 'Esta cuenta no tiene contraseña. Inicie sesión de otra forma.',
  breached_password: 'Es posible que esta contraseña se haya usado en otro sitio que sufrió un problema de seguridad. Elija otra contraseña.',
  reset_password: 'Restablezca su contraseña para continuar. Revise su correo electrónico.',
  oauth_token_not_found: 'Este inicio de sesión ha caducado o ya se ha utilizado. Vuelva a intentarlo.',
  oauth_state_mismatch: 'Este inicio de sesión ha caducado o ya se ha utilizado. Vuelva a intentarlo.',
  invalid_code: 'Este código no es válido. Vuelva a intentarlo.',
  user_lock_limit_reached: 'Demasiados intentos fallidos. Esta cuenta está bloqueada durante un tiempo; vuelva a intentarlo más tarde.',
  weak_password: 'Esta contraseña es demasiado débil. Elija una más segura.',
  duplicate_email: 'Ya existe una cuenta con este correo electrónico.',
  duplicate_webauthn_registration: 'Esta llave de acceso ya está registrada.',
  otp_code_not_found: 'Código no válido. Vuelva a intentarlo.',
  webauthn_registration_not_found: 'No se encontró la llave de acceso. Es posible que la haya eliminado de su cuenta, pero no del administrador de contraseñas. Vuelva a intentarlo.',
  oauth_callback_not_found: 'Este inicio de sesión ha caducado o ya se ha utilizado. Vuelva a intentarlo.',
} satisfies AllMessages;
