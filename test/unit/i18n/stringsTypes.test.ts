// The compiler's side of issue 14: `npm test`'s type check fails if any `@ts-expect-error` below
// stops being an error, so these prove that a wrong key, a dropped placeholder or a locale file
// with a missing key does not compile. The run-time half is stringsCheck.test.ts.
import { describe, expect, it } from 'vitest';
import type { AllMessages, StringsOverride } from '../../../src/locales/types';
import { messages as de } from '../../../src/locales/de';
import type { MountLoginOptions } from '../../../src/options';

describe('typed strings', () => {
  it('accepts texts that keep their placeholders, in any order', () => {
    const strings: StringsOverride = {
      header: 'Welcome back',
      emailSentTo: 'We sent a link to {email}.',
      consentHeader: '{project} lets {client} sign you in',
      ludsMissing: { one: 'One more', other: '{count} more' },
    };
    const options: MountLoginOptions = { elementSelector: '#login', publicToken: 'public-token-test-x', config: { products: ['emailMagicLinks'] }, strings };
    expect(options.strings?.header).toBe('Welcome back');
  });

  it('refuses an unknown key, a dropped placeholder and a plural without its other form', () => {
    // @ts-expect-error: 'headr' is not a text of the widget.
    const unknownKey: StringsOverride = { headr: 'Hi' };
    // @ts-expect-error: emailSentTo must keep {email}.
    const dropped: StringsOverride = { emailSentTo: 'We sent you a link.' };
    // @ts-expect-error: consentHeader must keep {client} and {project}; one is not enough.
    const halfKept: StringsOverride = { consentHeader: 'Sign in to {client}' };
    // @ts-expect-error: a plural needs its other form.
    const noOther: StringsOverride = { ludsMissing: { one: 'One more' } };
    // @ts-expect-error: the mount option is typed the same way.
    const mounted: MountLoginOptions = { elementSelector: '#x', publicToken: 'p', config: { products: [] }, strings: { headr: 'Hi' } };
    expect([unknownKey, dropped, halfKept, noOther, mounted]).toHaveLength(5);
  });

  it('refuses a locale file with a missing key, or one that drops a placeholder', () => {
    const { header: _header, ...withoutHeader } = de;
    // @ts-expect-error: 'header' is missing.
    const missing: AllMessages = withoutHeader;
    // @ts-expect-error: emailSentTo's translation must keep {email}.
    const dropped: AllMessages = { ...de, emailSentTo: 'Wir haben Ihnen einen Link gesendet.' };
    expect([missing, dropped]).toHaveLength(2);
  });
});
