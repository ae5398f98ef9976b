// The pseudo-locale `en-XA` (issue 14), for tests and for hosts checking their layout: every
// English text accented, about 40 % longer and marked at both ends, so a text that is not
// translated (hard-coded, or English from somewhere else) stands out, and so does a layout that
// cannot take longer text. Placeholders stay as they are.
import { english } from './english';
import { pseudoLocalize } from '../i18n/pseudo';
import type { Text } from '../i18n/texts';
import type { AllMessages } from './types';

const pseudoText = (text: Text): Text =>
  typeof text === 'string' ? pseudoLocalize(text) : (Object.fromEntries(Object.entries(text).map(([form, formText]) => [form, pseudoLocalize(formText)])) as Text);

export const messages = Object.fromEntries(Object.entries(english).map(([key, text]) => [key, pseudoText(text)])) as unknown as AllMessages;
