import { useId } from 'react';
import type { ResetPasswordModel } from './model';
import type { PasswordConfirmationTexts } from '../../flows/config';
import { enResetPassword } from './strings';
import { Button } from '../../ui/Button';
import { Floating, Frame, Heading, Logo, PoweredBy, Waiting } from '../../ui/Container';
import { Banner } from '../../ui/Feedback';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { interpolate } from '../../screens/interpolate';
import type { Theme } from '../../ui/theme';
import { segmentsOf, useLang, useMessages } from '../../screens/messages';
import { Strength } from '../../screens/Strength';
import { SignedIn } from '../../screens/SignedIn';
import { useLazyTextStyles } from '../../ui/lazyStyles';
import { WidgetRoom } from '../../ui/WidgetRoom';

/** The reset-password widget: PasswordResetForm, 'Logging in' for a login link, then PasswordConfirmation. */
export function ResetPasswordWidget({
  model,
  theme,
  confirmation,
}: {
  model: ResetPasswordModel;
  theme: Theme;
  /** The host's replacements for PasswordConfirmation's texts. */
  confirmation?: PasswordConfirmationTexts;
}) {
  const t = useMessages(enResetPassword);
  const lang = useLang();
  useLazyTextStyles();
  const id = useId();
  const step = model.step.value;
  const bootstrap = model.bootstrap.value;
  const config = bootstrap.data.password_config;
  const error = model.error.value;
  const sentTo = model.sentTo.value;
  let content;
  if (step === 'confirmation') content = <SignedIn texts={confirmation} />;
  else if (step === 'logging-in') content = <Waiting heading={t.loggingIn} />;
  else if (step === 'no-token') {
    content = (
      <>
        {theme.logoImageUrl && <Logo src={theme.logoImageUrl} />}
        <Heading>{t.resetPasswordHeader}</Heading>
        <Banner segments={segmentsOf(t, error?.key === 'invalidEmailAddress' ? { key: 'resetLinkMissing' } : (error ?? { key: 'resetLinkMissing' }), lang)} />
        {/* The way to 'ask for a new one' the line above speaks of. */}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void model.requestNewLink();
          }}
        >
          <TextField
            id={`${id}-email`}
            label={t.emailLabel}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t.emailPlaceholder}
            maxLength={254}
            value={model.email.value}
            invalid={error?.key === 'invalidEmailAddress'}
            describedBy={`${id}-sent`}
            onInput={model.setEmail}
          />
          <p id={`${id}-sent`} role="status">
            {error?.key === 'invalidEmailAddress' ? t.invalidEmailAddress : sentTo && interpolate(t.newResetLinkSent, { email: sentTo })}
          </p>
          <Button type="submit" variant={sentTo ? 'secondary' : undefined} busy={model.busy.value}>
            {t.sendNewResetLink}
          </Button>
        </form>
      </>
    );
  } else {
    const errorId = `${id}-error`;
    const strengthId = `${id}-strength`;
    content = (
      <>
        {theme.logoImageUrl && <Logo src={theme.logoImageUrl} />}
        <Heading>{t.resetPasswordHeader}</Heading>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void model.submit();
          }}
        >
          {/* The account as a username field, so password managers file the new password under it. */}
          <input type="email" name="username" autoComplete="username" value={model.email.value} readOnly hidden />
          <PasswordField
            id={`${id}-password`}
            label={t.passwordLabel}
            value={model.password.value}
            visible={model.visible.value}
            toggleLabel={t.showPassword}
            autoComplete="new-password"
            invalid={error !== null}
            describedBy={`${strengthId} ${errorId}`}
            onInput={model.setPassword}
            onToggle={model.toggleVisible}
          />
          <Strength
            id={strengthId}
            strength={model.strength}
            ludsMinimum={config?.luds_minimum_count ?? 8}
            ludsComplexity={config?.luds_complexity ?? 3}
          />
          <Banner id={errorId} segments={segmentsOf(t, error, lang)} />
          <Button type="submit" busy={model.busy.value} disabled={!model.strength.valid.value} describedBy={strengthId}>
            {t.continue}
          </Button>
        </form>
        <div className="aw-stack" data-after="">
          <Button variant="secondary" busy={model.busy.value} onClick={() => void model.loginWithoutPassword()}>
            {model.loggingIn.value ? t.loggingInEllipsis : t.loginWithoutPassword}
          </Button>
        </div>
      </>
    );
  }
  return (
    <Frame theme={theme} screen={step} footer={<PoweredBy label={t.poweredBy} disabled={bootstrap.data.disable_sdk_watermark} />}>
      {/* While the project's settings load, as on the login widget. */}
      <Floating label={bootstrap.loading && t.loading} />
      <WidgetRoom room="resetPassword">
        {content}
      </WidgetRoom>
    </Frame>
  );
}
