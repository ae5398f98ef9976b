import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_MANIFEST } from '../../src/loading/chunkManifest';
import type { LoginConfig } from '../../src/options';
import { resetPage } from '../support/browser';
import { createFlow, type Flow } from '../support/flow';

const CONFIG: Partial<LoginConfig> = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } };

const flows: Flow[] = [];
const open = (options: Parameters<typeof createFlow>[0] = {}) => {
  const flow = createFlow({ config: CONFIG, ...options });
  flows.push(flow);
  return flow;
};

/** What the screen does when a phone tab shows and the person focuses its field: load the field, then the number chunk. */
async function showPhone(flow: Flow) {
  await flow.model.form.showPhone();
  const phone = flow.model.form.phone.value!;
  phone.focus();
  return phone;
}
const otpSends = (flow: Flow) => flow.sdkCalls().filter((call) => /\/otps\/(sms|whatsapp)\/login_or_create$/.test(call.url));

beforeEach(() => resetPage());
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const flow of flows.splice(0)) {
    await flow.dispose();
    expect(flow.unexpected).toEqual([]);
  }
});

describe('passcodes by SMS and WhatsApp', () => {
  it('has the phone model from the start when the phone field group came with Main (the first render draws the field), and shows it as before', async () => {
    const flow = open({ phoneFieldGiven: true });
    const phone = flow.model.form.phone.value!;
    expect(phone.region.value).toBe('US');
    // Showing it keeps the same model.
    await flow.model.form.showPhone();
    expect(flow.model.form.phone.value).toBe(phone);
    expect(open().model.form.phone.value).toBeUndefined();
  });

  it('formats national digits as typed and sends E.164 by SMS', async () => {
    const flow = open();
    expect(flow.model.form.tabs).toEqual(['sms', 'whatsapp']);
    expect(flow.model.form.tab.value).toBe('sms');
    const phone = await showPhone(flow);
    // The list grows a slice a task (issue 8).
    await vi.waitFor(() => expect(phone.countries.value.length).toBeGreaterThan(200));
    // The default region first, then by name (issue 9).
    expect(phone.countries.value.slice(0, 3).map((country) => country.name)).toEqual(['United States', 'Afghanistan', 'Åland Islands']);
    expect(phone.countries.value.filter((country) => country.region === 'US')).toHaveLength(1);
    await phone.input('2133734253');
    expect(phone.text.value).toBe('(213) 373-4253');
    await flow.model.form.submitPhone();
    expect(flow.model.error.value).toBeNull();
    expect(JSON.parse(otpSends(flow)[0]!.body!)).toMatchObject({ phone_number: '+12133734253', expiration_minutes: 5 });
    expect(otpSends(flow)[0]!.url).toMatch(/\/otps\/sms\/login_or_create$/);
    const otp = flow.otp();
    expect(otp.sent.value).toMatchObject({ channel: 'sms', target: '+12133734253', destination: '+1 213 373 4253' });
    const message = await flow.latest('+12133734253');
    expect(message.channel).toBe('sms');
    await otp.verify(message.code!);
    expect(flow.model.step.value).toEqual({ name: 'otp-confirmation' });
    expect(flow.client.getUser()?.phone_numbers.map((entry) => entry.phone_number)).toEqual(['+12133734253']);
  });

  it('names the countries in the widget’s language, in its order (issue 14)', async () => {
    const flow = open({ locale: 'de' });
    const phone = await showPhone(flow);
    await vi.waitFor(() => expect(phone.countries.value.length).toBeGreaterThan(200));
    expect(phone.countries.value.slice(0, 3).map((country) => country.name)).toEqual(['Vereinigte Staaten', 'Afghanistan', 'Ägypten']);
  });

  it('sends by WhatsApp from the WhatsApp tab, in the chosen region', async () => {
    const flow = open();
    flow.model.form.selectTab('whatsapp');
    const phone = await showPhone(flow);
    phone.setRegion('GB');
    await phone.input('07400 123456');
    await flow.model.form.submitPhone();
    expect(otpSends(flow).map((call) => [call.url.split('/otps/')[1], JSON.parse(call.body!).phone_number])).toEqual([
      ['whatsapp/login_or_create', '+447400123456'],
    ]);
    expect((await flow.latest('+447400123456')).channel).toBe('whatsapp');
  });

  it.each(['', '123', '(213) 373-425', 'abc'])('refuses %j with invalidPhone and sends nothing', async (typed) => {
    const flow = open();
    const phone = await showPhone(flow);
    phone.text.value = typed;
    await flow.model.form.submitPhone();
    expect(flow.model.error.value).toEqual({ key: 'invalidPhone' });
    expect(flow.model.step.value).toEqual({ name: 'main' });
    expect(otpSends(flow)).toEqual([]);
  });

  it('selecting a tab that is not configured changes nothing', () => {
    const flow = open();
    flow.model.form.selectTab('email');
    expect(flow.model.form.tab.value).toBe('sms');
  });

  it('submitting on the email tab does not send a phone code', async () => {
    const flow = open({ config: { products: ['otp'], otpOptions: { methods: ['email', 'sms'] } } });
    flow.model.form.selectTab('email');
    await flow.model.form.submitPhone();
    expect(flow.sdkCalls()).toEqual([]);
  });
});

describe('when the number chunk does not arrive (docs/spec/product.md §9: 2 s on submit)', () => {
  beforeEach(() => {
    // The chunk's script is created but never loads.
    (CHUNK_MANIFEST as Record<string, string>).phone = 'sha384-test';
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => node);
  });
  afterEach(() => {
    delete (CHUNK_MANIFEST as Record<string, string>).phone;
  });

  it.each([
    ['US', '213 373 4253', '+12133734253'],
    ['US', '+44 7400 123456', '+447400123456'],
  ])('in %s, %j is sent as the dial code plus the typed digits: %s', async (region, typed, e164) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const flow = open({ phoneLoader: (given) => given });
    const phone = await showPhone(flow);
    expect(phone.countries.value).toEqual([{ region, dialCode: '1', name: 'United States' }]);
    phone.text.value = typed;
    const submitted = flow.model.form.submitPhone();
    await vi.advanceTimersByTimeAsync(1999);
    expect(otpSends(flow)).toEqual([]);
    expect(flow.model.busy.value).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await submitted;
    expect(otpSends(flow).map((call) => JSON.parse(call.body!).phone_number)).toEqual([e164]);
    expect(flow.otp().sent.value.destination).toBe(e164);
  });

  it("a number the server then refuses shows the form's own sentence; the server's text goes to onError (issue 9)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const flow = open({ phoneLoader: (given) => given });
    const phone = await showPhone(flow);
    phone.text.value = '21337';
    const submitted = flow.model.form.submitPhone();
    await vi.advanceTimersByTimeAsync(2000);
    vi.useRealTimers();
    await submitted;
    expect(otpSends(flow).map((call) => JSON.parse(call.body!).phone_number)).toEqual(['+121337']);
    expect(flow.model.error.value).toEqual({ key: 'invalidPhone' });
    expect(flow.model.step.value.name).toBe('main');
    expect(flow.errors).toEqual([expect.objectContaining({ error_type: 'invalid_phone_number', message: expect.stringContaining('E.164') })]);
  });
});
