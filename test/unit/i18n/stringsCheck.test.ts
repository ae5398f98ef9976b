// The `strings` option's run-time check (issue 14): what a JavaScript host's compiler cannot refuse.
import { describe, expect, it } from 'vitest';
import { checkStrings } from '../../../src/locales/stringsCheck';

function check(strings: Record<string, unknown>) {
  const errors: Error[] = [];
  const usable = checkStrings('mountLogin', strings, (error) => errors.push(error));
  return { usable, errors: errors.map((error) => error.message) };
}

describe('the strings option at run time', () => {
  it('keeps good texts, plurals included, and reports nothing', () => {
    const strings = {
      header: 'Welcome back',
      emailSentTo: 'Check {email} for your link.',
      renamePasskey: 'Give {name} a new name',
      ludsMissing: { one: 'one more', other: '{count} more' },
    };
    expect(check(strings)).toEqual({ usable: strings, errors: [] });
  });

  it('ignores an unknown key and names it in one error with every other problem', () => {
    const { usable, errors } = check({ headr: 'Hi', header: 'Hello', emailSentTo: 'Sent!', or: 3, toString: 'x' });
    expect(usable).toEqual({ header: 'Hello' });
    expect(errors).toEqual([
      [
        'Invalid call to mountLogin',
        'strings.headr is not a text of the widget; it is ignored.',
        'strings.emailSentTo must keep {email}; it is ignored.',
        'strings.or must be a string, got a number; it is ignored.',
        'strings.toString is not a text of the widget; it is ignored.',
      ].join('\n'),
    ]);
  });

  it('refuses a placeholder the text does not fill, which would show as {braces}', () => {
    expect(check({ header: 'Hello {name}' }).errors[0]).toContain('strings.header has {name}, which this text does not fill; it is ignored.');
    expect(check({ consentHeader: 'Sign in to {client} with {project} as {user}' }).usable).toEqual({});
  });

  it('checks plural texts: an object with an "other" form that keeps the placeholders, and only plural forms', () => {
    expect(check({ ludsMinimumLength: 'At least {min}' }).errors[0]).toContain('must be an object of plural forms');
    expect(check({ ludsMinimumLength: { one: 'At least one' } }).errors[0]).toContain('must have an "other" form');
    expect(check({ ludsMinimumLength: { other: 'Long enough' } }).errors[0]).toContain('must keep {min} in its "other" form');
    expect(check({ ludsMinimumLength: { several: 'x', other: '{min}' } }).errors[0]).toContain('has no plural form called "several"');
    expect(check({ ludsMinimumLength: { one: 5, other: '{min}' } }).errors[0]).toContain('has a one form that is a number');
    expect(check({ header: { other: 'Hi' } }).errors[0]).toContain('strings.header must be a string, got an object');
  });
});
