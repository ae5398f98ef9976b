import type { LoginModel } from './types';
import type { ProductStep } from './steps';
import type { Theme } from '../ui/theme';

/** What the login widget gives the screen of step `N` of a product's steps `S`. */
export interface ScreenProps<S extends ProductStep, N extends S['name'] = S['name']> {
  model: LoginModel;
  step: Extract<S, { name: N }>;
  theme: Theme;
}
