// The widget's bootstrap request after first paint (docs/performance.md, 'Enter at once'): in a
// task the scheduler runs ahead of the page's waiting timers where it can, so a page's first fetch,
// which sets up the network path, is not paid by a first Enter.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../../support/client';
import { createClientHandle } from '../../../src/session/clientHandle';
import { resetPage } from '../../support/browser';
import { fakeFetch, ok } from '../../support/fetch';

const TOKEN = 'public-token-test-fetch-bootstrap';
type SchedulerGlobal = { scheduler?: { postTask?: unknown } };

function setup() {
  const { fetch, calls } = fakeFetch(() => ok({ project_name: 'Acme' }));
  const client = createClientHandle({ publicToken: TOKEN, apiBaseUrl: 'http://localhost:9099', fetch }, async () => createTestClient, 'test');
  const bootstraps = () => calls.filter((call) => call.url.includes('/projects/bootstrap/')).length;
  return { client, bootstraps };
}

let scheduler: SchedulerGlobal['scheduler'];
beforeEach(() => {
  resetPage();
  scheduler = (globalThis as SchedulerGlobal).scheduler;
});
afterEach(() => {
  (globalThis as SchedulerGlobal).scheduler = scheduler;
  vi.useRealTimers();
});

describe('fetchBootstrap', () => {
  it('posts the request as a user-blocking task where the page has scheduler.postTask', async () => {
    const posted: { task: () => unknown; options: unknown }[] = [];
    (globalThis as SchedulerGlobal).scheduler = { postTask: (task: () => unknown, options: unknown) => (posted.push({ task, options }), Promise.resolve()) };
    const { client, bootstraps } = setup();
    const loaded = await client.ready();
    loaded.fetchBootstrap();
    expect(bootstraps()).toBe(0);
    expect(posted.map(({ options }) => options)).toEqual([{ priority: 'user-blocking' }]);
    posted[0]!.task();
    expect(bootstraps()).toBe(1);
    await vi.waitFor(() => expect(client.bootstrap.get().data.project_name).toBe('Acme'));
  });

  it('uses a timer where it has not, and sends the request once', async () => {
    (globalThis as SchedulerGlobal).scheduler = undefined;
    vi.useFakeTimers();
    const { client, bootstraps } = setup();
    const loaded = await client.ready();
    loaded.fetchBootstrap();
    loaded.fetchBootstrap();
    expect(bootstraps()).toBe(0);
    await vi.runAllTimersAsync();
    expect(bootstraps()).toBe(1);
  });
});
