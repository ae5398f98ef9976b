// The zxcvbn scorer on a worker thread (workerPool.ts runs it): a 100-character password costs
// about 0.8 s of CPU, which on the event loop would stall every other request. Plain JavaScript,
// so it loads the same under tsx, vitest and Playwright's loader, with no TypeScript hooks.
// Message in: { password, userInputs }; out: { score, warning, suggestions }.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { enableFastDictionary } from './zxcvbnFastDictionary.mjs';

const zxcvbn = new ZxcvbnFactory({
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
});
// The same answers, a third of the time (zxcvbnFastDictionary.mjs).
enableFastDictionary(zxcvbn);

parentPort.on('message', ({ password, userInputs }) => {
  const { score, feedback } = zxcvbn.check(password, userInputs);
  parentPort.postMessage({ score, warning: feedback.warning ?? '', suggestions: [...feedback.suggestions] });
});
