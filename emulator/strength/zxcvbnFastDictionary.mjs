// A faster dictionary matcher for @zxcvbn-ts/core 4.2.0, with exactly its answers. Profiling a
// password sign-up (bench:emulator) put 80% of zxcvbn's time, and most of the sign-up's CPU, in
// MatchDictionary.match: for every substring of the password, and for each of its 8 variants
// (l33t, reversed, word sequences), it looks the substring up in each of the 20 ranked
// dictionaries, plain objects of up to 89,000 keys, where a lookup with a fresh string costs a
// string-table probe. Almost no substring is a word. This version asks one index of every word
// (and of every word's first 4 characters) first: it skips a substring no dictionary holds, and
// stops extending one that starts no word. Either way the library's loop would have added no match
// (Levenshtein matching, off by default, takes the library's path). The loop below is the
// library's own, with those two lines added. It takes a third of the library's time.
//
// It is installed on MatchDictionary.prototype (l33t and reverse matching reach it through
// `super.match`), but only answers for the Options objects passed to enableFastDictionary(); any
// other zxcvbn in the same thread keeps the library's code. Only the reviewed version is patched,
// and test/emulator/zxcvbnFastDictionary.test.ts compares whole answers with the library's.
import { createRequire } from 'node:module';

const PATCHED_VERSION = '4.2.0';
const enabled = new WeakSet();
/** Per options.rankedDictionaries object (replaced whenever the dictionaries change). */
const indexOfDictionaries = new WeakMap();

/**
 * Every property name a lookup `dict[word]` can find, the prototype chain's included (the ranked
 * dictionaries are plain objects: `dict.constructor` is found too). Prototypes in `seen` are
 * skipped, their names being indexed already; the walked ones are added to it.
 */
function lookupNames(dict, into, seen) {
  for (let o = dict; o !== null && !seen.has(o); o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) into.add(name);
    if (o !== dict) seen.add(o);
  }
  return into;
}

/** Prefixes up to this length are kept, to stop early: most substrings start no word at all. */
const PREFIX_CHARS = 4;

/** The words a lookup can find and their first PREFIX_CHARS prefixes. */
function wordIndex(names) {
  const prefixes = new Set();
  for (const name of names) {
    for (let k = 1; k <= Math.min(PREFIX_CHARS, name.length); k += 1) prefixes.add(name.slice(0, k));
  }
  return { words: names, prefixes };
}

function staticIndex(options) {
  const ranked = options.rankedDictionaries;
  let entry = indexOfDictionaries.get(ranked);
  if (!entry) {
    const dictionaries = new Set(Object.values(ranked));
    const names = new Set();
    const prototypes = new Set();
    for (const dict of dictionaries) lookupNames(dict, names, prototypes);
    entry = { dictionaries, prototypes, ...wordIndex(names) };
    indexOfDictionaries.set(ranked, entry);
  }
  return entry;
}

/** The extra indexes of one check, by its userInputsOptions (made anew by every check). */
const extrasOfCheck = new WeakMap();

/**
 * The indexes that answer for the dictionaries of one call: a superset of what they hold, so a
 * miss is certain. The user inputs' dictionary is merged anew by each of a check's calls, but
 * always from the same userInputsOptions, so its index is built once per check.
 */
function indexesFor(options, rankedDictionaries, userInputsOptions) {
  const known = staticIndex(options);
  const extras = Object.values(rankedDictionaries).filter((dict) => !known.dictionaries.has(dict));
  if (extras.length === 0) return [known];
  let indexes = userInputsOptions && extrasOfCheck.get(userInputsOptions);
  if (!indexes) {
    indexes = [known, ...extras.map((dict) => wordIndex(lookupNames(dict, new Set(), new Set(known.prototypes))))];
    if (userInputsOptions) extrasOfCheck.set(userInputsOptions, indexes);
  }
  return indexes;
}

function anyHas(indexes, field, key) {
  for (const index of indexes) if (index[field].has(key)) return true;
  return false;
}

function fastMatch(original) {
  return function match(matchOptions) {
    if (!enabled.has(this.options) || this.options.useLevenshteinDistance) return original.call(this, matchOptions);
    const { password, userInputsOptions } = matchOptions;
    const matches = [];
    const passwordLength = password.length;
    const passwordLower = password.toLowerCase();
    const { rankedDictionaries, rankedDictionariesMaxWordSize } = this.getRangedDictionaries(userInputsOptions);
    const dictionaryNames = Object.keys(rankedDictionaries);
    const maxSearchWidth = Math.max(0, ...Object.values(rankedDictionariesMaxWordSize));
    const indexes = indexesFor(this.options, rankedDictionaries, userInputsOptions);
    for (let i = 0; i < passwordLength; i += 1) {
      for (let j = i; j < passwordLength; j += 1) {
        const isFullPassword = i === 0 && j === passwordLength - 1;
        if (j - i + 1 > maxSearchWidth && !isFullPassword) break;
        const usedPassword = passwordLower.slice(i, j + 1);
        // The changes: stop when no word starts so (the full password is no word either), and
        // skip a substring no dictionary holds. Either way the original loop adds no match.
        if (j - i < PREFIX_CHARS && !anyHas(indexes, 'prefixes', usedPassword)) break;
        if (!anyHas(indexes, 'words', usedPassword)) continue;
        for (const dictionaryName of dictionaryNames) {
          const rankedDict = rankedDictionaries[dictionaryName];
          if (j - i + 1 > rankedDictionariesMaxWordSize[dictionaryName] && !isFullPassword) continue;
          const rank = rankedDict[usedPassword];
          if (rank !== undefined) {
            matches.push({
              pattern: 'dictionary',
              i,
              j,
              token: password.slice(i, j + 1),
              matchedWord: usedPassword,
              rank,
              dictionaryName,
              reversed: false,
              l33t: false,
            });
          }
        }
      }
    }
    return matches;
  };
}

/**
 * Makes `factory` (a ZxcvbnFactory) use the fast matcher; answers whether it does (false for a
 * zxcvbn version other than the reviewed one, which then keeps its own code).
 */
export function enableFastDictionary(factory) {
  const require = createRequire(import.meta.url);
  if (require('@zxcvbn-ts/core/package.json').version !== PATCHED_VERSION) return false;
  const proto = Object.getPrototypeOf(factory.matching.matchers.dictionary);
  if (!proto.match.fastDictionary) {
    const patched = fastMatch(proto.match);
    patched.fastDictionary = true;
    proto.match = patched;
  }
  enabled.add(factory.options);
  return true;
}
