// The product seam (docs/architecture.md guideline 15): the table alone decides Main's blocks and their order,
// and the 'or' divider stands exactly between a shown social/wallet group and a shown form.
import { loginScreens } from '../../../src/loginScreens';
import { afterEach, describe, expect, it } from 'vitest';
import { createClientHandle } from '../../../src/session/clientHandle';
import { createLoginModel } from '../../../src/login/model';
import type { CheckedLoginConfig, Product } from '../../../src/options';
import * as compose from '../../../src/login/compose';
import { loadMainParts, mainPartOf, withMainParts, type AnyProduct, type MainBlockEntry, type ProductTable } from '../../../src/login/compose';
import type { MainPart, ProductDef, ProductModel } from '../../../src/login/product';
import { PRODUCTS } from '../../../src/composition';

// The real table by default, as the root hands it to the login frame.
const mainBlocksOf = (config: CheckedLoginConfig, table: ProductTable = PRODUCTS) => compose.mainBlocksOf(config, table);
const mainGroupsOf = (config: CheckedLoginConfig, table: ProductTable = PRODUCTS) => compose.mainGroupsOf(config, table);
const chunksAtMount = (config: CheckedLoginConfig, table: ProductTable = PRODUCTS, redirect = false) => compose.chunksAtMount(config, table, redirect);
import { LoginWidget } from '../../../src/widgets/login/LoginWidget';
import { createTheme } from '../../../src/ui/theme';
import { resetPage } from '../../support/browser';
import { renderWithCss, type Rendered } from '../../support/render';

/** A product with a block in `slot` and nothing else, rendering a button named after it. */
function blockProduct(name: Product, slot: 'first' | 'social'): ProductDef {
  return {
    name,
    slot,
    main: { create: () => ({}), Block: () => <button type="button">{`block:${name}`}</button> },
    chunks: [],
    screens: {},
  };
}
const emailForm = PRODUCTS.find((product) => product.name === 'emailMagicLinks')!;
const oauth = blockProduct('oauth', 'social');
const crypto = blockProduct('crypto', 'social');
const passkeysLike = blockProduct('passkeys', 'first');

const config = (...products: Product[]): CheckedLoginConfig => ({ products });
const names = (blocks: MainBlockEntry[]) => blocks.map((block) => (block.kind === 'product' ? block.product.name : block.kind));

describe('mainBlocksOf', () => {
  it("follows the table's order, not the config's", () => {
    const table = [passkeysLike, oauth, crypto, emailForm];
    expect(names(mainBlocksOf(config('emailMagicLinks', 'crypto', 'oauth', 'passkeys'), table))).toEqual([
      'passkeys',
      'oauth',
      'crypto',
      'divider',
      'form',
    ]);
    expect(names(mainBlocksOf(config('emailMagicLinks', 'crypto', 'oauth'), [crypto, oauth, emailForm]))).toEqual(['crypto', 'oauth', 'divider', 'form']);
  });

  it("puts the 'or' divider exactly where a social/wallet block and the form both show", () => {
    const table: AnyProduct[] = [passkeysLike, oauth, crypto, emailForm];
    const all: Product[] = ['passkeys', 'oauth', 'crypto', 'emailMagicLinks'];
    // Every subset of the four products.
    for (let mask = 0; mask < 1 << all.length; mask++) {
      const chosen = all.filter((_, index) => mask & (1 << index));
      const blocks = names(mainBlocksOf(config(...chosen), table));
      const social = chosen.includes('oauth') || chosen.includes('crypto');
      const form = chosen.includes('emailMagicLinks');
      expect(blocks.includes('divider'), chosen.join()).toBe(social && form);
      if (social && form) expect(blocks.slice(-2), chosen.join()).toEqual(['divider', 'form']);
      expect(blocks.filter((name) => name !== 'divider'), chosen.join()).toEqual(
        table.filter((product) => (chosen as string[]).includes(product.name)).map((product) => (product === emailForm ? 'form' : product.name)),
      );
    }
  });

  it('the real table: the passkey button first, then the form; a configuration error shows no blocks', () => {
    expect(names(mainBlocksOf(config('emailMagicLinks', 'passkeys')))).toEqual(['passkeys', 'form']);
    expect(names(mainBlocksOf({ products: ['otp'], otpOptions: { methods: ['sms'] } }))).toEqual(['form']);
    expect(names(mainBlocksOf(config('passkeys')))).toEqual([]);
    expect(names(mainBlocksOf({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }))).toEqual([]);
  });

  it('the chunks fetched at mount are those of the configured products, with a phone tab the phone field first', () => {
    expect(chunksAtMount(config('emailMagicLinks'))).toEqual(['emailMagicLinks']);
    expect(chunksAtMount({ products: ['otp'], otpOptions: { methods: ['email'] } })).toEqual(['otp']);
    expect(chunksAtMount({ products: ['otp'], otpOptions: { methods: ['whatsapp'] } })).toEqual(['phoneField', 'otp']);
    expect(chunksAtMount({ products: ['passwords', 'otp', 'passkeys', 'emailMagicLinks'], otpOptions: { methods: ['sms'] } })).toEqual([
      'phoneField',
      'passkeys',
      'emailMagicLinks',
      'otp',
      'passwords',
    ]);
    expect(chunksAtMount(config('passkeys'))).toEqual([]);
    // A redirect page shows the token's result, not the form.
    expect(chunksAtMount({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } }, undefined, true)).toEqual(['emailMagicLinks', 'otp']);
  });
});

describe("a product's part of Main in a lazy group", () => {
  /** OAuth-like: its block and model come with the `oauth` group. */
  const lazy: AnyProduct = { ...oauth, main: { group: 'oauth' } };
  const part = oauth.main as MainPart<ProductModel>;

  it('is fetched at mount, before the other groups, and only when the product is configured without a configuration error', () => {
    expect(mainGroupsOf(config('oauth', 'emailMagicLinks'), [lazy, emailForm])).toEqual(['oauth']);
    expect(chunksAtMount(config('oauth', 'emailMagicLinks'), [lazy, emailForm])).toEqual(['oauth', 'emailMagicLinks']);
    expect(mainGroupsOf(config('emailMagicLinks'), [lazy, emailForm])).toEqual([]);
    expect(mainGroupsOf(config('passkeys'))).toEqual([]);
    expect(mainGroupsOf({ products: ['passkeys', 'oauth', 'crypto', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'google' }] } })).toEqual([
      'passkeys',
      'oauth',
      'crypto',
    ]);
  });

  it("is taken from the loaded group's `main`; before that, asking for it is a clear error", async () => {
    expect(() => mainPartOf(lazy)).toThrow('AuthWidget: the "oauth" product\'s part of Main is in the "oauth" group, which has not loaded.');
    const asked: string[] = [];
    const load = (async (name: string) => (asked.push(name), { main: part })) as unknown as Parameters<typeof loadMainParts>[2];
    const table = await loadMainParts(config('oauth', 'emailMagicLinks'), [lazy, emailForm], load);
    expect(asked).toEqual(['oauth']);
    expect(mainPartOf(table[0]!)).toBe(part);
    expect(table[1]).toBe(emailForm);
    expect(withMainParts([lazy], { oauth: {} })[0]).toBe(lazy);
  });

  it('a group that cannot arrive fails the load, for the widget to say so', async () => {
    const load = (() => Promise.reject(new Error('offline'))) as Parameters<typeof loadMainParts>[2];
    await expect(loadMainParts(config('oauth', 'emailMagicLinks'), [lazy, emailForm], load)).rejects.toThrow('offline');
  });
});

describe('Main renders the blocks the table decides', () => {
  let rendered: Rendered | undefined;
  afterEach(async () => {
    await rendered?.unmount();
    rendered = undefined;
  });

  it("social blocks, the 'or' divider, then the form, in the document's order", async () => {
    resetPage();
    const client = createClientHandle({ publicToken: 'public-token-test-blocks' }, () => Promise.reject(new Error('offline')), 'test');
    const model = createLoginModel({
      client,
      config: config('emailMagicLinks', 'oauth', 'crypto'),
      locale: 'en',
      products: [oauth, crypto, emailForm],
      emit: () => undefined,
      reportError: () => undefined,
      load: () => Promise.reject(new Error('no groups in this test')),
      loadPhoneField: () => Promise.reject(new Error('no phone field in this test')),
      loadPhone: () => Promise.reject(new Error('no phone library in this test')),
      loadRegionNames: () => Promise.reject(new Error('no region names in this test')),
    });
    rendered = await renderWithCss(<LoginWidget model={model} theme={createTheme({})} screens={loginScreens} />);
    const root = rendered.container;
    const order = [...root.querySelectorAll('button, .aw-divider, input[type=email]')].map((element) =>
      element.matches('.aw-divider') ? 'divider' : element.matches('input') ? 'email' : element.textContent,
    );
    expect(order).toEqual(['block:oauth', 'block:crypto', 'divider', 'email', 'Continue with email']);
    expect(root.querySelector('.aw-divider')!.textContent).toBe('or');
    model.dispose();
  });
});
