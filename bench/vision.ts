/**
 * Search by photo, measured (issue #16, decisions 78, 88, 98, 100, 101, 102 and 103): recall and latency of the
 * method the store runs (visual words of the keypoints and the colour descriptor pick 200
 * pictures, keypoints confirm the first 30, the best match's near-twins among the 200 are told
 * apart by their aligned colours at 48 px and grey edges at 96 px, where a wordmark's letters show) beside
 * its first stage alone, decision 78's first stage (the descriptor alone) and the simplest
 * baseline (a 64-bit difference hash), on pictures drawn the way the seed draws the catalogue's,
 * queried with what a phone photo does to them.
 *
 *   npm run bench:vision                        # 10,000 indexed pictures, 200 queries
 *   npm run bench:vision -- --pictures=2000 --queries=100
 *   npm run bench:vision -- --candidates=60      # confirm 60 instead of the store's 30
 *   npm run bench:vision -- --seed=777           # other photos of the same pictures
 *
 * Each product is a device kind, brand and colour, with its three pictures (front, another
 * angle, with its box): two products of one kind and colour differ only by a brand's accent
 * colour and wordmark. A query is one of them, randomly cropped, turned, rescaled, lit
 * differently, put on a background, sheared as a hand-held angle, and saved as a low-quality
 * JPEG; it is a hit at k when a picture of its product is among the k first. At ten times as
 * many pictures (`--scale=10`), the extra ones are random descriptors with the words, keypoints
 * and thumbnails of real pictures (so the words' postings are ten times as long, as they would
 * be): the work of a query depends on how many there are (the scan, the postings) and on the 30
 * it confirms, so latency and memory are measured there, recall is not.
 */
import { DESCRIPTOR_LENGTH } from '@store/api/modules/vision/descriptor';
import { hashDistance, pictureFeatures, type PictureFeatures } from '@store/api/modules/vision/features';
import { NearestPictures } from '@store/api/modules/vision/nearest';
import { openCv } from '@store/api/modules/vision/opencv';
import { CANDIDATES, type CandidateFeatures, confirmByKeypoints, TWIN_POOL } from '@store/api/modules/vision/ranking';
import { WORD_COUNT } from '@store/api/modules/vision/words';
import type { IndexedPicture } from '@store/api/modules/vision/visual-index';
import { productPictureSvg } from '@store/db/seed/pictures/compose';
import { pictureKinds } from '@store/db/seed/pictures/kinds';
import sharp from 'sharp';

const argument = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const pictureCount = argument('pictures', 10_000);
const queryCount = argument('queries', 200);
const scale = argument('scale', 10);
/** Pictures the keypoint check confirms (the store's CANDIDATES unless tried otherwise). */
const candidates = argument('candidates', CANDIDATES);

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
/** The photos' seed: another draws other photos of the same pictures, to check a choice on photos it was not made on. */
const next = random(argument('seed', 20_261_125));
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

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MiB`;
const { cv } = await openCv();

console.log(`drawing and describing ${products.length * 3} pictures of ${products.length} products...`);
let started = performance.now();
const heapBefore = process.memoryUsage();
const index = new NearestPictures<IndexedPicture>(DESCRIPTOR_LENGTH, WORD_COUNT);
const keypoints = new Map<number, CandidateFeatures>();
const wordLists: Uint16Array[] = [];
const hashes: { productId: number; hash: bigint }[] = [];
for (const product of products) {
  for (const position of [0, 1, 2]) {
    const features = await pictureFeatures(sharp(await render(product, position)));
    const imageId = keypoints.size;
    index.add({ imageId, productId: product.id }, features.descriptor, features.words);
    keypoints.set(imageId, { keypoints: features.keypoints, words: features.words, thumbnail: features.thumbnail, greyThumbnail: features.greyThumbnail });
    wordLists.push(features.words);
    hashes.push({ productId: product.id, hash: features.hash });
  }
}
const described = performance.now() - started;
const keypointBytes = [...keypoints.values()].reduce((sum, { keypoints: k }) => sum + k!.descriptors.byteLength + k!.positions.byteLength / 2 + 2, 0);
const thumbnailBytes = [...keypoints.values()].reduce((sum, { thumbnail }) => sum + thumbnail!.rgb.byteLength + 4, 0);
const greyThumbnailBytes = [...keypoints.values()].reduce((sum, { greyThumbnail }) => sum + greyThumbnail!.grey.byteLength + 4, 0);
const wordBytes = wordLists.reduce((sum, words) => sum + words.byteLength, 0);
console.log(`described ${index.size} pictures in ${(described / 1000).toFixed(1)} s (${(described / index.size).toFixed(1)} ms a picture)`);

interface Method {
  name: string;
  hits: [number, number];
  timings: number[];
  rank: (photo: PictureFeatures) => number[];
}
const productsOf = (ranked: readonly { productId: number }[]) => [...new Set(ranked.map((picture) => picture.productId))];
const methods: Method[] = [
  {
    name: 'words and colours, then keypoints, twins by aligned colours and edges (the store)',
    hits: [0, 0],
    timings: [],
    rank: (photo) => productsOf(confirmByKeypoints(cv, photo, index.nearest(photo.descriptor, TWIN_POOL, undefined, photo.words), (id) => keypoints.get(id), candidates)),
  },
  { name: 'words and colours alone (first stage)', hits: [0, 0], timings: [], rank: (photo) => productsOf(index.nearest(photo.descriptor, 15, undefined, photo.words).map((hit) => hit.key)) },
  { name: 'descriptor alone (decision 78 first stage)', hits: [0, 0], timings: [], rank: (photo) => productsOf(index.nearest(photo.descriptor, 15).map((hit) => hit.key)) },
  {
    name: 'difference hash (baseline)',
    hits: [0, 0],
    timings: [],
    rank: (photo) => productsOf(hashes.map((entry) => ({ productId: entry.productId, distance: hashDistance(photo.hash, entry.hash) })).sort((a, b) => a.distance - b.distance).slice(0, 15)),
  },
];
/** Photos whose product is among the first stage's candidates: what the keypoint check can confirm at best. */
let shortlisted = 0;
/** Photos whose product is among the pool where the best match's twins are looked for. */
let pooled = 0;
const describeTimings: number[] = [];
for (let query = 0; query < queryCount; query++) {
  const product = products[Math.floor(next() * products.length)]!;
  const photo = await photoOf(await render(product, Math.floor(next() * 3)));
  started = performance.now();
  const features = await pictureFeatures(sharp(photo));
  describeTimings.push(performance.now() - started);
  const pool = index.nearest(features.descriptor, TWIN_POOL, undefined, features.words);
  if (pool.slice(0, candidates).some((hit) => hit.key.productId === product.id)) shortlisted += 1;
  if (pool.some((hit) => hit.key.productId === product.id)) pooled += 1;
  for (const method of methods) {
    started = performance.now();
    const found = method.rank(features);
    method.timings.push(performance.now() - started);
    if (found[0] === product.id) method.hits[0] += 1;
    if (found.slice(0, 5).includes(product.id)) method.hits[1] += 1;
  }
}

const share = (count: number) => `${((100 * count) / queryCount).toFixed(1)} %`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const describeP95 = percentile(describeTimings, 95);
console.log(`\n${queryCount} phone-like photos against ${index.size} pictures; reading a photo (decode, descriptor, keypoints, hash): p50 ${ms(percentile(describeTimings, 50))}, p95 ${ms(describeP95)}\n`);
console.log('| method | recall@1 | recall@5 | ranking p50 | ranking p95 |');
console.log('|---|---|---|---|---|');
for (const method of methods) console.log(`| ${method.name} | ${share(method.hits[0])} | ${share(method.hits[1])} | ${ms(percentile(method.timings, 50))} | ${ms(percentile(method.timings, 95))} |`);
console.log(`\nfirst stage recall@${candidates} (the product among the pictures the keypoints check): ${share(shortlisted)}; recall@${TWIN_POOL} (among the pool where twins are looked for): ${share(pooled)}`);
const after = process.memoryUsage();
console.log(`\nmemory for ${index.size} pictures: descriptors ${mib(index.size * DESCRIPTOR_LENGTH * 4)} in the index, words ${mib(wordBytes)} in the index and the database, keypoints ${mib(keypointBytes)}, colour thumbnails ${mib(thumbnailBytes)} and grey thumbnails ${mib(greyThumbnailBytes)} (kept in the database by the store); heap grew ${mib(after.heapUsed - heapBefore.heapUsed)}, external ${mib(after.external + after.arrayBuffers - heapBefore.external - heapBefore.arrayBuffers)}`);

// Ten times the pictures: random descriptors with real pictures' words, keypoints and
// thumbnails (colour and grey). A query's work is the descriptor scan over all of them, the postings of its words
// (ten times as long, as real pictures' words repeat), and the check of its 30 best.
const large = new NearestPictures<IndexedPicture>(DESCRIPTOR_LENGTH, WORD_COUNT);
const real = [...keypoints.values()];
const heapBeforeLarge = process.memoryUsage();
const randomDescriptor = () => {
  const vector = Float32Array.from({ length: DESCRIPTOR_LENGTH }, () => next());
  const length = Math.hypot(...vector);
  return vector.map((value) => value / length);
};
for (let row = 0; row < index.size * scale; row++) large.add({ imageId: row, productId: row }, randomDescriptor(), wordLists[row % wordLists.length]);
const heapAfterLarge = process.memoryUsage();
const probe = await pictureFeatures(sharp(await photoOf(await render(products[0]!, 0))));
const largeTimings: number[] = [];
for (let run = 0; run < 30; run++) {
  started = performance.now();
  confirmByKeypoints(cv, probe, large.nearest(probe.descriptor, TWIN_POOL, undefined, probe.words), (id) => real[id % real.length], candidates);
  largeTimings.push(performance.now() - started);
}
console.log(
  `\n${large.size} pictures: ranking p50 ${ms(percentile(largeTimings, 50))}, p95 ${ms(percentile(largeTimings, 95))}; a query in all (reading the photo + ranking) about ${ms(describeP95 + percentile(largeTimings, 95))} at p95; descriptors ${mib(large.size * DESCRIPTOR_LENGTH * 4)}, the index's heap and buffers grew ${mib(heapAfterLarge.heapUsed + heapAfterLarge.arrayBuffers - heapBeforeLarge.heapUsed - heapBeforeLarge.arrayBuffers)}; process RSS ${mib(heapAfterLarge.rss)}`,
);
