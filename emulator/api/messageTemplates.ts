// The outbox's texts in the language a send asked for (issue 14). English, German and Spanish are
// enough to show the widget's locale reaches the provider; a tag in another language gets English,
// as a provider without that language would send. Links and codes are also the message's own
// fields (OutboxMessage `link`, `code`), so no test has to parse these texts in any language.
import type { OtpChannel, OutboxMessage } from '../../src/contract/index';

export const MESSAGE_LANGUAGES = ['en', 'de', 'es'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The language a message is written in for a (canonical) tag: the tag's language (de-AT reads German), else English. */
export function messageLanguageOf(locale: string | undefined): MessageLanguage {
  const language = locale?.split('-')[0]?.toLowerCase();
  return MESSAGE_LANGUAGES.find((candidate) => candidate === language) ?? 'en';
}

interface MagicLinkParams {
  signup: boolean;
  project: string;
  link: string;
  minutes: number;
}
interface PasscodeParams {
  channel: OtpChannel;
  project: string;
  code: string;
  minutes: number;
}
interface PasswordResetParams {
  project: string;
  link: string;
  loginLink: string;
  minutes: number;
}

interface Written {
  subject: string;
  text: string;
}

interface Templates {
  magicLink(params: MagicLinkParams): Written;
  /** SMS and WhatsApp have no subject. */
  passcode(params: PasscodeParams): Written;
  passwordReset(params: PasswordResetParams): Written;
}

/** `n` with its unit in the language's plural form (all three have only 'one' and 'other' for whole numbers). */
const count = (language: MessageLanguage, n: number, one: string, other: string) =>
  `${n} ${new Intl.PluralRules(language).select(n) === 'one' ? one : other}`;

const TEMPLATES: Record<MessageLanguage, Templates> = {
  en: {
    magicLink: ({ signup, project, link, minutes }) => ({
      subject: signup ? 'Complete your sign up' : 'Your login link',
      text:
        `Open this link to ${signup ? `finish signing up for ${project}` : `log in to ${project}`}:\n\n${link}\n\n` +
        `It expires in ${count('en', minutes, 'minute', 'minutes')} and works once. If you did not ask for it, ignore this email.`,
    }),
    passcode: ({ channel, project, code, minutes }) => ({
      subject: channel === 'email' ? `Your ${project} passcode` : '',
      text: `Your passcode is ${code}. It expires in ${count('en', minutes, 'minute', 'minutes')}. Do not share it with anyone.`,
    }),
    passwordReset: ({ project, link, loginLink, minutes }) => ({
      subject: `Reset your ${project} password`,
      text:
        `Open this link to set a new password for ${project}:\n\n${link}\n\n` +
        `Or log in without a password:\n\n${loginLink}\n\n` +
        `The links expire in ${count('en', minutes, 'minute', 'minutes')} and work once. If you did not ask for this, ignore this email.`,
    }),
  },
  // Formal 'Sie', 'Code' for a passcode and 'anmelden' for log in, as src/locales/de.ts.
  de: {
    magicLink: ({ signup, project, link, minutes }) => ({
      subject: signup ? 'Schließen Sie Ihre Registrierung ab' : 'Ihr Anmeldelink',
      text:
        `Öffnen Sie diesen Link, um ${signup ? `Ihre Registrierung bei ${project} abzuschließen` : `sich bei ${project} anzumelden`}:\n\n${link}\n\n` +
        `Er ist ${count('de', minutes, 'Minute', 'Minuten')} lang gültig und funktioniert nur einmal. ` +
        'Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
    }),
    passcode: ({ channel, project, code, minutes }) => ({
      subject: channel === 'email' ? `Ihr Code für ${project}` : '',
      text: `Ihr Code lautet ${code}. Er ist ${count('de', minutes, 'Minute', 'Minuten')} lang gültig. Geben Sie ihn an niemanden weiter.`,
    }),
    passwordReset: ({ project, link, loginLink, minutes }) => ({
      subject: `Ihr Passwort für ${project} zurücksetzen`,
      text:
        `Öffnen Sie diesen Link, um ein neues Passwort für ${project} festzulegen:\n\n${link}\n\n` +
        `Oder melden Sie sich ohne Passwort an:\n\n${loginLink}\n\n` +
        `Die Links sind ${count('de', minutes, 'Minute', 'Minuten')} lang gültig und funktionieren nur einmal. ` +
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
    }),
  },
  // Formal 'usted', 'código' for a passcode and 'iniciar sesión' for log in, as src/locales/es.ts.
  es: {
    magicLink: ({ signup, project, link, minutes }) => ({
      subject: signup ? 'Complete su registro' : 'Su enlace de inicio de sesión',
      text:
        `Abra este enlace para ${signup ? `terminar de registrarse en ${project}` : `iniciar sesión en ${project}`}:\n\n${link}\n\n` +
        `Vence en ${count('es', minutes, 'minuto', 'minutos')} y solo funciona una vez. Si no lo solicitó, ignore este correo electrónico.`,
    }),
    passcode: ({ channel, project, code, minutes }) => ({
      subject: channel === 'email' ? `Su código de ${project}` : '',
      text: `Su código es ${code}. Vence en ${count('es', minutes, 'minuto', 'minutos')}. No lo comparta con nadie.`,
    }),
    passwordReset: ({ project, link, loginLink, minutes }) => ({
      subject: `Restablezca su contraseña de ${project}`,
      text:
        `Abra este enlace para definir una nueva contraseña de ${project}:\n\n${link}\n\n` +
        `O inicie sesión sin contraseña:\n\n${loginLink}\n\n` +
        `Los enlaces vencen en ${count('es', minutes, 'minuto', 'minutos')} y solo funcionan una vez. ` +
        'Si no lo solicitó, ignore este correo electrónico.',
    }),
  },
};

/**
 * A message's subject and text in the language `locale` asks for, with the tag as asked and the
 * language written, ready to put in the outbox.
 */
export function writeMessage<K extends keyof Templates>(
  locale: string | undefined,
  kind: K,
  params: Parameters<Templates[K]>[0],
): Pick<OutboxMessage, 'subject' | 'text' | 'locale' | 'rendered_locale'> {
  const language = messageLanguageOf(locale);
  const template = TEMPLATES[language][kind] as (params: Parameters<Templates[K]>[0]) => Written;
  return { ...template(params), ...(locale === undefined ? {} : { locale }), rendered_locale: language };
}
