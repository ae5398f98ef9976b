// The fast dictionary matcher behind the strength check gives zxcvbn's own answers, whole results
// compared (matches, guesses, score, feedback), for tricky and random passwords and user inputs.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { enableFastDictionary } from '../../emulator/strength/zxcvbnFastDictionary.mjs';

const make = () =>
  new ZxcvbnFactory({ translations: en.translations, graphs: common.adjacencyGraphs, dictionary: { ...common.dictionary, ...en.dictionary } });
const library = make();
const fast = make();
const enabled = enableFastDictionary(fast);

/** Everything but the time it took. */
const answer = ({ calcTime: _, ...rest }: ZxcvbnResult) => rest;
const emailInputs = (email: string) => [email, ...email.split(/[@.+_-]/).filter(Boolean)];

function expectSame(password: string, userInputs: (string | number)[]) {
  const expected = answer(library.check(password, userInputs));
  const actual = answer(fast.check(password, userInputs));
  // isDeepStrictEqual, not toEqual: a rank may be Object.prototype.constructor ('constructor').
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}

const TRICKY = [
  'violet-Tractor-89-lantern',
  'password',
  'P@ssw0rd1',
  'tr0ub4dor&3',
  'correcthorsebatterystaple',
  'drowssap',
  'onetwothreefourfive',
  'MondayTuesday',
  'constructor',
  '__proto__',
  'hasownproperty',
  'toString',
  'Jennifer1987',
  '01/02/1999',
  'qwertyuiop',
  'zxcvbnm,./',
  'aaaaaaaaaaaaaaaa',
  'abcdefghijklmnop',
  'ǅemal€ 🔑 naïve',
  'bench-1@example.com',
  'b3nch-ex4mpl3',
  'a'.repeat(40) + 'Xy7!'.repeat(15),
  '1',
  '',
];
const INPUTS = [[], emailInputs('bench-1@example.com'), emailInputs('Ada.Lovelace+x@example.co.uk'), ['constructor', 'Tractor', 'b3nch', 'lantern89', 1987]];

describe('the fast dictionary matcher', () => {
  it('is on for the installed zxcvbn, and leaves other zxcvbn instances alone', () => {
    expect(enabled).toBe(true);
    // The library's own matcher still answers for `library`: no index was built for it.
    expect(library.check('violet-Tractor-89-lantern', []).score).toBe(fast.check('violet-Tractor-89-lantern', []).score);
  });

  it.each(TRICKY)('answers as the library does for %j', (password) => {
    for (const userInputs of INPUTS) expectSame(password, userInputs);
  });

  it('answers as the library does for random passwords and user inputs', () => {
    const word = fc.constantFrom('pass', 'word', 'dragon', 'monkey', 'violet', 'tractor', 'lantern', 'one', 'two', 'june', 'smith', '@', '0', '1', '3', '$', '!', '-', '.', 'é', 'Z');
    const password = fc.oneof(fc.array(word, { maxLength: 8 }).map((parts) => parts.join('')), fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 12 }));
    fc.assert(
      fc.property(password, fc.array(fc.oneof(word, fc.string({ maxLength: 8 })), { maxLength: 4 }), (pw, userInputs) => {
        expectSame(pw, userInputs);
      }),
      { numRuns: 400 },
    );
  });
});
