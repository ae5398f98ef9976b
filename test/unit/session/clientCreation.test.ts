// What a first request needs is read when the network client is made, after the first paint, and
// not in the person's first Enter (issue 8, npm run bench: Enter at once).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../../support/client';
import { createClientHandle } from '../../../src/session/clientHandle';
import { resetPage } from '../../support/browser';
import { fakeFetch, ok } from '../../support/fetch';

beforeEach(() => resetPage());

describe("the network client's creation", () => {
  it("reads the session cookie, the page's first cookie read, which asks the browser process", async () => {
    const { fetch } = fakeFetch(() => ok({}));
    const handle = createClientHandle({ publicToken: 'public-token-test-creation', apiBaseUrl: 'http://localhost:9099', fetch }, async () => createTestClient, 'test');
    const cookieReads = vi.spyOn(document, 'cookie', 'get');
    try {
      await handle.ready();
      expect(cookieReads).toHaveBeenCalled();
    } finally {
      cookieReads.mockRestore();
    }
  });
});
