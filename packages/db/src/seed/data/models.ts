import { computingModels } from './models-computing.ts';
import { homeModels } from './models-home.ts';
import type { ProductModelSeed } from './model.ts';
import { powerAudioModels } from './models-power-audio.ts';
import { storageGamingModels } from './models-storage-gaming.ts';

/** Every product model, keyed by sub-category slug. */
export const productModels: Readonly<Record<string, readonly ProductModelSeed[]>> = {
  ...computingModels,
  ...homeModels,
  ...powerAudioModels,
  ...storageGamingModels,
};
