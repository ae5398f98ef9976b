import type { ReadonlySignal } from '@preact/signals';

/**
 * A step of the login widget, named after the screen that shows it: Main, or one a product adds.
 * The root's product table joins every product's steps into the widget's step union (composition.ts
 * `LoginSteps`); the frame itself needs only this much of any step.
 */
export interface ProductStep {
  name: string;
  /** Ends what the step owns (a countdown) when the widget moves on. */
  dispose?(): void;
  /** The step's own busy flag, when its requests do not run through LoginContext.run. */
  busy?: ReadonlySignal<boolean>;
  /** What its screen needs (ScreenProps types it by the product's own step union). */
  [field: string]: unknown;
}

/** Main: the first screen, and where Back goes. */
export type MainStep = { name: 'main' };
