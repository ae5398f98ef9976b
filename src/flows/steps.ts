import type { ProductSteps } from '../composition';

/** The login widget's screens as states: Main, and each product's steps (products/table.ts). */
export type LoginStep = { name: 'main' } | ProductSteps;

export type LoginStepName = LoginStep['name'];
