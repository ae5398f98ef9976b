// The login flow as the main file builds it, without chunks or a DOM: the client handle with the
// emulator's fetch-shaped `handle` as its fetch (docs/architecture.md guideline 13), and the lazy groups passed in
// as the modules themselves. Secrets are read through the emulator's outbox endpoint (rule 12).
import type { OutboxMessage } from '../../src/contract/index';
import { createEmulator, type Emulator } from '../../emulator/app';
import { createFakeClock } from '../../emulator/store/clock';
import type { ProjectInput } from '../../emulator/project/project';
import { createLoginModel, type LoginModel } from '../../src/login/model';
import type { Signal } from '@preact/signals';
import type { Locale } from '../../src/i18n/locale';
import { createPhoneModel, type LoadPhone, type LoadRegionNames } from '../../src/flows/phone';
import { loadChunk, type ChunkName, type Chunks } from '../../src/chunkTable';
import * as englishNames from '../../src/widgets/login/phone/englishNames';
import * as phoneChunk from '../../src/widgets/login/phone/library';
import type { Ceremonies } from '../../src/util/webauthn';
import * as cryptoChunk from '../../src/products/crypto/chunk';
import * as emailMagicLinksChunk from '../../src/products/emailMagicLinks/chunk';
import * as oauthChunk from '../../src/products/oauth/chunk';
import * as otpChunk from '../../src/products/otp/chunk';
import * as passkeysChunk from '../../src/products/passkeys/chunk';
import * as passwordsChunk from '../../src/products/passwords/chunk';
import { withMainParts, type ProductTable } from '../../src/login/compose';
import { PRODUCTS, type LoginSteps, type ProductModels } from '../../src/composition';
import type { CheckedLoginConfig, WidgetEvent, WidgetEventType } from '../../src/options';
import { createTestClient } from './client';
import { createClientHandle } from '../../src/session/clientHandle';

/** The login model as the root's table types it: the steps and product models of every product. */
export type TypedLoginModel = LoginModel & { step: Signal<LoginSteps>; products: ProductModels };
const typed = (model: LoginModel) => model as unknown as TypedLoginModel;

export const API_ORIGIN = 'http://localhost:9099';
export const REDIRECT_URL = 'http://localhost:3000/authenticate';
/** Every redirect of magic links and passwords set to REDIRECT_URL, for a config with both. */
export const EMAIL_REDIRECTS = {
  emailMagicLinksOptions: { loginRedirectURL: REDIRECT_URL, signupRedirectURL: REDIRECT_URL },
  passwordOptions: { resetPasswordRedirectURL: REDIRECT_URL, loginRedirectURL: REDIRECT_URL },
};

export interface FlowOptions {
  config?: Partial<CheckedLoginConfig>;
  /** The widget's language (the mount option `locale`, resolved); English by default. */
  locale?: Locale;
  project?: ProjectInput;
  /** Another page of the same provider: a fresh client and model against this emulator. */
  emulator?: Emulator;
  now?: () => number;
  /** Which loader the phone model uses: by default the phone chunk at once; `(given) => given` keeps the model's own. */
  phoneLoader?: (given: LoadPhone) => LoadPhone;
  /** The browser's WebAuthn requests for the passkeys group (a software authenticator, or a fake). */
  ceremonies?: Ceremonies;
  /** The product table, for a product not yet in the widget's own (PRODUCTS by default). */
  products?: ProductTable;
  /** A group whose load fails while this says so, as a chunk the network cannot fetch. */
  loadFails?: (name: ChunkName) => boolean;
  /** The phone field's group given at once, as the mount gives it when it arrived with Main's groups. */
  phoneFieldGiven?: boolean;
}

/**
 * What lies between the widget and the emulator, for one request: a Response answers in the
 * emulator's place (a 429, a 500), an Error fails the request as a dropped connection does, and
 * undefined lets it through.
 */
export type Network = (url: string) => Response | Error | undefined;

export interface SentRequest {
  url: string;
  method: string;
  body: string | undefined;
  /** The request's abort signal, as fetch got it. */
  signal: AbortSignal | undefined;
}

// One emulator per test file for the default project, reset for each flow: its signing key pair
// is slow to make. Unexpected emulator errors land in the newest flow's list.
let shared: Emulator | undefined;
let reportUnexpected: (error: unknown) => void = () => undefined;

function emulatorFor(options: FlowOptions): Emulator {
  if (options.emulator) return options.emulator;
  const onUnexpectedError = (error: unknown) => reportUnexpected(error);
  if (options.project) return createEmulator({ clock: createFakeClock(), project: options.project, onUnexpectedError });
  shared ??= createEmulator({ clock: createFakeClock(), onUnexpectedError });
  shared.reset();
  return shared;
}

export function createFlow(options: FlowOptions = {}) {
  const unexpected: unknown[] = [];
  reportUnexpected = (error) => unexpected.push(error);
  const emulator = emulatorFor(options);
  const requests: SentRequest[] = [];
  let network: Network | undefined;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? init.body : undefined, signal: init?.signal ?? undefined });
    const answer = network?.(String(input));
    if (answer instanceof Error) throw answer;
    // As fetch does: an aborted signal rejects with its reason, before or while the answer comes.
    const signal = init?.signal;
    signal?.throwIfAborted();
    const response = answer ?? emulator.handle(input, init);
    if (!signal) return response;
    return Promise.race([response, new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))]);
  };
  const publicToken = emulator.project.public_token;
  const client = createClientHandle({ publicToken, apiBaseUrl: API_ORIGIN, fetch }, async () => createTestClient, 'test');
  const events: WidgetEvent[] = [];
  const errors: unknown[] = [];
  const config: CheckedLoginConfig = { products: ['emailMagicLinks'], ...options.config };
  const locale = options.locale ?? 'en';
  const phoneLoader = options.phoneLoader ?? (() => async () => phoneChunk);
  // The products' lazy groups are the modules themselves; passkeys get the test's ceremonies.
  const groups: Partial<Chunks> = {
    otp: otpChunk,
    crypto: cryptoChunk,
    emailMagicLinks: emailMagicLinksChunk,
    oauth: oauthChunk,
    passwords: passwordsChunk,
    passkeys: {
      ...passkeysChunk,
      createCeremonies: () => {
        if (!options.ceremonies) throw new Error('this flow was given no WebAuthn ceremonies');
        return options.ceremonies;
      },
    },
  };
  /** Each group the widget asked for, in order. */
  const loads: ChunkName[] = [];
  const phoneFieldGroup = {
    createPhoneModel: (given: LoadPhone, lang?: string, loadNames?: LoadRegionNames) => createPhoneModel(phoneLoader(given), lang, loadNames),
  };
  const model = typed(createLoginModel({
    client,
    config,
    locale,
    products: withMainParts(options.products ?? PRODUCTS, groups),
    emit: (event) => events.push(event),
    reportError: (error) => errors.push(error),
    load: async (name: string) => {
      loads.push(name as ChunkName);
      if (options.loadFails?.(name as ChunkName)) throw new Error(`AuthWidget: could not load the ${name} group.`);
      const group = groups[name as ChunkName];
      if (!group) throw new Error(`the flow has no "${name}" group`);
      return group;
    },
    loadPhoneField: async () => phoneFieldGroup,
    phoneField: options.phoneFieldGiven ? phoneFieldGroup : undefined,
    // The page's loader, as mount.tsx gives it (phoneLoader decides whether the model uses it).
    loadPhone: () => loadChunk('phone'),
    loadRegionNames: async () => englishNames,
    now: options.now,
  }));

  const outbox = async (recipient: string): Promise<OutboxMessage[]> => {
    const response = await emulator.handle(`${API_ORIGIN}/__emulator/outbox?recipient=${encodeURIComponent(recipient)}`);
    return ((await response.json()) as { messages: OutboxMessage[] }).messages;
  };
  const latest = async (recipient: string): Promise<OutboxMessage> => {
    const message = (await outbox(recipient)).at(-1);
    if (!message) throw new Error(`nothing was sent to ${recipient}`);
    return message;
  };

  return {
    emulator,
    publicToken,
    client,
    model,
    config,
    locale,
    events,
    errors,
    requests,
    loads,
    unexpected,
    outbox,
    latest,
    /** Sets what happens to the requests from now on (`Network`); undefined sends them all on. */
    network(next: Network | undefined) {
      network = next;
    },
    /** The widget events of one type, in order. */
    eventsOf: <T extends WidgetEventType>(type: T) => events.filter((event): event is Extract<WidgetEvent, { type: T }> => event.type === type),
    /** The SDK calls made (telemetry batches left out). */
    sdkCalls: () => requests.filter((request) => !request.url.endsWith('/events')),
    /** Ends the model (and its countdown) and sends queued telemetry now, so no timer outlives the test. */
    async dispose() {
      model.dispose();
      (await client.ready()).telemetry.flush();
    },
    /** The current passcode model, or a failure naming the step the flow is on. */
    otp() {
      const step = model.step.value;
      if (step.name !== 'otp-authenticate') throw new Error(`expected the otp-authenticate step, got ${step.name}`);
      return step.otp;
    },
  };
}
export type Flow = ReturnType<typeof createFlow>;
