// POST /__emulator/reset returns to the start-up state, and what was posted with
// ?keep_on_reset=true is part of it: `npm start`'s demo keeps its connected app and whom the
// stand-in Google offers across a test's reset.
import { describe, expect, it } from 'vitest';
import { relyingPartyProject } from '../../scripts/demoRelyingParty.mjs';
import { createHarness, ORIGIN } from './harness';

describe('POST /__emulator/reset with what was kept', () => {
  it('restores a project change posted with keep_on_reset=true, and drops one posted without', async () => {
    const h = createHarness({ project: { project_name: 'Acme' } });
    const kept = await h.call('POST', `${ORIGIN}/__emulator/project?keep_on_reset=true`, { body: { project_name: 'Kept' } });
    expect(kept.status).toBe(200);
    await h.call('POST', `${ORIGIN}/__emulator/project`, { body: { project_name: 'Passing' } });
    expect(h.emulator.project.project_name).toBe('Passing');
    await h.call('POST', `${ORIGIN}/__emulator/reset`);
    expect(h.emulator.project.project_name).toBe('Kept');
  });

  it("keeps the stand-in Google's identities staged with keep_on_reset=true", async () => {
    const h = createHarness();
    const grace = { email: 'grace@example.com', name: 'Grace Hopper' };
    await h.call('POST', `${ORIGIN}/__emulator/google/identities?keep_on_reset=true`, { body: { identities: [grace] } });
    await h.call('POST', `${ORIGIN}/__emulator/users`, { body: { email: 'ada@example.com' } });
    await h.call('POST', `${ORIGIN}/__emulator/reset`);
    expect(h.emulator.store.users.size).toBe(0);
    const { identities } = (await h.call('GET', `${ORIGIN}/__emulator/google/identities`)).json;
    expect(identities).toEqual([expect.objectContaining(grace)]);
  });

  it('refuses a keep_on_reset that is not true or false, and changes nothing', async () => {
    const h = createHarness({ project: { project_name: 'Acme' } });
    const res = await h.call('POST', `${ORIGIN}/__emulator/project?keep_on_reset=yes`, { body: { project_name: 'X' } });
    expect(res.status).toBe(400);
    expect(res.json.error_message).toContain('keep_on_reset must be true or false');
    expect(h.emulator.project.project_name).toBe('Acme');
  });

  it("keeps what the demo registers (its relying party as a connected app) across a reset", async () => {
    const h = createHarness();
    const res = await h.call('POST', `${ORIGIN}/__emulator/project?keep_on_reset=true`, { body: relyingPartyProject('http://localhost:4000', 'http://localhost:3000/idp.html') });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    await h.call('POST', `${ORIGIN}/__emulator/reset`);
    expect(h.emulator.project.connected_apps.map((app) => app.client_id)).toEqual(['demo-notes']);
    expect(h.emulator.project.idp_authorization_url).toBe('http://localhost:3000/idp.html');
  });
});
