// Issue 14's formats: numbers in the locale's digits (the passcode countdown, the digit labels),
// and values in sentences kept apart in <bdi> (addresses left to right), as text, never markup.
import { signal } from '@preact/signals';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as ar } from '../../../src/locales/ar';
import { format, formatText } from '../../../src/i18n/texts';
import { enPasswords } from '../../../src/products/passwords/strings';
import { minutesAndSeconds, OtpAuthenticate } from '../../../src/products/otp/OtpAuthenticate';
import type { OtpStep } from '../../../src/products/otp/model';
import type { ScreenProps } from '../../../src/login/screenProps';
import { interpolate } from '../../../src/screens/interpolate';
import { MessagesContext } from '../../../src/screens/messages';
import { renderWithCss, type Rendered } from '../../support/render';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const ARABIC_INDIC = /^[\u0660-\u0669]+:[\u0660-\u0669]{2}$/;

/** OTPAuthenticate's step with a model that only holds its state: `seconds` left, sent to `destination`. */
function otpStep(seconds: number, destination: string) {
  const otp = {
    sent: signal({ channel: 'email', methodId: 'm', target: destination, destination, expiresAt: 0 }),
    busy: signal(false),
    error: signal(null),
    secondsLeft: signal(seconds),
    reset: signal(0),
    locked: signal(false),
    toasts: { list: signal([]), dismiss: vi.fn() },
    verify: vi.fn(),
    resend: vi.fn(),
  };
  return { name: 'otp-authenticate', otp, busy: otp.busy, dispose: vi.fn() } as unknown as ScreenProps<OtpStep, 'otp-authenticate'>['step'];
}

/** The Arabic widget's passcode screen; `lang` is the tag its numbers are formatted in. */
async function showArabicOtp(lang: string, seconds: number, destination: string) {
  const props = { step: otpStep(seconds, destination) } as ScreenProps<OtpStep, 'otp-authenticate'>;
  rendered = await renderWithCss(
    <MessagesContext.Provider value={ar}>
      <OtpAuthenticate {...props} />
    </MessagesContext.Provider>,
    { lang, dir: 'rtl' },
  );
  return rendered.container;
}

describe('the passcode countdown', () => {
  it('is m:ss in English, as the spec writes it', () => {
    expect(minutesAndSeconds(299, 'en')).toBe('4:59');
    expect(minutesAndSeconds(600, 'en')).toBe('10:00');
    expect(minutesAndSeconds(9, 'en')).toBe('0:09');
  });

  it("is in Arabic-Indic digits where the locale's numbering system has them (ar-EG)", () => {
    expect(minutesAndSeconds(299, 'ar-EG')).toBe('٤:٥٩');
    expect(minutesAndSeconds(9, 'ar-EG')).toBe('٠:٠٩');
  });

  it('shows in the widget’s digits, left to right, beside the email kept left to right in Arabic', async () => {
    // CLDR 42 made Latin digits the default for the generic 'ar' (ICU here and Chromium agree), so
    // the Arabic widget's own digits are whatever Intl says for its tag; ar-EG's are Arabic-Indic.
    const root = await showArabicOtp('ar-EG', 299, 'user@example.com');
    const time = [...root.querySelectorAll('bdi')].find((bdi) => ARABIC_INDIC.test(bdi.textContent!));
    expect(time?.textContent).toBe('٤:٥٩');
    expect(time?.getAttribute('dir')).toBe('ltr');
    expect(root.textContent).toContain('تنتهي صلاحية الرمز خلال ٤:٥٩.');
    const email = [...root.querySelectorAll('p bdi')].find((bdi) => bdi.textContent === 'user@example.com');
    expect(email?.getAttribute('dir')).toBe('ltr');
    expect(email?.parentElement!.textContent).toBe('تم إرسال رمز تحقق مكوّن من 6 أرقام إليك على user@example.com.');
    // The digit boxes' labels say their position in the same digits; the boxes themselves stay ASCII.
    const boxes = [...root.querySelectorAll('input')];
    expect(boxes[2]!.getAttribute('aria-label')).toBe('الرقم ٣ من ٦');
    expect(boxes[0]!.getAttribute('pattern')).toBe('[0-9]*');
  });

  it("is in the generic Arabic tag's digits for 'ar', whatever the engine's CLDR says they are", async () => {
    const root = await showArabicOtp('ar', 65, 'user@example.com');
    const expected = `${(1).toLocaleString('ar')}:${(5).toLocaleString('ar', { minimumIntegerDigits: 2 })}`;
    expect(root.textContent).toContain(`خلال ${expected}.`);
  });
});

describe('numbers filled into texts', () => {
  it("are in the locale's digits and grouping once a language is given (the LUDS lines, the 429 waits)", () => {
    expect(formatText(enPasswords.ludsMissing, { count: 12 }, 'ar-EG')).toBe('١٢ more needed');
    expect(formatText(enPasswords.ludsMissing, { count: 1234 }, 'de')).toBe('1.234 more needed');
    expect(format('{n} of {m}', { n: 1234, m: 'x' }, 'en')).toBe('1,234 of x');
  });

  it('are left as written without a language', () => {
    expect(format('{n}', { n: 1234 })).toBe('1234');
  });
});

describe('interpolate', () => {
  const render = async (nodes: ReturnType<typeof interpolate>) => {
    rendered = await renderWithCss(<p>{nodes}</p>);
    return rendered.container.querySelector('p')!;
  };

  it('puts each value in its own <bdi>, addresses left to right, names in their own direction', async () => {
    const p = await render(interpolate('{client} wants to access your {project} account', { client: 'تطبيق', project: 'Acme' }));
    expect(p.innerHTML).toBe('<bdi>تطبيق</bdi> wants to access your <bdi>Acme</bdi> account');
    const sent = await render(interpolate('An email was sent to {email}.', { email: 'a@b.co' }));
    expect(sent.innerHTML).toBe('An email was sent to <bdi dir="ltr">a@b.co</bdi>.');
  });

  it('keeps a hostile value as text: no element, no second pass over placeholders', async () => {
    const hostile = '<img src=x onerror="window.pwned=1">{project}&amp;';
    const p = await render(interpolate('Sign in to {client} with {project}', { client: hostile, project: 'Acme' }));
    expect(p.querySelector('img')).toBeNull();
    expect(p.querySelectorAll('bdi')).toHaveLength(2);
    expect(p.querySelector('bdi')!.textContent).toBe(hostile);
    expect(p.textContent).toBe(`Sign in to ${hostile} with Acme`);
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('renders any value as text (X1): only <bdi> elements, and the same text format() makes', async () => {
    const payload = fc.constantFrom('<img src=x onerror="window.pwned=1">', '<script>window.pwned=1</script>', '</bdi><b>x</b>', '&lt;', '{email}', '\u202etxt.exe', 'שלום');
    const value = fc.array(fc.oneof(payload, fc.string({ maxLength: 8 })), { maxLength: 3 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(value, value, async (name, email) => {
        const template = 'Hi {name}, mail {email} {name}.';
        const p = await render(interpolate(template, { name, email }));
        expect([...p.querySelectorAll('*')].map((element) => element.localName)).toEqual(['bdi', 'bdi', 'bdi']);
        expect(p.textContent).toBe(format(template, { name, email }));
        await rendered!.unmount();
        rendered = undefined;
      }),
      { numRuns: 60 },
    );
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('leaves a placeholder it has no value for as written', async () => {
    const p = await render(interpolate('Use the {scope} scope', {}));
    expect(p.innerHTML).toBe('Use the {scope} scope');
  });
});
