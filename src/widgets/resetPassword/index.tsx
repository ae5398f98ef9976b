// The reset-password widget, loaded lazily (the `resetPassword` chunk): pages that only mount the
// login widget never download it.
import { createResetPasswordModel } from './model';
import type { MountResetPasswordOptions, ResetPasswordConfig } from '../../options';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../../session/clientHandle';
import type { Theme } from '../../ui/theme';
import type { Mounted } from '../../screens/mounted';
import { ResetPasswordWidget } from './ResetPasswordWidget';

export { createResetPasswordModel, ResetPasswordWidget };

/** Starts the widget once its chunk is here (mountResetPassword). */
export function start(opts: MountResetPasswordOptions & { config: ResetPasswordConfig }, mounted: Mounted, theme: Theme): void {
  const { client, emit, reportError, show, onDispose } = mounted;
  const model = createResetPasswordModel({
    client,
    token: opts.passwordResetToken,
    email: opts.email as unknown,
    sessionMinutes: opts.config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES,
    emit,
    reportError,
  });
  onDispose(model.dispose);
  show(<ResetPasswordWidget model={model} theme={theme} confirmation={opts.config.passwordConfirmation} />);
  void model.start();
}
