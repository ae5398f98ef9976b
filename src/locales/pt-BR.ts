// Portuguese (Brazil). Terms: 'chave de acesso' for passkey (Apple and Google in Brazilian
// Portuguese), 'código' for a one-time passcode, 'entrar' / 'fazer login' for sign in / log in,
// 'criar conta' / 'cadastrar-se' for sign up, 'Continuar com …' for the provider buttons (Google's
// button reads 'Continuar com o Google'; with a placeholder the article is left out, since it
// depends on the name). Addresses the person as 'você', as Brazilian products do.
import type { AllMessages } from './types';

export const messages = {
  // en (the main file)
  header: 'Cadastre-se ou faça login',
  loading: 'Carregando',
  networkError: 'Não foi possível conectar aos nossos servidores.',
  somethingWrong: 'Algo deu errado. Tente novamente.',
  back: 'Voltar',
  poweredBy: 'Com tecnologia de',
  formTabs: 'Forma de login',
  tabSms: 'SMS',
  tabWhatsapp: 'WhatsApp',
  tabEmail: 'E-mail',
  emailLabel: 'E-mail',
  emailPlaceholder: 'example@email.com',
  phoneLabel: 'Número de telefone',
  countryLabel: 'País',
  continueWithEmail: 'Continuar com e-mail',
  continue: 'Continuar',
  invalidEmailAddress: 'Endereço de e-mail inválido',
  invalidPhone: 'Número de telefone inválido. Tente novamente.',
  configNoProducts: 'Erro: adicione um produto à configuração.',
  or: 'ou',

  // enShared
  loggingIn: 'Entrando',
  dismiss: 'Fechar',
  success: 'Tudo certo',
  signedInHeader: 'Tudo certo!',
  signedInText: 'Você entrou na sua conta.',

  // enApiErrors
  tooManyRequests: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  tooManyRequestsSeconds: {
    one: 'Muitas tentativas. Tente novamente em 1 segundo.',
    other: 'Muitas tentativas. Tente novamente em {count} segundos.',
  },
  tooManyRequestsMinutes: {
    one: 'Muitas tentativas. Tente novamente em 1 minuto.',
    other: 'Muitas tentativas. Tente novamente em {count} minutos.',
  },
  notSetUp: 'O login não está configurado corretamente neste site. Entre em contato com o suporte do site.',
  invalidJson: 'Resposta JSON inválida dos nossos servidores.',
  invalidResponse: 'Resposta do servidor inválida ou ausente.',

  // enPasskeyRegistration
  passkeySetupHeader: 'Configurar uma nova chave de acesso',
  passkeySetupText: 'Com as chaves de acesso, você não precisa lembrar senhas complicadas.',
  createPasskey: 'Criar uma chave de acesso',
  skip: 'Pular',
  existingPasskeys: 'Chaves de acesso existentes',
  noPasskeys: 'Nenhuma chave de acesso ainda.',
  passkeyName: 'Nome da chave de acesso',
  renamePasskey: 'Renomear {name}',
  save: 'Salvar',
  deletePasskey: 'Excluir {name}',
  deleteWarning: 'Depois de excluída, a chave de acesso não pode ser restaurada.',
  confirmDelete: 'Excluir',
  cancel: 'Cancelar',
  setUpAnother: 'Configurar outra chave de acesso',
  done: 'Concluído',
  noUser: 'Erro: não é possível usar o componente PasskeyRegistration sem um usuário autenticado.',
  passkeyAlreadyRegistered:
    'Não foi possível criar a chave de acesso porque ela parece já estar registrada. Talvez ela tenha sido registrada em outro dispositivo e sincronizada entre seus dispositivos.',
  passkeyNotCreated:
    'Sua chave de acesso não foi criada. Clique em “Criar uma chave de acesso” para tentar novamente ou pule esta etapa sem adicionar uma chave de acesso.',
  passkeyNotCreatedOnList: 'Sua chave de acesso não foi criada. Clique em “Configurar outra chave de acesso” para tentar novamente.',
  tryAgain: 'Tentar novamente',

  // enIdentityProvider (success: see enShared)
  errorHeader: 'Parece que ocorreu um erro.',
  missingParam: 'Falta um parâmetro obrigatório: {param}. Entre em contato com o desenvolvedor do aplicativo.',
  noSession: 'Nenhuma sessão ativa encontrada. Faça login para continuar.',
  accessDenied: 'O acesso ao aplicativo foi negado.',
  framed: 'Para sua segurança, esta página não pode ser usada dentro de outro site. Abra-a em uma janela própria para continuar.',
  consentHeader: 'Fazer login em {client} com {project}',
  consentHeaderCustom: '{client} quer acessar sua conta {project}',
  loggedInAs: 'Conectado como {account}',
  manifestHeader: '{client} poderá:',
  scopeOpenid: 'Confirmar sua identidade',
  scopeProfile: 'Ver as informações do seu perfil',
  scopeProfileDetails: 'Nome, foto e idioma',
  scopeEmail: 'E-mail',
  scopePhone: 'Telefone',
  scopeOfflineAccess: 'Manter o acesso off-line',
  scopeCustom: 'Usar o escopo {scope}',
  redirectHost: 'Você será redirecionado para {host}.',
  allow: 'Permitir',
  deny: 'Negar',
  logoutHeader: 'Sair?',
  logoutText: 'Tem certeza de que quer sair da sua conta {project}?',
  yes: 'Sim',
  no: 'Não',
  logoutDeclined: 'Você não saiu da sua conta. Já pode fechar esta página.',
  redirecting: 'Redirecionando…',

  // enPasskeysMain
  loginWithPasskey: 'Entrar com uma chave de acesso',
  configPasskeysAlone: 'Erro: não é possível usar chaves de acesso sozinhas. Adicione outro produto à configuração.',
  // enPasskeys (the shared strings: see enShared)
  passkeyAuthenticated: 'Sua chave de acesso foi autenticada.',
  passkeyLoggingIn: 'Entrando com sua chave de acesso…',
  passkeyNotFound:
    'Chave de acesso não encontrada. Talvez você a tenha excluído da sua conta, mas não do gerenciador de senhas. Tente novamente.',
  passkeyUnknownError: 'Ocorreu um erro desconhecido na autenticação com a chave de acesso. Tente novamente.',

  // enOAuthMain
  continueWithProvider: 'Continuar com {provider}',
  // enOAuth
  lastUsed: 'Usado por último',
  oauthCancelled: 'O login foi cancelado. Tente novamente.',
  oneTapOriginNotAllowed:
    'Google One Tap: a origem deste site não é permitida para o cliente do Google. Adicione-a às origens JavaScript autorizadas no console do Google Cloud.',
  oneTapInvalidClient: 'Google One Tap: o Google não reconhece o ID do cliente. Verifique o cliente OAuth do Google no seu painel.',
  oneTapNotConfigured: 'Google One Tap: nenhum cliente OAuth do Google está configurado. Configure o Google OAuth no seu painel.',
  oneTapNoLoginRedirect: 'Google One Tap: nenhum URL de redirecionamento de login foi definido. Adicione um no seu painel.',
  oneTapNoSignupRedirect: 'Google One Tap: nenhum URL de redirecionamento de cadastro foi definido. Adicione um no seu painel.',
  oneTapDefaultProvider:
    'Google One Tap: as credenciais padrão do Google OAuth não podem ser usadas com o One Tap. Configure seu próprio cliente OAuth do Google no seu painel.',

  // enCryptoMain
  continueWithWallet: 'Continuar com {wallet}',
  ethereumWallet: 'Carteira Ethereum',
  solanaWallet: 'Carteira Solana',
  continueWithOtherWallet: 'Continuar com outra carteira de criptomoedas',
  setUpWallet: 'Configurar uma nova carteira de criptomoedas',
  // enCrypto (tryAgain: see enPasskeyRegistration)
  connectingWallet: 'Conectando à sua carteira…',
  connectingWalletText: 'Aprove a solicitação em {wallet} para conectar sua carteira a este site.',
  signingMessage: 'Concluindo a solicitação de assinatura…',
  signingMessageText:
    'Termine de assinar a mensagem no pop-up de {wallet}. Se algo der errado, use a seta de voltar e tente novamente.',
  walletRequestPending:
    'Abra {wallet}: uma solicitação anterior deste site ainda está esperando sua resposta. Responda ou cancele por lá e tente novamente.',
  walletError: 'Parece que ocorreu um erro.',
  walletErrorText:
    'Não foi possível concluir sua solicitação de login. Use a seta de voltar para retornar à tela de login e tente novamente.',
  walletConnected: 'Sua carteira foi conectada.',
  otherWallets: 'Continuar com outra carteira',
  setUpWalletText:
    'Entrar com uma carteira de criptomoedas mantém sua conta privada e segura: não há senha para ser roubada, e só você pode assinar com a sua carteira. Para começar, instale uma destas carteiras:',
  metamask: 'MetaMask',
  phantom: 'Phantom',
  coinbaseWallet: 'Coinbase Wallet',
  binanceWallet: 'Binance Wallet',
  opensInNewTab: '(abre em uma nova guia)',

  // enEmailMagicLinksMain
  configEmlAndEmailOtp: 'Erro: não é possível usar EML e OTP por e-mail ao mesmo tempo',
  // enEmailMagicLinks (tryAgain: see enPasskeyRegistration)
  checkEmail: 'Confira seu e-mail',
  emailSentTo: 'Enviamos um e-mail para {email}.',
  openGmail: 'Abrir o Gmail',
  openYahoo: 'Abrir o Yahoo',
  openOutlook: 'Abrir o Outlook',
  didntGetIt: 'Não recebeu?',

  // enOtpMain
  invalidEmailOtp: 'E-mail inválido. Tente novamente.',
  // enOtp
  enterPasscode: 'Digite o código',
  passcodeSentTo: 'Enviamos um código de 6 dígitos para {destination}.',
  passcodeLabel: 'Código de uso único',
  digitLabel: 'Dígito {n} de {total}',
  verifyingPasscode: 'Verificando o código…',
  codeExpiresIn: 'Seu código expira em {time}. Não recebeu?',
  codeExpired: 'Seu código expirou.',
  resendCode: 'Reenviar código',
  codeResent: 'Código reenviado',
  passcodeVerified: 'Seu código foi verificado.',
  invalidPasscode: 'Código inválido. Tente novamente.',
  passcodeLocked: 'Muitas tentativas erradas: este código não funciona mais. Peça um novo código para tentar novamente.',
  getNewCode: 'Receber um novo código',

  // enPasswords (didntGetIt: see enEmailMagicLinks)
  passwordLabel: 'Senha',
  showPassword: 'Mostrar senha',
  strengthLabel: 'Força da senha',
  strengthWeak: 'Fraca',
  strengthStrong: 'Forte',
  passwordAcceptable: 'Esta senha é forte o suficiente.',
  enterPassword: 'Digite uma senha para continuar.',
  checkingPassword: 'Verificando sua senha…',
  passwordNotStrongEnough: 'Esta senha ainda não é forte o suficiente.',
  resetLinkMissing:
    'Este link de redefinição de senha está incompleto ou já foi usado. Abra o link do seu e-mail novamente ou peça um novo.',
  sendNewResetLink: 'Enviar um novo link por e-mail',
  newResetLinkSent: 'Um novo link para redefinir sua senha foi enviado para {email}.',
  createAccountHeader: 'Criar conta',
  createAccountText: 'Defina uma senha para concluir a criação da sua conta.',
  loginHeader: 'Fazer login',
  change: 'Alterar',
  passwordlessHeader: 'Confira seu e-mail',
  passwordlessText: 'Enviamos um link de login para {email}.',
  forgotHeader: 'Confira seu e-mail para receber ajuda com o login!',
  forgotText: 'Enviamos um e-mail para {email} com um link para redefinir sua senha.',
  breachedText:
    'Outro site em que você usa a mesma senha teve um problema de segurança recentemente. Para sua proteção, enviamos para {email} um e-mail com um link para redefinir sua senha.',
  dedupeText:
    'Queremos garantir que sua conta esteja segura e que é mesmo você quem está entrando. Enviamos para {email} um link para definir sua senha.',
  setNewText: 'Enviamos para {email} um link de login para você criar uma senha para sua conta.',
  forgotPassword: 'Esqueceu a senha?',
  emailMeALoginLink: 'Receber um link de login por e-mail',
  emailMeALoginCode: 'Receber um código de login por e-mail',
  createPasswordInstead: 'Criar uma senha em vez disso',
  resendEmail: 'Reenviar e-mail',
  emailResent: 'E-mail reenviado',
  loginWithoutPassword: 'Entrar sem senha',
  breachedHeader: 'Confira seu e-mail para definir uma nova senha',
  dedupeHeader: 'Confira seu e-mail para definir uma nova senha!',
  setNewHeader: 'Confira seu e-mail!',
  resetPasswordHeader: 'Redefinir sua senha',
  loggingInEllipsis: 'Entrando…',
  ludsMinimumLength: {
    one: 'Deve ter pelo menos {min} caractere',
    other: 'Deve ter pelo menos {min} caracteres',
  },
  ludsComplexity: 'Deve conter {n} destes itens: letra maiúscula, letra minúscula, número, símbolo',
  ludsMissing: {
    one: 'Falta {count}',
    other: 'Faltam {count}',
  },
  ludsMet: 'ok',
  breachedPassword:
    'Esta senha pode ter sido usada em outro site que teve um problema de segurança. Escolha outra senha.',
  // enServerErrors (en.ts): the server's errors a person may read
  unauthorized_credentials: 'O e-mail ou a senha está incorreto.',
  invalid_credentials: 'O e-mail ou a senha está incorreto.',
  user_unauthenticated: 'Você não está conectado. Faça login e tente novamente.',
  invalid_secret_authentication: 'Este link ou código não é válido. Tente novamente.',
  session_not_found: 'Sua sessão terminou. Faça login novamente.',
  invalid_session_token: 'Sua sessão terminou. Faça login novamente.',
  unsubscribed_phone_number: 'Este número de telefone optou por não receber mensagens.',
  inactive_email: 'Este endereço de e-mail não pode receber mensagens.',
  email_not_found: 'Nenhuma conta foi encontrada com este e-mail.',
  phone_number_not_found: 'Nenhuma conta foi encontrada com este número de telefone.',
  unable_to_auth_magic_link: 'Este link expirou ou já foi usado. Solicite um novo.',
  no_user_password: 'Esta conta não tem senha. Faça login de outra forma.',
  breached_password: 'Esta senha pode ter sido usada em outro site que teve um problema de segurança. Escolha outra senha.',
  reset_password: 'Redefina sua senha para continuar. Verifique seu e-mail.',
  oauth_token_not_found: 'Este login expirou ou já foi usado. Tente novamente.',
  oauth_state_mismatch: 'Este login expirou ou já foi usado. Tente novamente.',
  invalid_code: 'Este código não é válido. Tente novamente.',
  user_lock_limit_reached: 'Muitas tentativas sem sucesso. Esta conta está bloqueada por um tempo; tente novamente mais tarde.',
  weak_password: 'Esta senha é muito fraca. Escolha uma mais forte.',
  duplicate_email: 'Já existe uma conta com este e-mail.',
  duplicate_webauthn_registration: 'Esta chave de acesso já está registrada.',
  otp_code_not_found: 'Código inválido. Tente novamente.',
  webauthn_registration_not_found: 'Chave de acesso não encontrada. Talvez você a tenha excluído da sua conta, mas não do gerenciador de senhas. Tente novamente.',
  oauth_callback_not_found: 'Este login expirou ou já foi usado. Tente novamente.',
} satisfies AllMessages;
