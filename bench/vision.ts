/**
 * Search by photo, measured (issue #16): recall and latency of the visual descriptor against
 * the simplest baseline (a 64-bit difference hash), on pictures drawn the way the seed draws
 * the catalogue's, queried with what a phone photo does to them.
 *
 *   npm run bench:vision                        # 10,000 indexed pictures, 200 queries
 *   npm run bench:vision -- --pictures=2000 --queries=100
 *
 * Each product is a device kind, brand and colour (so no two look alike), with its three
 * pictures (front, another angle, with its box). A query is one of them, randomly cropped,
 * turned, rescaled, lit differently, put on a background, sheared as a hand-held angle, and
 * saved as a low-quality JPEG; it is a hit at k when a picture of its product is among the k
 * nearest. The scan time at ten times as many pictures is measured on random descriptors: the
 * work of a scan depends only on how many there are.
 */
import { describePicture, DESCRIPTOR_LENGTH, differenceHash } from '@store/api/modules/vision/descriptor';
import { NearestPictures } from '@store/api/modules/vision/nearest';
import { productPictureSvg } from '@store/db/seed/pictures/compose';
import { pictureKinds } from '@store/db/seed/pictures/kinds';
import sharp from 'sharp';

const argument = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const pictureCount = argument('pictures', 10_000);
const queryCount = argument('queries', 200);

const brands = ['Samsung', 'Apple', 'Tecno', 'Infinix', 'Itel', 'Xiaomi', 'HP', 'Lenovo', 'Dell', 'Asus', 'Sony', 'LG', 'Hisense', 'TCL', 'JBL', 'Anker', 'Oraimo', 'Canon', 'Nikon', 'Epson', 'Brother', 'Seagate', 'WD', 'SanDisk', 'Kingston'];
const colours = ['Black', 'White', 'Silver', 'Grey', 'Blue', 'Green', 'Gold', 'Red', 'Pink', 'Purple'];

/** A small seeded generator, so two runs measure the same pictures and photos. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const next = random(20_261_125);
const between = (low: number, high: number) => low + (high - low) * next();

interface Product {
  id: number;
  kind: (typeof pictureKinds)[number];
  brand: string;
  colour: string;
}

const products: Product[] = [];
for (let id = 0; products.length * 3 < pictureCount; id++) {
  const kind = pictureKinds[id % pictureKinds.length]!;
  const brand = brands[Math.floor(id / pictureKinds.length) % brands.length]!;
  const colour = colours[Math.floor(id / (pictureKinds.length * brands.length)) % colours.length]!;
  products.push({ id, kind, brand, colour });
}

const render = (product: Product, position: number) =>
  sharp(Buffer.from(productPictureSvg({ kind: product.kind, brand: product.brand, colour: product.colour, seed: `${product.kind}-${product.brand}-${product.colour}`, position })))
    .resize(320, 320)
    .png()
    .toBuffer();

/** What a phone photo of a picture on a screen or a shelf does to it. */
async function photoOf(picture: Buffer): Promise<Buffer> {
  const side = 320;
  const crop = Math.round(side * between(0.72, 0.95));
  const left = Math.round(between(0, side - crop));
  const top = Math.round(between(0, side - crop));
  const background = { r: Math.round(between(60, 230)), g: Math.round(between(60, 230)), b: Math.round(between(60, 230)) };
  const pad = Math.round(between(10, 60));
  const cropped = await sharp(picture).extract({ left, top, width: crop, height: crop }).toBuffer();
  const turned = await sharp(cropped)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background })
    .rotate(between(-12, 12), { background })
    .affine([1, between(-0.08, 0.08), between(-0.05, 0.05), 1], { background })
    .toBuffer();
  return sharp(turned)
    .resize(Math.round(between(240, 640)))
    .modulate({ brightness: between(0.75, 1.25), saturation: between(0.85, 1.15) })
    .jpeg({ quality: Math.round(between(35, 70)) })
    .toBuffer();
}

const hamming = (a: bigint, b: bigint) => {
  let x = a ^ b;
  let bits = 0;
  while (x > 0n) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
};

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

console.log(`drawing ${products.length * 3} pictures of ${products.length} products...`);
let started = performance.now();
const index = new NearestPictures<number>(DESCRIPTOR_LENGTH);
const hashes: { product: number; hash: bigint }[] = [];
const heapBefore = process.memoryUsage().heapUsed;
for (const product of products) {
  for (const position of [0, 1, 2]) {
    const picture = await render(product, position);
    index.add(product.id, await describePicture(picture));
    hashes.push({ product: product.id, hash: await differenceHash(picture) });
  }
}
console.log(`indexed ${index.size} pictures in ${((performance.now() - started) / 1000).toFixed(1)} s; descriptors take ${((index.size * DESCRIPTOR_LENGTH * 4) / 1_048_576).toFixed(1)} MiB (${DESCRIPTOR_LENGTH} numbers each)`);

const hits = { descriptor: [0, 0], hash: [0, 0] };
const timings: number[] = [];
const hashTimings: number[] = [];
for (let query = 0; query < queryCount; query++) {
  const product = products[Math.floor(next() * products.length)]!;
  const photo = await photoOf(await render(product, Math.floor(next() * 3)));
  started = performance.now();
  const found = index.nearest(await describePicture(photo), 5);
  timings.push(performance.now() - started);
  if (found[0]?.key === product.id) hits.descriptor[0]! += 1;
  if (found.some((hit) => hit.key === product.id)) hits.descriptor[1]! += 1;
  started = performance.now();
  const hash = await differenceHash(photo);
  const ranked = hashes.map((entry) => ({ product: entry.product, distance: hamming(hash, entry.hash) })).sort((a, b) => a.distance - b.distance).slice(0, 5);
  hashTimings.push(performance.now() - started);
  if (ranked[0]?.product === product.id) hits.hash[0]! += 1;
  if (ranked.some((hit) => hit.product === product.id)) hits.hash[1]! += 1;
}

const share = (count: number) => `${((100 * count) / queryCount).toFixed(1)} %`;
console.log(`\n${queryCount} phone-like photos against ${index.size} pictures\n`);
console.log('| method | recall@1 | recall@5 | p50 | p95 |');
console.log('|---|---|---|---|---|');
console.log(`| colour + edge descriptor | ${share(hits.descriptor[0]!)} | ${share(hits.descriptor[1]!)} | ${percentile(timings, 50).toFixed(1)} ms | ${percentile(timings, 95).toFixed(1)} ms |`);
console.log(`| difference hash (baseline) | ${share(hits.hash[0]!)} | ${share(hits.hash[1]!)} | ${percentile(hashTimings, 50).toFixed(1)} ms | ${percentile(hashTimings, 95).toFixed(1)} ms |`);

// The scan alone at ten times the pictures (its work depends only on how many there are).
const large = new NearestPictures<number>(DESCRIPTOR_LENGTH);
const probe = new Float32Array(DESCRIPTOR_LENGTH).fill(1 / Math.sqrt(DESCRIPTOR_LENGTH));
for (let row = 0; row < index.size * 10; row++) large.add(row, Float32Array.from({ length: DESCRIPTOR_LENGTH }, () => next()));
const scans: number[] = [];
for (let run = 0; run < 20; run++) {
  started = performance.now();
  large.nearest(probe, 5);
  scans.push(performance.now() - started);
}
console.log(`\nscan of ${large.size} descriptors: p50 ${percentile(scans, 50).toFixed(1)} ms, p95 ${percentile(scans, 95).toFixed(1)} ms; heap grew ${((process.memoryUsage().heapUsed - heapBefore) / 1_048_576).toFixed(0)} MiB`);
