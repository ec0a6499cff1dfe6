import { computingArt } from './art-computing.ts';
import { homeArt } from './art-home.ts';
import { powerAudioArt } from './art-power-audio.ts';
import { storageGamingArt } from './art-storage-gaming.ts';
import type { PictureKind } from './kinds.ts';
import type { DeviceArt } from './svg.ts';

const registry: Partial<Record<PictureKind, DeviceArt>> = { ...computingArt, ...homeArt, ...powerAudioArt, ...storageGamingArt };

/** The drawing of a device family; every picture kind has one (checked by the seed test). */
export function artFor(kind: PictureKind): DeviceArt {
  const art = registry[kind];
  if (!art) throw new Error(`no illustration for picture kind ${kind}`);
  return art;
}
