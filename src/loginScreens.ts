import type { ComponentType } from 'react';
import type { LoginStepName } from './flows/steps';
import { PRODUCTS } from './composition';
import type { LazyScreen } from './screens/groups';
import { Main } from './widgets/login/Main';
import type { ScreenProps } from './screens/screenProps';

export type ScreenEntry<P> = ({ Screen: ComponentType<P> } | LazyScreen<P>) & { back?: true };

/**
 * Every login step's screen, and whether it has a back arrow to Main: Main, and each product's
 * screens from its lazy group. A product's step without a screen fails to compile (`ScreenMap`).
 */
export const loginScreens = Object.assign({ main: { Screen: Main } }, ...PRODUCTS.map((product) => product.screens)) as {
  [N in LoginStepName]: ScreenEntry<ScreenProps<N>>;
};
