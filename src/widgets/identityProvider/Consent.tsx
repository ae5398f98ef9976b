import { useState } from 'react';
import type { Texts } from '../../i18n/texts';
import type { Consent as ConsentData } from './flow/model';
import type { IdpText } from './flow/scopes';
import type { enIdentityProvider } from './strings';
import { interpolate } from '../../screens/interpolate';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Container';

export type IdpMessages = Texts<typeof enIdentityProvider>;

/**
 * A click handler that acts only on a person's click or key press: a script's `button.click()` is
 * not a user gesture, and must not grant consent or end a session (docs/spec/security.md P10).
 */
export const byPerson = (act: () => void) => (event: { isTrusted: boolean }) => {
  if (event.isTrusted) act();
};

/** One of the consent screen's texts: the widget's string with its values in `<bdi>` as text, or the server's text. */
export const textOfIdp = (t: IdpMessages, text: IdpText) => (text.key !== undefined ? interpolate(t[text.key], text.values ?? {}) : text.text);

/**
 * 'Logged in as {account}': the account (an email, phone number or wallet address) reads left to
 * right in every language, in its own `<bdi>`, as interpolate's addresses do; interpolate knows
 * addresses by their placeholder's name, and teaching it 'account' would add to the main file.
 */
const accountLine = (template: string, account: string) => {
  const [before, after] = template.split('{account}');
  return (
    <>
      {before}
      <bdi dir="ltr">{account}</bdi>
      {after}
    </>
  );
};

/**
 * IDPConsent's Authorize question (docs/spec/product.md §2, P10): the application's logo (only an
 * https: or data:image URL, checked by the model) and name, as text in the heading, which account
 * is shared, what it may do, where the browser goes next, and Allow and Deny. A logo that does not
 * load (gone, blocked) is dropped rather than drawn as a broken image in an empty box.
 */
export function Consent({
  consent,
  project,
  busy,
  t,
  onAllow,
  onDeny,
}: {
  consent: ConsentData;
  project: string;
  busy: boolean;
  t: IdpMessages;
  onAllow(): void;
  onDeny(): void;
}) {
  const client = consent.clientName;
  const [failedLogo, setFailedLogo] = useState<string>();
  return (
    <>
      {consent.logo && consent.logo !== failedLogo && (
        <img className="aw-client-logo" src={consent.logo} alt="" part="client-logo" onError={() => setFailedLogo(consent.logo)} />
      )}
      <Heading>{interpolate(consent.custom ? t.consentHeaderCustom : t.consentHeader, { client, project })}</Heading>
      {consent.account && <p className="aw-muted">{accountLine(t.loggedInAs, consent.account)}</p>}
      {consent.manifest.map((section, index) => (
        <section key={index} className="aw-manifest">
          <p>{textOfIdp(t, section.header)}</p>
          <ul>
            {section.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                {textOfIdp(t, item.text)}
                {item.details && (
                  <ul>
                    {item.details.map((detail, detailIndex) => (
                      <li key={detailIndex}>{textOfIdp(t, detail)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {consent.redirectHost && <p className="aw-muted">{interpolate(t.redirectHost, { host: consent.redirectHost })}</p>}
      <div className="aw-stack">
        <Button busy={busy} onClick={byPerson(onAllow)}>
          {t.allow}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onDeny}>
          {t.deny}
        </Button>
      </div>
    </>
  );
}
