// Arabic (Modern Standard). Terms: 'مفتاح المرور' (plural 'مفاتيح المرور') for passkey, as Apple and
// Google write it in Arabic; 'رمز التحقق' / 'الرمز' for a one-time passcode; 'تسجيل الدخول' for
// sign in / log in; 'إنشاء حساب' for sign up; 'المتابعة باستخدام …' for the provider buttons
// (Google's button reads 'المتابعة باستخدام Google'). Buttons are verbal nouns ('متابعة', 'حذف');
// requests use 'يُرجى'; instructions in running text use the imperative and second person in the
// grammatically masculine form, the convention of Arabic product interfaces. Arabic punctuation
// (، ؟); Western digits (0–9). No bidi control characters.
import type { AllMessages } from './types';

export const messages = {
  // en (the main file)
  header: 'إنشاء حساب أو تسجيل الدخول',
  loading: 'جارٍ التحميل',
  networkError: 'يتعذّر الاتصال بخوادمنا.',
  somethingWrong: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  back: 'رجوع',
  poweredBy: 'مدعوم من',
  formTabs: 'طريقة تسجيل الدخول',
  tabSms: 'رسالة نصية',
  tabWhatsapp: 'WhatsApp',
  tabEmail: 'البريد الإلكتروني',
  emailLabel: 'البريد الإلكتروني',
  emailPlaceholder: 'example@email.com',
  phoneLabel: 'رقم الهاتف',
  countryLabel: 'البلد',
  continueWithEmail: 'المتابعة باستخدام البريد الإلكتروني',
  continue: 'متابعة',
  invalidEmailAddress: 'عنوان البريد الإلكتروني غير صالح',
  invalidPhone: 'رقم الهاتف غير صالح، يُرجى المحاولة مرة أخرى.',
  configNoProducts: 'خطأ: يُرجى إضافة منتج إلى الإعدادات.',
  or: 'أو',

  // enShared
  loggingIn: 'جارٍ تسجيل الدخول',
  dismiss: 'إغلاق',
  success: 'تم بنجاح',
  signedInHeader: 'تم بنجاح!',
  signedInText: 'تم تسجيل دخولك بنجاح.',

  // enApiErrors
  tooManyRequests: 'محاولات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  tooManyRequestsWait: 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {wait}.',
  notSetUp: 'لم يتم إعداد تسجيل الدخول على هذا الموقع بشكل صحيح. يُرجى التواصل مع فريق الدعم في الموقع.',

  // enPasskeyRegistration
  passkeySetupHeader: 'إعداد مفتاح مرور جديد',
  passkeySetupText: 'مع مفاتيح المرور، لن تحتاج إلى تذكّر كلمات مرور معقدة.',
  createPasskey: 'إنشاء مفتاح مرور',
  skip: 'تخطي',
  existingPasskeys: 'مفاتيح المرور الحالية',
  noPasskeys: 'لا توجد مفاتيح مرور بعد.',
  passkeyName: 'اسم مفتاح المرور',
  renamePasskey: 'إعادة تسمية {name}',
  saveName: 'حفظ الاسم',
  deletePasskey: 'حذف {name}',
  deleteWarning: 'بعد حذف مفتاح المرور، لا يمكن استعادته.',
  confirmDelete: 'حذف',
  cancel: 'إلغاء',
  setUpAnother: 'إعداد مفتاح مرور آخر',
  done: 'تم',
  noUser: 'خطأ: لا يمكن استخدام المكوّن PasskeyRegistration بدون مستخدم تمت مصادقته.',
  passkeyAlreadyRegistered:
    'يتعذّر إنشاء مفتاح المرور لأنه يبدو مسجّلًا من قبل. ربما تم تسجيله على جهاز آخر ثم تمت مزامنته بين الأجهزة.',
  passkeyNotCreated: 'لم يتم إنشاء مفتاح المرور. انقر على «إنشاء مفتاح مرور» للمحاولة مرة أخرى، أو تخطَّ هذه الخطوة بدون إضافة مفتاح مرور.',
  passkeyNotCreatedOnList: 'لم يتم إنشاء مفتاح المرور. انقر على «إعداد مفتاح مرور آخر» للمحاولة مرة أخرى.',
  tryAgain: 'إعادة المحاولة',

  // enIdentityProvider (success: see enShared)
  errorHeader: 'يبدو أنه حدث خطأ!',
  missingParam: 'إحدى المعلمات المطلوبة مفقودة: {param}. يُرجى التواصل مع مطوّر التطبيق.',
  noSession: 'لم يتم العثور على جلسة نشطة. يُرجى تسجيل الدخول للمتابعة.',
  accessDenied: 'تم رفض الوصول إلى التطبيق.',
  framed: 'حفاظًا على أمانك، لا يمكن استخدام هذه الصفحة داخل موقع ويب آخر. افتحها في نافذة مستقلة للمتابعة.',
  consentHeader: 'تسجيل الدخول إلى {client} باستخدام {project}',
  consentHeaderCustom: 'يريد {client} الوصول إلى حسابك على {project}',
  manifestHeader: 'سيسمح هذا لـ {client} بما يلي:',
  scopeOpenid: 'التحقق من هويتك',
  scopeProfile: 'عرض معلومات ملفك الشخصي',
  scopeProfileDetails: 'الاسم والصورة واللغة',
  scopeEmail: 'البريد الإلكتروني',
  scopePhone: 'رقم الهاتف',
  scopeOfflineAccess: 'الاحتفاظ بإمكانية الوصول بلا اتصال',
  scopeCustom: 'استخدام النطاق {scope}',
  redirectHost: 'سيتم توجيهك إلى {host}.',
  allow: 'سماح',
  deny: 'رفض',
  logoutHeader: 'هل تريد تسجيل الخروج؟',
  logoutText: 'هل تريد بالتأكيد تسجيل الخروج من حسابك على {project}؟',
  yes: 'نعم',
  no: 'لا',
  logoutDeclined: 'لم يتم تسجيل خروجك. يمكنك إغلاق هذه الصفحة.',
  redirecting: 'جارٍ توجيهك الآن.',

  // enPasskeysMain
  loginWithPasskey: 'تسجيل الدخول باستخدام مفتاح مرور',
  configPasskeysAlone: 'خطأ: لا يمكن استخدام مفاتيح المرور وحدها، يُرجى إضافة منتج آخر إلى الإعدادات.',
  // enPasskeys (the shared strings: see enShared)
  passkeyAuthenticated: 'تمت مصادقة مفتاح المرور بنجاح.',
  passkeyNotFound:
    'لم يتم العثور على مفتاح المرور. ربما حذفته من حسابك ولكن ليس من مدير كلمات المرور. يُرجى المحاولة مرة أخرى.',
  passkeyUnknownError: 'حدث خطأ غير معروف أثناء المصادقة باستخدام مفتاح المرور. يُرجى المحاولة مرة أخرى.',

  // enOAuthMain
  continueWithProvider: 'المتابعة باستخدام {provider}',
  // enOAuth
  lastUsed: 'آخر استخدام',
  oauthCancelled: 'تم إلغاء تسجيل الدخول. يُرجى المحاولة مرة أخرى.',
  oneTapOriginNotAllowed:
    'Google One Tap: مصدر هذا الموقع غير مسموح به لعميل Google. أضِفه إلى مصادر JavaScript المعتمدة في وحدة تحكم Google Cloud.',
  oneTapInvalidClient: 'Google One Tap: لا تتعرّف Google على معرّف العميل. تحقّق من عميل Google OAuth في لوحة التحكم.',
  oneTapNotConfigured: 'Google One Tap: لم يتم إعداد أي عميل Google OAuth. أعِدّ Google OAuth في لوحة التحكم.',
  oneTapNoLoginRedirect: 'Google One Tap: لم يتم تعيين عنوان URL لإعادة التوجيه بعد تسجيل الدخول. أضِف عنوانًا في لوحة التحكم.',
  oneTapNoSignupRedirect: 'Google One Tap: لم يتم تعيين عنوان URL لإعادة التوجيه بعد إنشاء الحساب. أضِف عنوانًا في لوحة التحكم.',
  oneTapDefaultProvider:
    'Google One Tap: لا يمكن استخدام بيانات اعتماد Google OAuth التلقائية مع One Tap. أعِدّ عميل Google OAuth خاصًا بك في لوحة التحكم.',

  // enCryptoMain
  continueWithWallet: 'المتابعة باستخدام {wallet}',
  ethereumWallet: 'محفظة Ethereum',
  solanaWallet: 'محفظة Solana',
  continueWithOtherWallet: 'المتابعة باستخدام محفظة عملات مشفرة أخرى',
  setUpWallet: 'إعداد محفظة عملات مشفرة جديدة',
  // enCrypto (tryAgain: see enPasskeyRegistration)
  connectingWallet: 'جارٍ الاتصال بمحفظتك…',
  connectingWalletText: 'وافِق على الطلب في {wallet} لربط محفظتك بهذا الموقع.',
  signingMessage: 'جارٍ إكمال طلب التوقيع…',
  signingMessageText: 'أكمِل توقيع الرسالة في النافذة المنبثقة من {wallet}. إذا حدثت مشكلة، فاستخدم سهم الرجوع وحاوِل مرة أخرى.',
  walletRequestPending:
    'افتح {wallet}: لا يزال بانتظار ردّك على طلب سابق من هذا الموقع. أجِب عنه أو ألغِه هناك، ثم حاوِل مرة أخرى.',
  walletError: 'يبدو أنه حدث خطأ!',
  walletErrorText: 'تعذّر إكمال طلب تسجيل الدخول. استخدم سهم الرجوع للعودة إلى شاشة تسجيل الدخول وحاوِل مرة أخرى!',
  walletConnected: 'تم ربط محفظتك بنجاح.',
  otherWallets: 'المتابعة باستخدام محفظة أخرى',
  setUpWalletText:
    'يحافظ تسجيل الدخول باستخدام محفظة عملات مشفرة على خصوصية حسابك وأمانه: لا توجد كلمة مرور يمكن سرقتها، ولا يستطيع أحد غيرك التوقيع بمحفظتك. احصل على إحدى هذه المحافظ للبدء:',
  metamask: 'Metamask',
  phantom: 'Phantom',
  coinbaseWallet: 'Coinbase Wallet',
  binanceWallet: 'Binance Wallet',
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',

  // enEmailMagicLinksMain
  configEmlAndEmailOtp: 'خطأ: لا يمكن استخدام EML وOTP عبر البريد الإلكتروني معًا',
  // enEmailMagicLinks (tryAgain: see enPasskeyRegistration)
  checkEmail: 'تحقّق من بريدك الإلكتروني',
  emailSentTo: 'تم إرسال رسالة إلى {email}.',
  openGmail: 'فتح Gmail',
  openYahoo: 'فتح Yahoo',
  openOutlook: 'فتح Outlook',
  didntGetIt: 'ألم تصلك الرسالة؟',

  // enOtpMain
  invalidEmailOtp: 'البريد الإلكتروني غير صالح، يُرجى المحاولة مرة أخرى.',
  // enOtp
  enterPasscode: 'أدخِل رمز التحقق',
  passcodeSentTo: 'تم إرسال رمز تحقق مكوّن من 6 أرقام إليك على {destination}.',
  passcodeLabel: 'رمز التحقق لمرة واحدة',
  digitLabel: 'الرقم {n} من 6',
  verifyingPasscode: 'جارٍ التحقق من الرمز…',
  codeExpiresIn: 'تنتهي صلاحية الرمز خلال {time}. ألم يصلك؟',
  codeExpired: 'انتهت صلاحية الرمز.',
  resendCode: 'إعادة إرسال الرمز',
  codeResent: 'تمت إعادة إرسال الرمز',
  passcodeVerified: 'تم التحقق من الرمز بنجاح.',
  invalidPasscode: 'رمز التحقق غير صالح، يُرجى المحاولة مرة أخرى.',
  passcodeLocked: 'محاولات خاطئة كثيرة جدًا: لم يعد هذا الرمز صالحًا. احصل على رمز جديد للمحاولة مرة أخرى.',
  getNewCode: 'الحصول على رمز جديد',

  // enPasswords
  passwordLabel: 'كلمة المرور',
  showPassword: 'إظهار كلمة المرور',
  strengthLabel: 'قوة كلمة المرور',
  strengthWeak: 'ضعيفة',
  strengthStrong: 'قوية',
  passwordAcceptable: 'كلمة المرور هذه قوية بما يكفي.',
  enterPassword: 'أدخِل كلمة مرور للمتابعة.',
  checkingPassword: 'جارٍ التحقق من كلمة المرور…',
  passwordNotStrongEnough: 'كلمة المرور هذه ليست قوية بما يكفي بعد.',
  resetLinkMissing:
    'رابط إعادة تعيين كلمة المرور هذا غير مكتمل أو سبق استخدامه. افتح الرابط في رسالة البريد الإلكتروني مرة أخرى، أو اطلب رابطًا جديدًا.',
  createAccountHeader: 'إنشاء حساب',
  createAccountText: 'عيّن كلمة مرور لإكمال إنشاء حسابك.',
  loginHeader: 'تسجيل الدخول',
  passwordlessHeader: 'تحقّق من بريدك الإلكتروني',
  passwordlessText: 'تم إرسال رابط تسجيل الدخول إليك على {email}.',
  forgotHeader: 'تحقّق من بريدك الإلكتروني للحصول على مساعدة في تسجيل الدخول!',
  forgotText: 'أرسلنا رسالة إلى {email} تتضمن رابطًا لإعادة تعيين كلمة المرور.',
  breachedText:
    'تعرّض موقع آخر تستخدم عليه كلمة المرور نفسها لمشكلة أمنية مؤخرًا. حفاظًا على أمانك، تم إرسال رسالة إليك على {email} تتضمن رابطًا لإعادة تعيين كلمة المرور.',
  dedupeText: 'نريد التأكد من أن حسابك آمن وأنك أنت من يسجّل الدخول فعلًا. تم إرسال رابط لتعيين كلمة المرور إليك على {email}.',
  setNewText: 'تم إرسال رابط تسجيل الدخول إليك على {email} لإنشاء كلمة مرور لحسابك.',
  forgotPassword: 'هل نسيت كلمة المرور؟',
  emailMeALoginLink: 'إرسال رابط تسجيل الدخول إلى بريدي الإلكتروني',
  emailMeALoginCode: 'إرسال رمز تسجيل الدخول إلى بريدي الإلكتروني',
  createPasswordInstead: 'إنشاء كلمة مرور بدلًا من ذلك',
  resendEmail: 'ألم تصلك الرسالة؟ إعادة الإرسال',
  emailResent: 'تمت إعادة إرسال الرسالة',
  loginWithoutPassword: 'تسجيل الدخول بدون كلمة مرور',
  breachedHeader: 'تحقّق من بريدك الإلكتروني لتعيين كلمة مرور جديدة',
  dedupeHeader: 'تحقّق من بريدك الإلكتروني لتعيين كلمة مرور جديدة!',
  setNewHeader: 'تحقّق من بريدك الإلكتروني!',
  resetPasswordHeader: 'إعادة تعيين كلمة المرور',
  loggingInEllipsis: 'جارٍ تسجيل الدخول…',
  ludsMinimumLength: 'يجب ألا يقل طولها عن {min} أحرف',
  ludsComplexity: 'يجب أن تحتوي على {n} مما يلي: حرف كبير، حرف صغير، رقم، رمز',
  ludsMissing: 'ينقص {count}',
  ludsMet: 'تم',
  breachedPassword: 'ربما استُخدمت كلمة المرور هذه على موقع آخر تعرّض لمشكلة أمنية. يُرجى اختيار كلمة مرور أخرى.',
} satisfies AllMessages;
