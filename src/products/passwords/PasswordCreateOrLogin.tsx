import { useId } from 'react';
import { enPasswords } from './strings';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Container';
import { Banner } from '../../ui/Feedback';
import { PasswordField } from '../../ui/PasswordField';
import { segmentsOf, useLang, useMessages } from '../../screens/messages';
import { interpolate } from '../../screens/interpolate';
import type { ScreenProps } from '../../login/screenProps';
import type { PasswordsStep } from './model';
import { Strength } from '../../screens/Strength';
import { useLazyTextStyles } from '../../ui/lazyStyles';
import { usePasswordStyles } from './styles';

/** PasswordCreateOrLogin: create for a new user, log in for a password user, a sent link for a passwordless one. */
export function PasswordCreateOrLogin({ model, step }: ScreenProps<PasswordsStep, 'password-create-or-login'>) {
  const t = useMessages(enPasswords);
  const lang = useLang();
  useLazyTextStyles();
  usePasswordStyles();
  const id = useId();
  const { passwords } = step;
  const busy = passwords.busy.value || model.busy.value;
  const error = passwords.error.value ?? model.error.value;
  const errorId = `${id}-error`;
  const banner = <Banner id={errorId} segments={segmentsOf(t, error, lang)} />;
  // Which email is in use, under the heading, and 'Change': Main again, the address still in its
  // field, as Back does (issue 37). Its name is 'Change'; the address describes it.
  const emailId = `${id}-email`;
  const account = (
    <p className="aw-account" data-account="">
      <bdi id={emailId}>{passwords.email}</bdi>
      <Button variant="link" disabled={busy} describedBy={emailId} onClick={model.back}>
        {t.change}
      </Button>
    </p>
  );

  if (passwords.userType === 'passwordless') {
    return (
      <>
        <Heading>{t.passwordlessHeader}</Heading>
        {account}
        {passwords.sent.value === 'magic-link' && <p>{interpolate(t.passwordlessText, { email: passwords.email })}</p>}
        {banner}
        <Button variant="secondary" busy={busy} onClick={() => void passwords.createInstead()}>
          {t.createPasswordInstead}
        </Button>
      </>
    );
  }

  const creating = passwords.userType === 'new';
  const config = model.bootstrap.value.data.password_config;
  const strengthId = `${id}-strength`;
  const submit = (event: Event) => {
    event.preventDefault();
    void (creating ? passwords.create() : passwords.login());
  };
  return (
    <>
      <Heading>{creating ? t.createAccountHeader : t.loginHeader}</Heading>
      {account}
      {creating && <p>{t.createAccountText}</p>}
      {/* Enter in the field submits even while Continue waits for the strength check, whose
          inactive click would swallow the form's implicit submission: create() waits for the
          answer (issue 37). */}
      <form
        noValidate
        onSubmit={(event) => submit(event as unknown as Event)}
        onKeyDown={(event) => creating && event.key === 'Enter' && !event.isComposing && event.target instanceof HTMLInputElement && submit(event as unknown as Event)}
      >
        {/* The email as a username field too, so password managers save the pair. */}
        <input type="email" name="username" autoComplete="username" value={passwords.email} readOnly hidden />
        <PasswordField
          id={`${id}-password`}
          label={t.passwordLabel}
          value={passwords.password.value}
          visible={passwords.visible.value}
          toggleLabel={t.showPassword}
          autoComplete={creating ? 'new-password' : 'current-password'}
          invalid={error !== null}
          describedBy={creating ? `${strengthId} ${errorId}` : errorId}
          onInput={passwords.setPassword}
          onToggle={passwords.toggleVisible}
        />
        {creating && (
          <Strength
            id={strengthId}
            strength={passwords.strength}
            ludsMinimum={config?.luds_minimum_count ?? 8}
            ludsComplexity={config?.luds_complexity ?? 3}
          />
        )}
        {banner}
        {/* A disabled Continue stays in the tab order and says why: the strength messages. */}
        <Button type="submit" busy={busy} disabled={creating && !passwords.strength.valid.value} describedBy={creating ? strengthId : undefined}>
          {t.continue}
        </Button>
      </form>
      <div className="aw-stack" data-after="">
        {!creating && (
          <Button variant="link" disabled={busy} onClick={() => void passwords.forgot()}>
            {t.forgotPassword}
          </Button>
        )}
        {creating && passwords.offersMagicLink && (
          <Button variant="secondary" disabled={busy} onClick={() => void passwords.emailLoginLink()}>
            {t.emailMeALoginLink}
          </Button>
        )}
        {creating && passwords.offersPasscode && (
          <Button variant="secondary" disabled={busy} onClick={() => void passwords.emailLoginCode()}>
            {t.emailMeALoginCode}
          </Button>
        )}
      </div>
    </>
  );
}
