import type { LoginModel } from '../flows/login';
import type { LoginStep } from '../flows/steps';
import type { Theme } from '../ui/theme';

export interface ScreenProps<N extends string> {
  model: LoginModel;
  step: Extract<LoginStep, { name: N }>;
  theme: Theme;
}
