// Japanese. Terms: 'パスキー' for passkey (Apple, Google and Microsoft in Japanese), '確認コード' for
// a one-time passcode, 'ログイン' for sign in / log in, '新規登録' / '登録' for sign up,
// '{provider} で続行' for the provider buttons (Google's button reads 'Google で続行'). Polite form
// (です・ます) throughout; buttons are short noun or verb stems, as Japanese interfaces write them.
import type { AllMessages } from './types';

export const messages = {
  // en (the main file)
  header: '新規登録またはログイン',
  loading: '読み込み中',
  networkError: 'サーバーに接続できません。',
  somethingWrong: '問題が発生しました。もう一度お試しください。',
  back: '戻る',
  poweredBy: 'Powered by',
  formTabs: 'ログイン方法',
  tabSms: 'SMS',
  tabWhatsapp: 'WhatsApp',
  tabEmail: 'メール',
  emailLabel: 'メールアドレス',
  emailPlaceholder: 'example@email.com',
  phoneLabel: '電話番号',
  countryLabel: '国',
  continueWithEmail: 'メールアドレスで続行',
  continue: '続行',
  invalidEmailAddress: 'メールアドレスが無効です',
  invalidPhone: '電話番号が無効です。もう一度お試しください。',
  configNoProducts: 'エラー: 設定にプロダクトを追加してください。',
  or: 'または',

  // enShared
  loggingIn: 'ログインしています',
  dismiss: '閉じる',
  success: '完了しました',
  signedInHeader: '完了しました',
  signedInText: 'ログインしました。',

  // enApiErrors
  tooManyRequests: '試行回数が多すぎます。しばらく待ってからもう一度お試しください。',
  tooManyRequestsSeconds: {
    other: '試行回数が多すぎます。{count}秒後にもう一度お試しください。',
  },
  tooManyRequestsMinutes: {
    other: '試行回数が多すぎます。{count}分後にもう一度お試しください。',
  },
  notSetUp: 'このサイトのログインが正しく設定されていません。サイトのサポートにお問い合わせください。',
  invalidJson: 'サーバーから無効な JSON 応答が返されました。',
  invalidResponse: 'サーバーからの応答がないか、無効です。',

  // enPasskeyRegistration
  passkeySetupHeader: '新しいパスキーを設定',
  passkeySetupText: 'パスキーを使えば、複雑なパスワードを覚える必要はありません。',
  createPasskey: 'パスキーを作成',
  skip: 'スキップ',
  existingPasskeys: '登録済みのパスキー',
  noPasskeys: 'パスキーはまだありません。',
  passkeyName: 'パスキーの名前',
  renamePasskey: '{name} の名前を変更',
  save: '保存',
  deletePasskey: '{name} を削除',
  deleteWarning: '削除したパスキーは元に戻せません。',
  confirmDelete: '削除',
  cancel: 'キャンセル',
  setUpAnother: '別のパスキーを設定',
  done: '完了',
  noUser: 'エラー: PasskeyRegistration コンポーネントは、認証済みのユーザーがいないと使用できません。',
  passkeyAlreadyRegistered:
    'このパスキーはすでに登録されているため、作成できません。別のデバイスで登録され、デバイス間で同期された可能性があります。',
  passkeyNotCreated: 'パスキーは作成されませんでした。「パスキーを作成」をクリックしてもう一度お試しいただくか、パスキーを追加せずにスキップしてください。',
  passkeyNotCreatedOnList: 'パスキーは作成されませんでした。「別のパスキーを設定」をクリックしてもう一度お試しください。',
  tryAgain: 'もう一度試す',

  // enIdentityProvider (success: see enShared)
  errorHeader: 'エラーが発生しました',
  missingParam: '必須パラメータがありません: {param}。アプリケーションの開発者にお問い合わせください。',
  noSession: '有効なセッションが見つかりません。続行するにはログインしてください。',
  accessDenied: 'アプリケーションへのアクセスが拒否されました。',
  framed: 'セキュリティ保護のため、このページは他のウェブサイト内では使用できません。続行するには、このページを単独のウィンドウで開いてください。',
  consentHeader: '{project} で {client} にログイン',
  consentHeaderCustom: '{client} が {project} アカウントへのアクセスを求めています',
  loggedInAs: '{account} でログイン中',
  manifestHeader: '{client} に次のことを許可します:',
  scopeOpenid: '本人確認',
  scopeProfile: 'プロフィール情報の表示',
  scopeProfileDetails: '名前、写真、言語',
  scopeEmail: 'メールアドレス',
  scopePhone: '電話番号',
  scopeOfflineAccess: 'オフライン アクセスの維持',
  scopeCustom: '{scope} スコープの使用',
  redirectHost: '{host} に移動します。',
  allow: '許可',
  deny: '拒否',
  logoutHeader: 'ログアウトしますか？',
  logoutText: '{project} アカウントからログアウトしてもよろしいですか？',
  yes: 'はい',
  no: 'いいえ',
  logoutDeclined: 'ログアウトしていません。このページは閉じてかまいません。',
  redirecting: 'リダイレクトしています。',

  // enPasskeysMain
  loginWithPasskey: 'パスキーでログイン',
  configPasskeysAlone: 'エラー: パスキーは単独では使用できません。設定に別のプロダクトを追加してください。',
  // enPasskeys (the shared strings: see enShared)
  passkeyAuthenticated: 'パスキーが認証されました。',
  passkeyNotFound:
    'パスキーの登録が見つかりません。アカウントからは削除したものの、パスワード マネージャーには残っている可能性があります。もう一度お試しください。',
  passkeyUnknownError: 'パスキーの認証中に不明なエラーが発生しました。もう一度お試しください。',

  // enOAuthMain
  continueWithProvider: '{provider} で続行',
  // enOAuth
  lastUsed: '前回使用',
  oauthCancelled: 'ログインがキャンセルされました。もう一度お試しください。',
  oneTapOriginNotAllowed:
    'Google One Tap: このサイトのオリジンは Google クライアントで許可されていません。Google Cloud コンソールで、承認済みの JavaScript 生成元に追加してください。',
  oneTapInvalidClient: 'Google One Tap: Google がクライアント ID を認識できません。ダッシュボードで Google OAuth クライアントを確認してください。',
  oneTapNotConfigured: 'Google One Tap: Google OAuth クライアントが設定されていません。ダッシュボードで Google OAuth を設定してください。',
  oneTapNoLoginRedirect: 'Google One Tap: ログイン用のリダイレクト URL が設定されていません。ダッシュボードで追加してください。',
  oneTapNoSignupRedirect: 'Google One Tap: 新規登録用のリダイレクト URL が設定されていません。ダッシュボードで追加してください。',
  oneTapDefaultProvider:
    'Google One Tap: デフォルトの Google OAuth 認証情報は One Tap では使用できません。ダッシュボードで独自の Google OAuth クライアントを設定してください。',

  // enCryptoMain
  continueWithWallet: '{wallet} で続行',
  ethereumWallet: 'Ethereum ウォレット',
  solanaWallet: 'Solana ウォレット',
  continueWithOtherWallet: '他の暗号資産ウォレットで続行',
  setUpWallet: '新しい暗号資産ウォレットを設定',
  // enCrypto (tryAgain: see enPasskeyRegistration)
  connectingWallet: 'ウォレットに接続しています…',
  connectingWalletText: '{wallet} でリクエストを承認して、ウォレットをこのサイトに接続してください。',
  signingMessage: '署名リクエストを処理しています…',
  signingMessageText:
    '{wallet} のポップアップでメッセージへの署名を完了してください。問題が発生した場合は、戻る矢印で戻ってもう一度お試しください。',
  walletRequestPending:
    '{wallet} を開いてください。このサイトからの以前のリクエストへの応答を待っています。そちらで応答またはキャンセルしてから、もう一度お試しください。',
  walletError: 'エラーが発生しました',
  walletErrorText: 'ログイン リクエストを完了できませんでした。戻る矢印でログイン画面に戻り、もう一度お試しください。',
  walletConnected: 'ウォレットが接続されました。',
  otherWallets: '他のウォレットで続行',
  setUpWalletText:
    '暗号資産ウォレットでログインすると、アカウントのプライバシーと安全性が保たれます。盗まれるパスワードがなく、ウォレットで署名できるのはご本人だけです。まずは次のいずれかのウォレットを入手してください:',
  metamask: 'MetaMask',
  phantom: 'Phantom',
  coinbaseWallet: 'Coinbase Wallet',
  binanceWallet: 'Binance Wallet',
  opensInNewTab: '(新しいタブで開きます)',

  // enEmailMagicLinksMain
  configEmlAndEmailOtp: 'エラー: EML とメール OTP は同時に使用できません',
  // enEmailMagicLinks (tryAgain: see enPasskeyRegistration)
  checkEmail: 'メールをご確認ください',
  emailSentTo: '{email} にメールを送信しました。',
  openGmail: 'Gmail を開く',
  openYahoo: 'Yahoo を開く',
  openOutlook: 'Outlook を開く',
  didntGetIt: 'メールが届きませんか？',

  // enOtpMain
  invalidEmailOtp: 'メールアドレスが無効です。もう一度お試しください。',
  // enOtp
  enterPasscode: '確認コードを入力',
  passcodeSentTo: '6桁の確認コードを {destination} に送信しました。',
  passcodeLabel: '確認コード',
  digitLabel: '{total}桁中{n}桁目',
  verifyingPasscode: '確認コードを確認しています…',
  codeExpiresIn: 'コードの有効期限まで残り {time}。コードが届きませんか？',
  codeExpired: 'コードの有効期限が切れました。',
  resendCode: 'コードを再送信',
  codeResent: 'コードを再送信しました',
  passcodeVerified: '確認コードが確認されました。',
  invalidPasscode: '確認コードが無効です。もう一度お試しください。',
  passcodeLocked: '誤った入力が多すぎたため、この確認コードは使用できなくなりました。新しいコードを取得してもう一度お試しください。',
  getNewCode: '新しいコードを取得',

  // enPasswords (didntGetIt: see enEmailMagicLinks)
  passwordLabel: 'パスワード',
  showPassword: 'パスワードを表示',
  strengthLabel: 'パスワードの強度',
  strengthWeak: '弱い',
  strengthStrong: '強い',
  passwordAcceptable: 'このパスワードは十分な強度があります。',
  enterPassword: '続行するにはパスワードを入力してください。',
  checkingPassword: 'パスワードを確認しています…',
  passwordNotStrongEnough: 'このパスワードはまだ強度が不十分です。',
  resetLinkMissing:
    'このパスワード再設定リンクは不完全か、すでに使用されています。メール内のリンクをもう一度開くか、新しいリンクをリクエストしてください。',
  sendNewResetLink: '新しいリンクをメールで送信',
  newResetLinkSent: 'パスワード再設定用の新しいリンクを {email} に送信しました。',
  createAccountHeader: 'アカウントを作成',
  createAccountText: 'パスワードを設定して、アカウントの作成を完了してください。',
  loginHeader: 'ログイン',
  change: '変更',
  passwordlessHeader: 'メールをご確認ください',
  passwordlessText: '{email} にログイン用リンクを送信しました。',
  forgotHeader: 'ログインのご案内をメールでご確認ください',
  forgotText: 'パスワード再設定用のリンクを記載したメールを {email} に送信しました。',
  breachedText:
    '同じパスワードをお使いの別のサイトで、最近セキュリティ上の問題が発生しました。安全のため、パスワード再設定用のリンクを記載したメールを {email} に送信しました。',
  dedupeText:
    'アカウントの安全を守り、ご本人によるログインであることを確認させてください。パスワード設定用のリンクを {email} に送信しました。',
  setNewText: 'アカウントのパスワードを作成するためのログイン用リンクを {email} に送信しました。',
  forgotPassword: 'パスワードをお忘れですか？',
  emailMeALoginLink: 'ログイン用リンクをメールで受け取る',
  emailMeALoginCode: 'ログイン用コードをメールで受け取る',
  createPasswordInstead: '代わりにパスワードを作成',
  resendEmail: 'メールを再送信',
  emailResent: 'メールを再送信しました',
  loginWithoutPassword: 'パスワードなしでログイン',
  breachedHeader: 'メールを確認して新しいパスワードを設定してください',
  dedupeHeader: 'メールを確認して新しいパスワードを設定してください',
  setNewHeader: 'メールをご確認ください',
  resetPasswordHeader: 'パスワードを再設定',
  loggingInEllipsis: 'ログインしています…',
  ludsMinimumLength: {
    other: '{min}文字以上にしてください',
  },
  ludsComplexity: '次のうち {n} 種類以上を含めてください: 英大文字、英小文字、数字、記号',
  ludsMissing: {
    other: 'あと {count} 個必要です',
  },
  ludsMet: 'OK',
  breachedPassword:
    'このパスワードは、セキュリティ上の問題が発生した別のサイトで使われた可能性があります。別のパスワードを選んでください。',
  // enServerErrors (en.ts): the server's errors a person may read
  unauthorized_credentials: 'メールアドレスまたはパスワードが正しくありません。',
  invalid_credentials: 'メールアドレスまたはパスワードが正しくありません。',
  user_unauthenticated: 'ログインしていません。ログインしてからもう一度お試しください。',
  invalid_secret_authentication: 'このリンクまたはコードは無効です。もう一度お試しください。',
  session_not_found: 'セッションが終了しました。もう一度ログインしてください。',
  invalid_session_token: 'セッションが終了しました。もう一度ログインしてください。',
  unsubscribed_phone_number: 'この電話番号はメッセージの受信を停止しています。',
  inactive_email: 'このメールアドレスはメッセージを受信できません。',
  email_not_found: 'このメールアドレスのアカウントは見つかりませんでした。',
  phone_number_not_found: 'この電話番号のアカウントは見つかりませんでした。',
  unable_to_auth_magic_link: 'このリンクは期限切れか、すでに使用されています。新しいリンクをリクエストしてください。',
  no_user_password: 'このアカウントにはパスワードがありません。別の方法でログインしてください。',
  breached_password: 'このパスワードは、セキュリティ上の問題が発生した別のサイトで使われた可能性があります。別のパスワードを選んでください。',
  reset_password: '続行するにはパスワードを再設定してください。メールをご確認ください。',
  oauth_token_not_found: 'このログインは期限切れか、すでに使用されています。もう一度お試しください。',
  oauth_state_mismatch: 'このログインは期限切れか、すでに使用されています。もう一度お試しください。',
  invalid_code: 'このコードは無効です。もう一度お試しください。',
  user_lock_limit_reached: '失敗した試行が多すぎます。このアカウントはしばらくロックされています。後でもう一度お試しください。',
  weak_password: 'このパスワードは弱すぎます。より強力なパスワードを選択してください。',
  duplicate_email: 'このメールアドレスのアカウントはすでに存在します。',
  duplicate_webauthn_registration: 'このパスキーはすでに登録されています。',
  otp_code_not_found: '確認コードが無効です。もう一度お試しください。',
  webauthn_registration_not_found: 'パスキーの登録が見つかりません。アカウントからは削除したものの、パスワード マネージャーには残っている可能性があります。もう一度お試しください。',
  oauth_callback_not_found: 'このログインは期限切れか、すでに使用されています。もう一度お試しください。',
} satisfies AllMessages;
