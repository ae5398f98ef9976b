// Hebrew. Terms: 'מפתח גישה' (plural 'מפתחות גישה') for passkey, as Apple and Google write it in
// Hebrew; 'קוד אימות' / 'קוד' for a one-time passcode; 'התחברות' / 'להתחבר' for sign in / log in;
// 'הרשמה' for sign up; 'המשך עם …' for the provider buttons (Google's button reads 'המשך עם
// Google'). Instructions use the impersonal 'יש ל…' and buttons use nouns or infinitives, as
// Hebrew product interfaces do, so no text assumes the reader's gender where it can be avoided.
// No bidi control characters.
import type { AllMessages } from './types';

export const messages = {
  // en (the main file)
  header: 'הרשמה או התחברות',
  loading: 'בטעינה',
  networkError: 'אין אפשרות להתחבר לשרתים שלנו.',
  somethingWrong: 'משהו השתבש. יש לנסות שוב.',
  back: 'חזרה',
  poweredBy: 'מופעל על ידי',
  formTabs: 'שיטת התחברות',
  tabSms: 'SMS',
  tabWhatsapp: 'WhatsApp',
  tabEmail: 'אימייל',
  emailLabel: 'כתובת אימייל',
  emailPlaceholder: 'example@email.com',
  phoneLabel: 'מספר טלפון',
  countryLabel: 'מדינה',
  continueWithEmail: 'המשך עם אימייל',
  continue: 'המשך',
  invalidEmailAddress: 'כתובת האימייל לא תקינה',
  invalidPhone: 'מספר הטלפון לא תקין. יש לנסות שוב.',
  configNoProducts: 'שגיאה: יש להוסיף מוצר להגדרות.',
  or: 'או',

  // enShared
  loggingIn: 'מתבצעת התחברות',
  dismiss: 'סגירה',
  success: 'בוצע בהצלחה',
  signedInHeader: 'בוצע בהצלחה!',
  signedInText: 'ההתחברות בוצעה בהצלחה.',

  // enApiErrors
  tooManyRequests: 'יותר מדי ניסיונות. יש להמתין רגע ולנסות שוב.',
  tooManyRequestsWait: 'יותר מדי ניסיונות. אפשר לנסות שוב בעוד {wait}.',
  notSetUp: 'ההתחברות לא הוגדרה כראוי באתר הזה. יש לפנות לתמיכה של האתר.',

  // enPasskeyRegistration
  passkeySetupHeader: 'הגדרת מפתח גישה חדש',
  passkeySetupText: 'עם מפתחות גישה אין צורך לזכור סיסמאות מסובכות.',
  createPasskey: 'יצירת מפתח גישה',
  skip: 'דילוג',
  existingPasskeys: 'מפתחות גישה קיימים',
  noPasskeys: 'עדיין אין מפתחות גישה.',
  passkeyName: 'שם מפתח הגישה',
  renamePasskey: 'שינוי השם של {name}',
  saveName: 'שמירת השם',
  deletePasskey: 'מחיקת {name}',
  deleteWarning: 'אחרי המחיקה אי אפשר לשחזר את מפתח הגישה.',
  confirmDelete: 'מחיקה',
  cancel: 'ביטול',
  setUpAnother: 'הגדרת מפתח גישה נוסף',
  done: 'סיום',
  noUser: 'שגיאה: אי אפשר להשתמש ברכיב PasskeyRegistration בלי משתמש מאומת.',
  passkeyAlreadyRegistered:
    'אי אפשר ליצור את מפתח הגישה כי נראה שהוא כבר רשום. ייתכן שהוא נרשם במכשיר אחר וסונכרן בין המכשירים.',
  passkeyNotCreated: 'מפתח הגישה לא נוצר. כדי לנסות שוב יש ללחוץ על ״יצירת מפתח גישה״, או לדלג בלי להוסיף מפתח גישה.',
  passkeyNotCreatedOnList: 'מפתח הגישה לא נוצר. כדי לנסות שוב יש ללחוץ על ״הגדרת מפתח גישה נוסף״.',
  tryAgain: 'ניסיון נוסף',

  // enIdentityProvider (success: see enShared)
  errorHeader: 'נראה שהייתה שגיאה!',
  missingParam: 'חסר פרמטר נדרש: {param}. יש לפנות למפתח האפליקציה.',
  noSession: 'לא זוהה סשן פעיל. כדי להמשיך יש להתחבר.',
  accessDenied: 'הגישה לאפליקציה נדחתה.',
  framed: 'מטעמי אבטחה, אי אפשר להשתמש בדף הזה בתוך אתר אחר. כדי להמשיך יש לפתוח אותו בחלון נפרד.',
  consentHeader: 'התחברות אל {client} עם {project}',
  consentHeaderCustom: '{client} מבקש גישה לחשבון {project} שלך',
  manifestHeader: 'הפעולה הזו תאפשר ל-{client}:',
  scopeOpenid: 'לאמת את הזהות שלך',
  scopeProfile: 'לראות את פרטי הפרופיל שלך',
  scopeProfileDetails: 'שם, תמונה ושפה',
  scopeEmail: 'כתובת אימייל',
  scopePhone: 'מספר טלפון',
  scopeOfflineAccess: 'לשמור על גישה גם במצב אופליין',
  scopeCustom: 'להשתמש בהרשאה {scope}',
  redirectHost: 'המערכת תעביר אותך אל {host}.',
  allow: 'אישור',
  deny: 'דחייה',
  logoutHeader: 'להתנתק?',
  logoutText: 'האם ברצונך להתנתק מחשבון {project}?',
  yes: 'כן',
  no: 'לא',
  logoutDeclined: 'לא בוצעה התנתקות. אפשר לסגור את הדף הזה.',
  redirecting: 'מתבצעת העברה.',

  // enPasskeysMain
  loginWithPasskey: 'התחברות עם מפתח גישה',
  configPasskeysAlone: 'שגיאה: אי אפשר להשתמש במפתחות גישה לבד. יש להוסיף מוצר נוסף להגדרות.',
  // enPasskeys (the shared strings: see enShared)
  passkeyAuthenticated: 'מפתח הגישה אומת בהצלחה.',
  passkeyNotFound: 'מפתח הגישה לא נמצא. ייתכן שהוא נמחק מהחשבון אבל לא ממנהל הסיסמאות. יש לנסות שוב.',
  passkeyUnknownError: 'אירעה שגיאה לא ידועה באימות עם מפתח הגישה. יש לנסות שוב.',

  // enOAuthMain
  continueWithProvider: 'המשך עם {provider}',
  // enOAuth
  lastUsed: 'שימוש אחרון',
  oauthCancelled: 'ההתחברות בוטלה. יש לנסות שוב.',
  oneTapOriginNotAllowed:
    'Google One Tap: המקור של האתר הזה לא מורשה עבור לקוח Google. יש להוסיף אותו למקורות JavaScript המורשים ב-Google Cloud Console.',
  oneTapInvalidClient: 'Google One Tap: Google לא מזהה את מזהה הלקוח. יש לבדוק את לקוח Google OAuth בלוח הבקרה.',
  oneTapNotConfigured: 'Google One Tap: לא הוגדר לקוח Google OAuth. יש להגדיר את Google OAuth בלוח הבקרה.',
  oneTapNoLoginRedirect: 'Google One Tap: לא הוגדרה כתובת URL להפניה אחרי התחברות. יש להוסיף כתובת בלוח הבקרה.',
  oneTapNoSignupRedirect: 'Google One Tap: לא הוגדרה כתובת URL להפניה אחרי הרשמה. יש להוסיף כתובת בלוח הבקרה.',
  oneTapDefaultProvider:
    'Google One Tap: אי אפשר להשתמש בפרטי הכניסה של Google OAuth שמוגדרים כברירת מחדל עם One Tap. יש להגדיר לקוח Google OAuth משלך בלוח הבקרה.',

  // enCryptoMain
  continueWithWallet: 'המשך עם {wallet}',
  ethereumWallet: 'ארנק Ethereum',
  solanaWallet: 'ארנק Solana',
  continueWithOtherWallet: 'המשך עם ארנק קריפטו אחר',
  setUpWallet: 'הגדרת ארנק קריפטו חדש',
  // enCrypto (tryAgain: see enPasskeyRegistration)
  connectingWallet: 'מתבצע חיבור לארנק…',
  connectingWalletText: 'כדי לחבר את הארנק לאתר הזה, יש לאשר את הבקשה ב-{wallet}.',
  signingMessage: 'בקשת החתימה בהשלמה…',
  signingMessageText: 'יש להשלים את החתימה על ההודעה בחלון הקופץ של {wallet}. אם משהו משתבש, אפשר לחזור עם חץ החזרה ולנסות שוב.',
  walletRequestPending:
    'יש לפתוח את {wallet}: בקשה קודמת מהאתר הזה עדיין ממתינה לתשובה שם. אחרי שמשיבים עליה או מבטלים אותה, אפשר לנסות שוב.',
  walletError: 'נראה שהייתה שגיאה!',
  walletErrorText: 'לא ניתן היה להשלים את בקשת ההתחברות. אפשר לחזור למסך ההתחברות עם חץ החזרה ולנסות שוב!',
  walletConnected: 'הארנק חובר בהצלחה.',
  otherWallets: 'המשך עם ארנק אחר',
  setUpWalletText:
    'התחברות עם ארנק קריפטו שומרת על החשבון פרטי ומאובטח: אין סיסמה שאפשר לגנוב, ורק לך יש אפשרות לחתום עם הארנק. כדי להתחיל, אפשר להשיג אחד מהארנקים האלה:',
  metamask: 'Metamask',
  phantom: 'Phantom',
  coinbaseWallet: 'Coinbase Wallet',
  binanceWallet: 'Binance Wallet',
  opensInNewTab: '(נפתח בכרטיסייה חדשה)',

  // enEmailMagicLinksMain
  configEmlAndEmailOtp: 'שגיאה: אי אפשר להשתמש גם ב-EML וגם ב-OTP באימייל',
  // enEmailMagicLinks (tryAgain: see enPasskeyRegistration)
  checkEmail: 'כדאי לבדוק את האימייל',
  emailSentTo: 'נשלח אימייל אל {email}.',
  openGmail: 'פתיחת Gmail',
  openYahoo: 'פתיחת Yahoo',
  openOutlook: 'פתיחת Outlook',
  didntGetIt: 'האימייל לא הגיע?',

  // enOtpMain
  invalidEmailOtp: 'האימייל לא תקין. יש לנסות שוב.',
  // enOtp
  enterPasscode: 'הזנת קוד האימות',
  passcodeSentTo: 'קוד אימות בן 6 ספרות נשלח אל {destination}.',
  passcodeLabel: 'קוד אימות חד-פעמי',
  digitLabel: 'ספרה {n} מתוך 6',
  verifyingPasscode: 'הקוד בבדיקה…',
  codeExpiresIn: 'תוקף הקוד יפוג בעוד {time}. הקוד לא הגיע?',
  codeExpired: 'תוקף הקוד פג.',
  resendCode: 'שליחת הקוד מחדש',
  codeResent: 'הקוד נשלח מחדש',
  passcodeVerified: 'קוד האימות אומת בהצלחה.',
  invalidPasscode: 'קוד האימות לא תקין. יש לנסות שוב.',
  passcodeLocked: 'יותר מדי ניסיונות שגויים: הקוד הזה כבר לא בתוקף. כדי לנסות שוב יש לקבל קוד חדש.',
  getNewCode: 'קבלת קוד חדש',

  // enPasswords
  passwordLabel: 'סיסמה',
  showPassword: 'הצגת הסיסמה',
  strengthLabel: 'חוזק הסיסמה',
  strengthWeak: 'חלשה',
  strengthStrong: 'חזקה',
  passwordAcceptable: 'הסיסמה הזו חזקה מספיק.',
  enterPassword: 'כדי להמשיך יש להזין סיסמה.',
  checkingPassword: 'הסיסמה בבדיקה…',
  passwordNotStrongEnough: 'הסיסמה הזו עדיין לא חזקה מספיק.',
  resetLinkMissing: 'הקישור לאיפוס הסיסמה לא שלם או שכבר נעשה בו שימוש. יש לפתוח שוב את הקישור מהאימייל, או לבקש קישור חדש.',
  createAccountHeader: 'יצירת חשבון',
  createAccountText: 'כדי לסיים את יצירת החשבון, יש להגדיר סיסמה.',
  loginHeader: 'התחברות',
  passwordlessHeader: 'כדאי לבדוק את האימייל',
  passwordlessText: 'קישור התחברות נשלח אל {email}.',
  forgotHeader: 'כדאי לבדוק את האימייל לקבלת עזרה בהתחברות!',
  forgotText: 'שלחנו אל {email} אימייל עם קישור לאיפוס הסיסמה.',
  breachedText:
    'באתר אחר שבו נעשה שימוש באותה סיסמה הייתה לאחרונה בעיית אבטחה. לשמירה על החשבון, נשלח אל {email} אימייל עם קישור לאיפוס הסיסמה.',
  dedupeText: 'אנחנו רוצים לוודא שהחשבון מאובטח ושההתחברות היא באמת שלך. קישור להגדרת הסיסמה נשלח אל {email}.',
  setNewText: 'קישור התחברות ליצירת סיסמה לחשבון נשלח אל {email}.',
  forgotPassword: 'שכחת את הסיסמה?',
  emailMeALoginLink: 'שליחת קישור התחברות באימייל',
  emailMeALoginCode: 'שליחת קוד התחברות באימייל',
  createPasswordInstead: 'יצירת סיסמה במקום זאת',
  resendEmail: 'האימייל לא הגיע? שליחה מחדש',
  emailResent: 'האימייל נשלח מחדש',
  loginWithoutPassword: 'התחברות בלי סיסמה',
  breachedHeader: 'כדי להגדיר סיסמה חדשה, כדאי לבדוק את האימייל',
  dedupeHeader: 'כדי להגדיר סיסמה חדשה, כדאי לבדוק את האימייל!',
  setNewHeader: 'כדאי לבדוק את האימייל!',
  resetPasswordHeader: 'איפוס הסיסמה',
  loggingInEllipsis: 'מתבצעת התחברות…',
  ludsMinimumLength: 'לפחות {min} תווים',
  ludsComplexity: 'חייבת לכלול {n} מהבאים: אות גדולה, אות קטנה, ספרה, סמל',
  ludsMissing: 'חסרים עוד {count}',
  ludsMet: 'בוצע',
  breachedPassword: 'ייתכן שנעשה שימוש בסיסמה הזו באתר אחר שהייתה בו בעיית אבטחה. יש לבחור סיסמה אחרת.',
} satisfies AllMessages;
