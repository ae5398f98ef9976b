// What a person reads for a message (screens/messages.ts textOf): in English by default, with every
// English text of the widget at hand, as the screen that shows the message has its own.
import type { UiMessage } from '../../src/flows/messages';
import { english } from '../../src/locales/english';
import type { Messages } from '../../src/i18n/en';
import { textOf } from '../../src/screens/messages';

export const shown = (message: UiMessage | null | undefined, lang = 'en', messages: Partial<Messages> = english) =>
  message ? textOf(messages, message, lang) : null;

/** A step's shown message: `{ name, message: text }`. */
export const shownStep = (step: { name: string; message?: UiMessage }) => ({ ...step, message: shown(step.message) });
