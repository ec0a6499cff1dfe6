import { eq } from 'drizzle-orm';
import type { MediaStore } from '../media-store.ts';
import { accounts, images } from '../schema/index.ts';
import { putSvgs, type SeedTransaction } from './batch.ts';
import { categorySeeds } from './categories.ts';
import { bannerSvg, profilePictureSvg } from './pictures/compose.ts';
import type { PictureKind } from './pictures/kinds.ts';
import { SEED_REFERENCE_DATE } from './products.ts';
import type { AccountSeed } from './sellers.ts';

const DAY_MS = 86_400_000;

/** A brand drawn on the shop cover for each category icon. */
const coverBrands: Partial<Record<PictureKind, string>> = {
  laptop: 'HP',
  smartphone: 'Samsung',
  tv: 'LG',
  speaker: 'JBL',
  camera: 'Canon',
  printer: 'Epson',
  charger: 'Anker',
  headphones: 'Sony',
  smartwatch: 'Garmin',
  powerbank: 'Oraimo',
  drive: 'Seagate',
  controller: 'PlayStation',
};

function coverDevices(account: AccountSeed): { kind: PictureKind; brand: string; colour: string | null }[] {
  const sold = account.shop?.categories ?? [];
  const icons: readonly PictureKind[] = sold === 'all' ? ['laptop', 'smartphone', 'headphones'] : categorySeeds.filter((c) => sold.includes(c.slug)).map((c) => c.icon);
  return icons.slice(0, 3).map((kind, index) => ({ kind, brand: coverBrands[kind] ?? account.login, colour: index === 1 ? 'Silver' : 'Black' }));
}

export interface SeededAccount {
  seed: AccountSeed;
  passwordHash: string;
}

/**
 * Accounts, each with an initials avatar, and a cover banner for every shop. Returns account
 * ids by login and the number of pictures stored.
 */
export async function insertAccounts(tx: SeedTransaction, media: MediaStore, seeded: readonly SeededAccount[]): Promise<{ ids: Map<string, number>; pictures: number }> {
  const rows = await tx
    .insert(accounts)
    .values(
      seeded.map(({ seed, passwordHash }, index) => ({
        login: seed.login,
        slug: seed.slug,
        email: seed.email,
        phoneNumber: seed.phoneNumber,
        passwordHash,
        firstname: seed.firstname,
        lastname: seed.lastname,
        accountType: seed.accountType,
        authorities: [...seed.authorities],
        langKey: seed.langKey,
        currency: seed.currency,
        activated: true,
        emailVerified: true,
        phoneVerified: seed.phoneNumber !== null,
        shopName: seed.shop?.shopName ?? null,
        shopDescriptionFr: seed.shop?.descriptionFr ?? null,
        shopDescriptionEn: seed.shop?.descriptionEn ?? null,
        city: seed.shop?.city ?? null,
        createdAt: new Date(SEED_REFERENCE_DATE.getTime() - (400 - index * 17) * DAY_MS),
      })),
    )
    .returning({ id: accounts.id, login: accounts.login });
  const ids = new Map(rows.map((row) => [row.login, row.id]));

  let pictures = 0;
  for (const { seed } of seeded) {
    const id = ids.get(seed.login);
    if (id === undefined) throw new Error(`account ${seed.login} was not inserted`);
    const files = [{ key: `accounts/${id}/profile.svg`, svg: profilePictureSvg(seed.firstname, seed.lastname, seed.shop?.shopName ?? seed.login) }];
    if (seed.shop) {
      files.push({
        key: `accounts/${id}/cover.svg`,
        svg: bannerSvg({ width: 1600, height: 400, colourSeed: seed.shop.shopName, title: seed.shop.shopName, subtitle: seed.shop.city, devices: coverDevices(seed) }),
      });
    }
    await putSvgs(media, files);
    const imageRows = await tx
      .insert(images)
      .values(
        files.map((file, index) => ({
          kind: index === 0 ? 'PROFILE' : 'COVER',
          storageKey: file.key,
          contentType: 'image/svg+xml',
          width: index === 0 ? 400 : 1600,
          height: 400,
        })),
      )
      .returning({ id: images.id, kind: images.kind });
    pictures += imageRows.length;
    const profileImageId = imageRows.find((row) => row.kind === 'PROFILE')?.id ?? null;
    const coverImageId = imageRows.find((row) => row.kind === 'COVER')?.id ?? null;
    await tx.update(accounts).set({ profileImageId, coverImageId }).where(eq(accounts.id, id));
  }
  return { ids, pictures };
}
