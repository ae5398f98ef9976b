import type { LoginModel } from '../flows/login';
import type { LoginStep, LoginStepName } from '../flows/steps';
import type { Theme } from '../ui/theme';

export interface ScreenProps<N extends LoginStepName> {
  model: LoginModel;
  step: Extract<LoginStep, { name: N }>;
  theme: Theme;
}
