// Types for zxcvbnFastDictionary.mjs, so its test type-checks.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Makes `factory` use the fast dictionary matcher; false when the installed zxcvbn is not the reviewed version. */
export function enableFastDictionary(factory: ZxcvbnFactory): boolean;
