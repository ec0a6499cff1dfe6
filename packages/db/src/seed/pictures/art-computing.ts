import type { PictureKind } from './kinds.ts';
import { circle, type DeviceArt, desktopContent, ellipse, group, line, makePalette, type Palette, path, rect, screenContent, wordmark } from './svg.ts';

const BEZEL = '#16181d';

function keyRows(left: number, top: number, width: number, rows: number, cols: number, keyH: number, gap: number, fill: string, spread = 0): string {
  const parts: string[] = [];
  for (let r = 0; r < rows; r++) {
    const rowLeft = left - r * spread;
    const rowWidth = width + 2 * r * spread;
    const keyW = rowWidth / cols - gap;
    const y = top + r * (keyH + gap);
    if (r === rows - 1) {
      parts.push(rect(rowLeft + rowWidth * 0.3, y, rowWidth * 0.4, keyH, 2, fill));
      continue;
    }
    for (let c = 0; c < cols; c++) parts.push(rect(rowLeft + c * (keyW + gap), y, keyW, keyH, 2, fill));
  }
  return parts.join('');
}

function laptopFront(p: Palette, brand: string): string {
  return [
    rect(186, 160, 428, 292, 18, BEZEL),
    desktopContent(202, 176, 396, 256, p),
    wordmark(brand, 400, 446, 10, '#8a8f98', 120),
    rect(176, 450, 448, 12, 4, p.bodyDark),
    path('M150,460 L650,460 L702,562 Q704,576 688,576 L112,576 Q96,576 98,562 Z', 'url(#body)'),
    path('M196,470 L604,470 L628,528 L172,528 Z', p.bodyDark, 'opacity="0.55"'),
    keyRows(204, 474, 392, 5, 14, 8, 3, p.detail, 5),
    path('M348,536 L452,536 L456,566 L344,566 Z', p.bodyDark, 'opacity="0.35"'),
    rect(98, 570, 604, 12, 6, p.bodyDark),
  ].join('');
}

function laptopBack(p: Palette, brand: string): string {
  return [
    rect(186, 150, 428, 300, 20, 'url(#body)'),
    rect(186, 150, 428, 300, 20, 'none', `stroke="${p.bodyDark}" stroke-width="3"`),
    wordmark(brand, 400, 315, 44, p.ink, 300, 'opacity="0.75"'),
    rect(176, 446, 448, 10, 4, p.detail),
    path('M172,454 L628,454 L676,540 Q678,552 664,552 L136,552 Q122,552 124,540 Z', 'url(#body)'),
    path('M172,454 L628,454 L676,540 Q678,552 664,552 L136,552 Q122,552 124,540 Z', 'none', `stroke="${p.bodyDark}" stroke-width="3"`),
    ...[0, 1, 2].map((i) => rect(180 + i * 24, 548, 16, 8, 3, p.detail)),
    rect(134, 552, 532, 10, 5, p.bodyDark),
    rect(200, 562, 60, 8, 4, p.detail),
    rect(540, 562, 60, 8, 4, p.detail),
  ].join('');
}

function monitorFront(p: Palette, brand: string): string {
  return [
    path('M380,472 L420,472 L436,576 L364,576 Z', p.bodyDark),
    ellipse(400, 580, 126, 16, p.body),
    rect(136, 148, 528, 326, 14, BEZEL),
    desktopContent(150, 162, 500, 286, p),
    wordmark(brand, 400, 466, 12, '#9aa0a8', 160),
  ].join('');
}

function monitorBack(p: Palette, brand: string): string {
  return [
    rect(136, 148, 528, 326, 16, 'url(#body)'),
    rect(280, 220, 240, 190, 60, p.bodyDark, 'opacity="0.5"'),
    ...[0, 1, 2].map((i) => rect(330 + i * 50, 380, 30, 12, 3, p.detail)),
    path('M376,330 L424,330 L440,576 L360,576 Z', p.bodyDark),
    ellipse(400, 580, 126, 16, p.body),
    wordmark(brand, 400, 300, 28, p.ink, 200, 'opacity="0.7"'),
  ].join('');
}

function desktopFront(p: Palette, brand: string): string {
  return [
    rect(310, 420, 40, 100, 4, p.bodyDark),
    rect(246, 514, 168, 14, 7, p.body),
    rect(118, 170, 424, 262, 12, BEZEL),
    desktopContent(130, 182, 400, 226, p),
    wordmark(brand, 330, 426, 11, '#9aa0a8', 120),
    rect(566, 246, 132, 290, 12, 'url(#body)'),
    ...[0, 1, 2, 3, 4, 5].map((i) => rect(590, 330 + i * 22, 84, 8, 4, p.bodyDark, 'opacity="0.5"')),
    rect(590, 270, 84, 14, 4, p.detail),
    circle(632, 500, 10, p.accent),
    rect(200, 546, 290, 30, 8, p.body),
    keyRows(210, 551, 270, 2, 16, 8, 3, p.bodyDark),
    ellipse(540, 560, 22, 30, p.body),
  ].join('');
}

function keyboardFront(p: Palette, brand: string): string {
  return [
    rect(110, 320, 480, 190, 18, p.bodyDark),
    rect(118, 326, 464, 176, 14, 'url(#body)'),
    keyRows(136, 368, 428, 6, 15, 18, 5, p.bodyDark),
    wordmark(brand, 510, 354, 14, p.ink, 110, 'opacity="0.7"'),
    circle(150, 348, 5, p.accent),
    ellipse(660, 420, 52, 78, p.bodyDark),
    ellipse(660, 416, 48, 74, 'url(#body)'),
    line(660, 344, 660, 400, p.bodyDark, 3),
    rect(654, 362, 12, 24, 6, p.detail),
  ].join('');
}

function bagFront(p: Palette, brand: string): string {
  return [
    path('M320,262 C320,170 480,170 480,262', 'none', `stroke="${p.bodyDark}" stroke-width="20" stroke-linecap="round"`),
    rect(160, 250, 480, 340, 40, 'url(#body)'),
    path('M190,292 Q400,270 610,292', 'none', `stroke="${p.detail}" stroke-width="5" stroke-dasharray="12 6"`),
    rect(210, 380, 380, 180, 26, p.bodyDark, 'opacity="0.45"'),
    path('M230,410 L570,410', 'none', `stroke="${p.detail}" stroke-width="4" stroke-dasharray="10 6"`),
    rect(610, 270, 20, 44, 6, '#b9bec6'),
    rect(336, 454, 128, 38, 8, p.accent),
    wordmark(brand, 400, 480, 20, '#ffffff', 110),
  ].join('');
}

const neutralPalette = makePalette('#b5bac2', '#5b6b85', 0);

function standFront(p: Palette): string {
  return [
    rect(226, 574, 348, 16, 8, p.bodyDark),
    path('M372,576 L428,576 L470,400 L430,400 Z', 'url(#body)'),
    group('translate(168 96) rotate(-7 232 300) scale(0.58)', laptopFront(neutralPalette, '')),
    path('M196,452 L616,404 L622,420 L202,468 Z', 'url(#body)'),
  ].join('');
}

function phoneFront(p: Palette): string {
  return [
    rect(284, 118, 232, 474, 40, p.bodyDark),
    rect(292, 126, 216, 458, 34, BEZEL),
    screenContent(300, 134, 200, 442, 28, p),
    circle(400, 152, 7, '#050608'),
    rect(514, 232, 5, 64, 2, p.bodyDark),
  ].join('');
}

function phoneBackView(p: Palette, brand: string): string {
  return [
    rect(284, 118, 232, 474, 40, 'url(#body)'),
    rect(284, 118, 232, 474, 40, 'none', `stroke="${p.bodyDark}" stroke-width="4"`),
    rect(304, 140, 112, 144, 28, p.bodyDark, 'opacity="0.85"'),
    ...[182, 246].map((cy) => circle(344, cy, 25, '#101216') + circle(344, cy, 15, 'url(#lens)')),
    circle(392, 180, 8, '#fff4c8'),
    wordmark(brand, 400, 500, 22, p.ink, 160, 'opacity="0.8"'),
  ].join('');
}

function phonePair(p: Palette, brand: string): string {
  return group('translate(-120 26) rotate(-8 400 355)', phoneBackView(p, brand)) + group('translate(118 0) rotate(6 400 355)', phoneFront(p));
}

function featurePhoneFront(p: Palette, brand: string): string {
  const keys: string[] = [];
  const labels = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];
  labels.forEach((label, i) => {
    const x = 336 + (i % 3) * 46;
    const y = 396 + Math.floor(i / 3) * 40;
    keys.push(rect(x, y, 38, 30, 10, p.bodyLight), `<text x="${x + 19}" y="${y + 21}" font-family="sans-serif" font-size="15" fill="${p.detail}" text-anchor="middle">${label === '*' ? '*' : label}</text>`);
  });
  return [
    rect(306, 136, 188, 440, 44, 'url(#body)'),
    rect(306, 136, 188, 440, 44, 'none', `stroke="${p.bodyDark}" stroke-width="4"`),
    wordmark(brand, 400, 166, 13, p.ink, 90),
    rect(334, 178, 132, 124, 8, BEZEL),
    rect(340, 184, 120, 112, 4, 'url(#scr)'),
    `<text x="400" y="236" font-family="sans-serif" font-weight="700" font-size="30" fill="#ffffff" text-anchor="middle">10:09</text>`,
    rect(362, 256, 76, 8, 4, '#ffffff', 'opacity="0.6"'),
    circle(400, 346, 28, p.bodyDark),
    circle(400, 346, 12, p.body),
    rect(336, 334, 36, 22, 8, p.bodyDark),
    rect(428, 334, 36, 22, 8, p.bodyDark),
    ...keys,
  ].join('');
}

function tabletFront(p: Palette): string {
  return [rect(136, 186, 528, 368, 32, p.bodyDark), rect(146, 196, 508, 348, 26, BEZEL), screenContent(164, 214, 472, 312, 12, p), circle(400, 205, 4, '#2a2d34')].join('');
}

function tabletBack(p: Palette, brand: string): string {
  return [
    rect(232, 126, 336, 480, 32, 'url(#body)'),
    rect(232, 126, 336, 480, 32, 'none', `stroke="${p.bodyDark}" stroke-width="4"`),
    rect(254, 148, 60, 60, 18, p.bodyDark, 'opacity="0.8"'),
    circle(284, 178, 16, '#101216') + circle(284, 178, 9, 'url(#lens)'),
    wordmark(brand, 400, 380, 30, p.ink, 220, 'opacity="0.75"'),
  ].join('');
}

function caseFront(p: Palette, brand: string): string {
  return [
    rect(276, 112, 248, 492, 48, p.bodyDark),
    rect(282, 118, 236, 480, 44, 'url(#body)'),
    rect(298, 136, 124, 156, 30, p.bodyDark),
    rect(306, 144, 108, 140, 24, BEZEL),
    ...[184, 246].map((cy) => circle(344, cy, 22, '#25282f') + circle(344, cy, 13, 'url(#lens)')),
    circle(390, 182, 7, '#fff4c8'),
    rect(518, 220, 8, 70, 4, p.bodyDark),
    rect(518, 310, 8, 40, 4, p.bodyDark),
    wordmark(brand, 400, 540, 18, p.ink, 140, 'opacity="0.6"'),
  ].join('');
}

export const computingArt: Partial<Record<PictureKind, DeviceArt>> = {
  laptop: { front: laptopFront, back: laptopBack },
  desktop: { front: desktopFront },
  monitor: { front: monitorFront, back: monitorBack },
  keyboard: { front: keyboardFront },
  'laptop-bag': { front: bagFront },
  'laptop-stand': { front: standFront },
  smartphone: { front: phoneFront, back: phonePair },
  'feature-phone': { front: featurePhoneFront },
  tablet: { front: tabletFront, back: tabletBack },
  'phone-case': { front: caseFront },
};
