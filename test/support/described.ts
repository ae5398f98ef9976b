import { giveWords } from '../../src/flows/errorMessages';

/** A client error as the client chunk hands it on: with the person's words (flows/clientChunk.ts). */
export const described = <E>(error: E): E => (giveWords(error), error);
