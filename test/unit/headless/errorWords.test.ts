// The person's words for the error types only headless calls meet: given by the headless chunk's
// entry (`run`), not by the client chunk's table, with the same words as before (issue 38).
import { describe, expect, it } from 'vitest';
import { PERSON_MESSAGE_OF } from '../../../src/flows/errorMessages';
import { HEADLESS_PERSON_MESSAGE_OF } from '../../../src/headless/errorWords';
import { run } from '../../../src/headless/index';
import { createClientHandle } from '../../../src/session/clientHandle';
import { enApiErrors } from '../../../src/i18n/en';
import { createTestClient } from '../../support/client';
import { fakeFetch, json } from '../../support/fetch';
import { API, PUBLIC_TOKEN } from './support';

/** A handle whose every request fails with `type` and `status`, and the server's developer text. */
function failingWith(type: string, status = 400) {
  const { fetch } = fakeFetch(() =>
    json(status, { status_code: status, request_id: 'r', error_type: type, error_message: `Developer text for ${type}.`, error_url: '' }),
  );
  return createClientHandle({ publicToken: PUBLIC_TOKEN, apiBaseUrl: API, fetch }, async () => createTestClient, 'test');
}
const noChunk = async () => {
  throw new Error('no chunk');
};

describe('headless error words (issue 38)', () => {
  it('a type only headless calls meet reads its words, not the server text', async () => {
    const pending = run(failingWith('invalid_totp_code', 401), { publicToken: PUBLIC_TOKEN }, 'totps.authenticate.', [{ totp_code: '123456' }], noChunk);
    await expect(pending).rejects.toMatchObject({ error_type: 'invalid_totp_code', ui: { key: 'somethingWrong' } });
    const setup = run(failingWith('trusted_token_profile_not_found', 404), { publicToken: PUBLIC_TOKEN }, 'totps.authenticate.', [{ totp_code: '1' }], noChunk);
    await expect(setup).rejects.toMatchObject({ ui: { key: 'notSetUp', text: enApiErrors.notSetUp } });
  });

  it('a 429 keeps its wait, and a type of the client table keeps its words', async () => {
    const limited = run(failingWith('invalid_totp_code', 429), { publicToken: PUBLIC_TOKEN }, 'totps.authenticate.', [{ totp_code: '1' }], noChunk);
    await expect(limited).rejects.toMatchObject({ ui: { key: 'tooManyRequests' } });
    const server = run(failingWith('otp_code_not_found', 404), { publicToken: PUBLIC_TOKEN }, 'otps.authenticate.', ['000000', 'email-1'], noChunk);
    await expect(server).rejects.toMatchObject({ ui: { key: 'otp_code_not_found', text: 'Developer text for otp_code_not_found.', server: true } });
  });

  it('the two tables share no type', () => {
    expect(Object.keys(HEADLESS_PERSON_MESSAGE_OF).filter((type) => type in PERSON_MESSAGE_OF)).toEqual([]);
  });
});
