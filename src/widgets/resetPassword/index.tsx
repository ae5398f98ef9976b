// The reset-password widget, loaded lazily (the `resetPassword` chunk): pages that only mount the
// login widget never download it.
import { createResetPasswordModel } from './model';
import type { WidgetConfig } from '../../flows/config';
import type { PasswordConfirmationTexts } from '../../flows/config';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../../session/clientHandle';
import type { Theme } from '../../ui/theme';
import type { Mounted } from '../../screens/mounted';
import { ResetPasswordWidget } from './ResetPasswordWidget';

export { createResetPasswordModel, ResetPasswordWidget };

/** What the widget reads of mountResetPassword's checked options (options.ts MountResetPasswordOptions). */
export interface ResetPasswordStart {
  passwordResetToken?: string;
  /** Checked by the model: a wrong type goes to onError and is ignored. */
  email?: unknown;
  config: WidgetConfig & { passwordConfirmation?: PasswordConfirmationTexts };
}

/** Starts the widget once its chunk is here (mountResetPassword). */
export function start(opts: ResetPasswordStart, mounted: Mounted, theme: Theme): void {
  const { client, emit, reportError, show, onDispose, locale } = mounted;
  const model = createResetPasswordModel({
    client,
    token: opts.passwordResetToken,
    email: opts.email,
    locale,
    sessionMinutes: opts.config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES,
    emit,
    reportError,
  });
  onDispose(model.dispose);
  show(<ResetPasswordWidget model={model} theme={theme} confirmation={opts.config.passwordConfirmation} />);
  void model.start();
}
