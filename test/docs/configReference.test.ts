// docs/reference/config.md is generated from the option types; a change to them without
// `npm run docs:reference` fails here, so the page never describes options that are not there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_FILE, renderConfigReference } from '../../scripts/configReference.mjs';

describe('the generated config reference', () => {
  const rendered = renderConfigReference();

  it('is current: run npm run docs:reference after changing src/options.ts or a type it names', () => {
    expect(readFileSync(REFERENCE_FILE, 'utf8')).toBe(rendered);
  });

  it('documents every mount option type, the products and their options, with the doc comments', () => {
    for (const name of ['MountLoginOptions', 'MountBaseOptions', 'ClientOptions', 'LoginConfig', 'Styles', 'Callbacks', 'OtpOptions', 'OAuthOptions', 'CookieOptions', 'WidgetEventType']) {
      expect(rendered).toContain(`\n## ${name}\n`);
    }
    expect(rendered).toContain('| `headingLevel` | `1 \\| 2 \\| 3 \\| 4 \\| 5 \\| 6` | no | The level of the widget\'s headings, 1 to 6');
    expect(rendered).toContain('| `OTP_LOGIN_OR_CREATE` | `{ method_id: string }` | yes |');
  });
});
