// Korean. Terms: '패스키' for passkey (Apple, Google and Microsoft in Korean), '인증 코드' for a
// one-time passcode, '로그인' for sign in / log in, '회원가입' for sign up, '{provider}(으)로
// 계속하기' for the provider buttons ('Google로 계속하기'; the particle depends on the name's last
// sound, so the usual '(으)로' form is written where the name is a placeholder). Polite '-요' /
// '-세요' forms, as Korean product interfaces write them.
import type { AllMessages } from './types';

export const messages = {
  // en (the main file)
  header: '회원가입 또는 로그인',
  loading: '로드 중',
  networkError: '서버에 연결할 수 없습니다.',
  somethingWrong: '문제가 발생했습니다. 다시 시도해 주세요.',
  back: '뒤로',
  poweredBy: 'Powered by',
  formTabs: '로그인 방법',
  tabSms: '문자',
  tabWhatsapp: 'WhatsApp',
  tabEmail: '이메일',
  emailLabel: '이메일',
  emailPlaceholder: 'example@email.com',
  phoneLabel: '전화번호',
  countryLabel: '국가',
  continueWithEmail: '이메일로 계속하기',
  continue: '계속',
  invalidEmailAddress: '유효하지 않은 이메일 주소입니다',
  invalidPhone: '유효하지 않은 전화번호입니다. 다시 시도해 주세요.',
  configNoProducts: '오류: 구성에 제품을 추가해 주세요.',
  or: '또는',

  // enShared
  loggingIn: '로그인 중',
  dismiss: '닫기',
  success: '완료',
  signedInHeader: '완료되었습니다!',
  signedInText: '로그인되었습니다.',

  // enApiErrors
  tooManyRequests: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  tooManyRequestsWait: '시도 횟수가 너무 많습니다. {wait} 후에 다시 시도해 주세요.',
  notSetUp: '이 사이트의 로그인이 올바르게 설정되지 않았습니다. 사이트 고객 지원팀에 문의해 주세요.',

  // enPasskeyRegistration
  passkeySetupHeader: '새 패스키 설정',
  passkeySetupText: '패스키를 사용하면 복잡한 비밀번호를 기억할 필요가 없습니다.',
  createPasskey: '패스키 만들기',
  skip: '건너뛰기',
  existingPasskeys: '기존 패스키',
  noPasskeys: '아직 패스키가 없습니다.',
  passkeyName: '패스키 이름',
  renamePasskey: '{name} 이름 변경',
  saveName: '이름 저장',
  deletePasskey: '{name} 삭제',
  deleteWarning: '삭제한 패스키는 복원할 수 없습니다.',
  confirmDelete: '삭제',
  cancel: '취소',
  setUpAnother: '다른 패스키 설정',
  done: '완료',
  noUser: '오류: 인증된 사용자가 없으면 PasskeyRegistration 컴포넌트를 사용할 수 없습니다.',
  passkeyAlreadyRegistered:
    '이미 등록된 것으로 보여 패스키를 만들 수 없습니다. 다른 기기에서 등록된 패스키가 기기 간에 동기화되었을 수 있습니다.',
  passkeyNotCreated: '패스키가 만들어지지 않았습니다. 다시 시도하려면 ‘패스키 만들기’를 클릭하고, 패스키 없이 진행하려면 건너뛰세요.',
  passkeyNotCreatedOnList: '패스키가 만들어지지 않았습니다. 다시 시도하려면 ‘다른 패스키 설정’을 클릭하세요.',
  tryAgain: '다시 시도',

  // enIdentityProvider (success: see enShared)
  errorHeader: '오류가 발생한 것 같습니다!',
  missingParam: '필수 매개변수가 없습니다: {param}. 애플리케이션 개발자에게 문의해 주세요.',
  noSession: '활성 세션이 없습니다. 계속하려면 로그인해 주세요.',
  accessDenied: '애플리케이션에 대한 액세스가 거부되었습니다.',
  framed: '보안을 위해 이 페이지는 다른 웹사이트 안에서 사용할 수 없습니다. 계속하려면 별도의 창에서 여세요.',
  consentHeader: '{project}(으)로 {client}에 로그인',
  consentHeaderCustom: '{client}에서 {project} 계정에 액세스하려고 합니다',
  manifestHeader: '{client}에 다음 권한을 허용합니다:',
  scopeOpenid: '본인 확인',
  scopeProfile: '프로필 정보 보기',
  scopeProfileDetails: '이름, 사진 및 언어',
  scopeEmail: '이메일 주소',
  scopePhone: '전화번호',
  scopeOfflineAccess: '오프라인 액세스 유지',
  scopeCustom: '{scope} 범위 사용',
  redirectHost: '{host}(으)로 이동합니다.',
  allow: '허용',
  deny: '거부',
  logoutHeader: '로그아웃하시겠어요?',
  logoutText: '{project} 계정에서 로그아웃하시겠어요?',
  yes: '예',
  no: '아니요',
  logoutDeclined: '로그아웃되지 않았습니다. 이 페이지를 닫아도 됩니다.',
  redirecting: '지금 이동하는 중입니다.',

  // enPasskeysMain
  loginWithPasskey: '패스키로 로그인',
  configPasskeysAlone: '오류: 패스키만 단독으로 사용할 수 없습니다. 구성에 다른 제품을 추가해 주세요.',
  // enPasskeys (the shared strings: see enShared)
  passkeyAuthenticated: '패스키가 인증되었습니다.',
  passkeyNotFound: '패스키 등록 정보를 찾을 수 없습니다. 계정에서는 패스키를 삭제했지만 비밀번호 관리자에서는 삭제하지 않았을 수 있습니다. 다시 시도해 주세요.',
  passkeyUnknownError: '패스키 인증 중 알 수 없는 오류가 발생했습니다. 다시 시도해 주세요.',

  // enOAuthMain
  continueWithProvider: '{provider}(으)로 계속하기',
  // enOAuth
  lastUsed: '최근 사용',
  oauthCancelled: '로그인이 취소되었습니다. 다시 시도해 주세요.',
  oneTapOriginNotAllowed:
    'Google One Tap: 이 사이트의 출처가 Google 클라이언트에 허용되어 있지 않습니다. Google Cloud 콘솔에서 승인된 JavaScript 원본에 추가하세요.',
  oneTapInvalidClient: 'Google One Tap: Google에서 클라이언트 ID를 인식하지 못합니다. 대시보드에서 Google OAuth 클라이언트를 확인하세요.',
  oneTapNotConfigured: 'Google One Tap: 구성된 Google OAuth 클라이언트가 없습니다. 대시보드에서 Google OAuth를 설정하세요.',
  oneTapNoLoginRedirect: 'Google One Tap: 로그인 리디렉션 URL이 설정되지 않았습니다. 대시보드에서 추가하세요.',
  oneTapNoSignupRedirect: 'Google One Tap: 회원가입 리디렉션 URL이 설정되지 않았습니다. 대시보드에서 추가하세요.',
  oneTapDefaultProvider:
    'Google One Tap: 기본 Google OAuth 사용자 인증 정보는 One Tap에서 사용할 수 없습니다. 대시보드에서 자체 Google OAuth 클라이언트를 설정하세요.',

  // enCryptoMain
  continueWithWallet: '{wallet}(으)로 계속하기',
  ethereumWallet: '이더리움 지갑',
  solanaWallet: '솔라나 지갑',
  continueWithOtherWallet: '다른 암호화폐 지갑으로 계속하기',
  setUpWallet: '새 암호화폐 지갑 설정',
  // enCrypto (tryAgain: see enPasskeyRegistration)
  connectingWallet: '지갑에 연결하는 중…',
  connectingWalletText: '{wallet}에서 요청을 승인하여 지갑을 이 사이트에 연결하세요.',
  signingMessage: '서명 요청을 완료하는 중…',
  signingMessageText: '{wallet} 팝업에서 메시지 서명을 완료하세요. 문제가 생기면 뒤로 화살표를 눌러 돌아간 뒤 다시 시도하세요.',
  walletRequestPending:
    '{wallet}을(를) 여세요. 이 사이트에서 보낸 이전 요청이 아직 응답을 기다리고 있습니다. 그 요청에 응답하거나 취소한 뒤 다시 시도하세요.',
  walletError: '오류가 발생한 것 같습니다!',
  walletErrorText: '로그인 요청을 완료할 수 없습니다. 뒤로 화살표를 눌러 로그인 화면으로 돌아간 뒤 다시 시도하세요!',
  walletConnected: '지갑이 연결되었습니다.',
  otherWallets: '다른 지갑으로 계속하기',
  setUpWalletText:
    '암호화폐 지갑으로 로그인하면 계정을 비공개로 안전하게 지킬 수 있습니다. 도난당할 비밀번호가 없고, 지갑으로 서명할 수 있는 사람은 본인뿐입니다. 시작하려면 다음 지갑 중 하나를 설치하세요:',
  metamask: 'Metamask',
  phantom: 'Phantom',
  coinbaseWallet: 'Coinbase Wallet',
  binanceWallet: 'Binance Wallet',
  opensInNewTab: '(새 탭에서 열림)',

  // enEmailMagicLinksMain
  configEmlAndEmailOtp: '오류: EML과 이메일 OTP를 함께 사용할 수 없습니다',
  // enEmailMagicLinks (tryAgain: see enPasskeyRegistration)
  checkEmail: '이메일을 확인하세요',
  emailSentTo: '{email}(으)로 이메일을 보냈습니다.',
  openGmail: 'Gmail 열기',
  openYahoo: 'Yahoo 열기',
  openOutlook: 'Outlook 열기',
  didntGetIt: '받지 못하셨나요?',

  // enOtpMain
  invalidEmailOtp: '유효하지 않은 이메일입니다. 다시 시도해 주세요.',
  // enOtp
  enterPasscode: '인증 코드 입력',
  passcodeSentTo: '6자리 인증 코드를 {destination}(으)로 보냈습니다.',
  passcodeLabel: '일회용 인증 코드',
  digitLabel: '6자리 중 {n}번째 숫자',
  verifyingPasscode: '인증 코드 확인 중…',
  codeExpiresIn: '{time} 후에 코드가 만료됩니다. 받지 못하셨나요?',
  codeExpired: '코드가 만료되었습니다.',
  resendCode: '코드 재전송',
  codeResent: '코드를 다시 보냈습니다',
  passcodeVerified: '인증 코드가 확인되었습니다.',
  invalidPasscode: '유효하지 않은 인증 코드입니다. 다시 시도해 주세요.',
  passcodeLocked: '잘못 입력한 횟수가 너무 많아 이 인증 코드는 더 이상 사용할 수 없습니다. 새 코드를 받아 다시 시도하세요.',
  getNewCode: '새 코드 받기',

  // enPasswords
  passwordLabel: '비밀번호',
  showPassword: '비밀번호 표시',
  strengthLabel: '비밀번호 강도',
  strengthWeak: '약함',
  strengthStrong: '강함',
  passwordAcceptable: '충분히 강력한 비밀번호입니다.',
  enterPassword: '계속하려면 비밀번호를 입력하세요.',
  checkingPassword: '비밀번호 확인 중…',
  passwordNotStrongEnough: '아직 충분히 강력한 비밀번호가 아닙니다.',
  resetLinkMissing: '이 비밀번호 재설정 링크가 불완전하거나 이미 사용되었습니다. 이메일의 링크를 다시 열거나 새 링크를 요청하세요.',
  createAccountHeader: '계정 만들기',
  createAccountText: '비밀번호를 설정하여 계정 만들기를 완료하세요.',
  loginHeader: '로그인',
  passwordlessHeader: '이메일을 확인하세요',
  passwordlessText: '{email}(으)로 로그인 링크를 보냈습니다.',
  forgotHeader: '이메일에서 로그인 도움말을 확인하세요!',
  forgotText: '비밀번호 재설정 링크가 담긴 이메일을 {email}(으)로 보냈습니다.',
  breachedText:
    '같은 비밀번호를 사용하는 다른 사이트에서 최근 보안 문제가 발생했습니다. 안전을 위해 비밀번호 재설정 링크가 담긴 이메일을 {email}(으)로 보냈습니다.',
  dedupeText: '계정이 안전한지, 그리고 로그인하는 분이 정말 본인인지 확인하고자 합니다. 비밀번호 설정 링크를 {email}(으)로 보냈습니다.',
  setNewText: '계정 비밀번호를 만들 수 있는 로그인 링크를 {email}(으)로 보냈습니다.',
  forgotPassword: '비밀번호를 잊으셨나요?',
  emailMeALoginLink: '이메일로 로그인 링크 받기',
  emailMeALoginCode: '이메일로 로그인 코드 받기',
  createPasswordInstead: '대신 비밀번호 만들기',
  resendEmail: '받지 못하셨나요? 이메일 재전송',
  emailResent: '이메일을 다시 보냈습니다',
  loginWithoutPassword: '비밀번호 없이 로그인',
  breachedHeader: '이메일을 확인하여 새 비밀번호를 설정하세요',
  dedupeHeader: '이메일을 확인하여 새 비밀번호를 설정하세요!',
  setNewHeader: '이메일을 확인하세요!',
  resetPasswordHeader: '비밀번호 재설정',
  loggingInEllipsis: '로그인 중…',
  ludsMinimumLength: '{min}자 이상이어야 합니다',
  ludsComplexity: '다음 중 {n}가지를 포함해야 합니다: 대문자, 소문자, 숫자, 기호',
  ludsMissing: '{count}개 더 필요',
  ludsMet: '완료',
  breachedPassword: '이 비밀번호는 보안 문제가 발생한 다른 사이트에서 사용되었을 수 있습니다. 다른 비밀번호를 선택해 주세요.',
} satisfies AllMessages;
