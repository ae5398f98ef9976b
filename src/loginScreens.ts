import type { LoginSteps } from './composition';
import { PRODUCTS } from './composition';
import type { ScreenProps } from './login/screenProps';
import type { ScreenEntry } from './screens/groups';
import type { LoginScreens } from './widgets/login/LoginWidget';
import { Main } from './widgets/login/Main';

/**
 * Every login step's screen, and whether it has a back arrow to Main: Main, and each product's
 * screens from its lazy group. A product's step without a screen fails to compile (its
 * ProductDef's `ScreenMap`); so does a table whose steps this map misses.
 */
const screens: { [N in LoginSteps['name']]: ScreenEntry<ScreenProps<LoginSteps, N>> } = Object.assign(
  { main: { Screen: Main } },
  ...PRODUCTS.map((product) => product.screens),
) as { [N in LoginSteps['name']]: ScreenEntry<ScreenProps<LoginSteps, N>> };

/** The registry as the login widget reads it, by step name. */
export const loginScreens = screens as unknown as LoginScreens;
