import type { PictureKind } from './kinds.ts';
import { circle, type DeviceArt, group, line, type Palette, path, rect, screenContent, wordmark } from './svg.ts';

const GOLD = '#d4a94a';
const METAL = '#c7ccd3';
/** Four buttons around a centre: top, right, bottom, left. */
const diamond = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

function driveFront(p: Palette, brand: string): string {
  const grooves = [0, 1, 2, 3, 4, 5].map((i) => line(250, 282 + i * 16, 550, 282 + i * 16, p.bodyDark, 3, 'opacity="0.35"'));
  return [
    path('M580,420 C660,440 660,560 560,600 L470,620', 'none', `stroke="${p.detail}" stroke-width="10" stroke-linecap="round"`),
    rect(448, 608, 40, 26, 6, p.detail),
    rect(214, 244, 372, 296, 30, 'url(#body)'),
    rect(214, 244, 372, 296, 30, 'none', `stroke="${p.bodyDark}" stroke-width="3"`),
    ...grooves,
    rect(564, 400, 22, 40, 6, '#111318'),
    circle(248, 506, 6, p.accent),
    wordmark(brand, 400, 480, 36, p.ink, 260, 'opacity="0.85"'),
  ].join('');
}

function ssdFront(p: Palette, brand: string): string {
  const fingers = Array.from({ length: 8 }, (_, i) => rect(110, 356 + i * 12, 40, 7, 1, GOLD));
  return [
    rect(110, 340, 580, 124, 6, '#1b2a22'),
    ...fingers,
    path('M690,380 A22,22 0 0 0 690,424 Z', '#e7eaee'),
    rect(180, 352, 460, 100, 4, 'url(#body)'),
    rect(180, 352, 90, 100, 4, p.accent),
    wordmark(brand, 420, 412, 30, p.ink, 300),
    rect(320, 426, 200, 8, 4, p.bodyDark, 'opacity="0.5"'),
  ].join('');
}

function usbDriveFront(p: Palette, brand: string): string {
  return group(
    'rotate(-18 400 380)',
    [
      rect(196, 326, 112, 92, 8, METAL),
      rect(220, 350, 22, 18, 3, '#5b616b'),
      rect(262, 350, 22, 18, 3, '#5b616b'),
      rect(296, 300, 300, 144, 34, 'url(#body)'),
      rect(296, 300, 300, 144, 34, 'none', `stroke="${p.bodyDark}" stroke-width="3"`),
      circle(646, 372, 40, 'none', `stroke="${p.detail}" stroke-width="10"`),
      wordmark(brand, 440, 386, 32, p.ink, 220),
      rect(320, 410, 60, 8, 4, p.accent),
    ].join(''),
  );
}

function memoryCardFront(p: Palette, brand: string): string {
  const contacts = Array.from({ length: 8 }, (_, i) => rect(322 + i * 24, 192, 16, 56, 3, GOLD));
  return [
    path('M280,160 L476,160 L520,206 L520,612 Q520,628 504,628 L296,628 Q280,628 280,612 Z', 'url(#body)'),
    ...contacts,
    rect(300, 320, 200, 280, 10, p.accent),
    rect(300, 520, 200, 80, 10, p.accentDark),
    wordmark(brand, 400, 410, 34, '#ffffff', 170),
    wordmark('SDXC', 400, 570, 26, '#ffffff', 140),
    rect(270, 260, 10, 60, 2, p.bodyDark),
  ].join('');
}

function miniController(p: Palette): string {
  return group('translate(470 470) scale(0.34)', controllerShape(p, ''));
}

function consoleFront(p: Palette, brand: string): string {
  if (brand === 'Nintendo') {
    return [
      rect(186, 286, 78, 200, 38, '#00b9e4'),
      rect(536, 286, 78, 200, 38, '#ff4554'),
      circle(225, 340, 16, '#1b1d22'),
      circle(575, 430, 16, '#1b1d22'),
      ...diamond.map(([dx, dy]) => circle(575 + dx * 18, 336 + dy * 18, 7, '#1b1d22')),
      rect(258, 286, 284, 200, 10, '#1b1d22'),
      screenContent(270, 298, 260, 176, 4, p),
      rect(300, 500, 200, 90, 10, '#2a2d33'),
      wordmark(brand, 400, 556, 22, '#ffffff', 160),
    ].join('');
  }
  if (brand === 'Xbox') {
    return [
      rect(290, 150, 220, 450, 16, 'url(#body)'),
      circle(400, 150, 92, p.accent, 'opacity="0.85"'),
      rect(290, 150, 220, 40, 6, p.bodyDark),
      ...Array.from({ length: 9 }, (_, i) => circle(322 + i * 20, 170, 5, '#0b0c0f')),
      line(312, 260, 488, 260, '#0b0c0f', 4),
      circle(320, 222, 8, '#ffffff'),
      wordmark(brand.toUpperCase(), 400, 560, 24, p.ink, 160, 'opacity="0.6"'),
      miniController(p),
    ].join('');
  }
  return [
    path('M362,150 C300,158 274,210 282,320 L300,590 L362,590 Z', 'url(#body)'),
    path('M438,150 C500,158 526,210 518,320 L500,590 L438,590 Z', 'url(#body)'),
    rect(360, 150, 80, 444, 10, '#17191e'),
    line(362, 160, 362, 588, p.accent, 3, 'opacity="0.9"'),
    line(438, 160, 438, 588, p.accent, 3, 'opacity="0.9"'),
    rect(250, 590, 300, 24, 12, '#17191e'),
    wordmark(brand.toUpperCase(), 400, 520, 12, '#9aa0a8', 70, 'transform="rotate(-90 400 520)"'),
    miniController(p),
  ].join('');
}

function controllerShape(p: Palette, brand: string): string {
  const buttonColours = ['#43b581', '#e5484d', '#3b82f6', '#f5c400'];
  return [
    path('M226,300 Q262,280 300,296 L300,314 L220,318 Z', p.bodyDark),
    path('M574,300 Q538,280 500,296 L500,314 L580,318 Z', p.bodyDark),
    path('M250,312 C186,312 148,370 138,452 C126,556 160,618 212,618 C254,618 272,576 302,536 L498,536 C528,576 546,618 588,618 C640,618 674,556 662,452 C652,370 614,312 550,312 Z', 'url(#body)'),
    rect(240, 394, 24, 72, 5, p.detail),
    rect(216, 418, 72, 24, 5, p.detail),
    ...diamond.map(([dx, dy], i) => circle(548 + dx * 30, 430 + dy * 30, 14, buttonColours[i] ?? p.accent)),
    circle(330, 500, 36, p.bodyDark),
    circle(330, 500, 24, p.detail),
    circle(470, 500, 36, p.bodyDark),
    circle(470, 500, 24, p.detail),
    rect(352, 356, 96, 56, 12, p.bodyDark, 'opacity="0.35"'),
    brand ? wordmark(brand, 400, 458, 14, p.ink, 100, 'opacity="0.7"') : '',
  ].join('');
}

function gameFront(p: Palette, brand: string): string {
  const rays = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return line(400, 370, 400 + Math.cos(a) * 200, 370 + Math.sin(a) * 200, '#ffffff', 14, 'opacity="0.12"');
  });
  return [
    circle(560, 360, 140, '#dfe3ea'),
    circle(560, 360, 140, 'none', `stroke="${p.accentLight}" stroke-width="30" opacity="0.5"`),
    circle(560, 360, 24, '#f6f7f9'),
    rect(244, 126, 312, 440, 12, '#ffffff'),
    rect(256, 186, 288, 368, 4, 'url(#scr)'),
    ...rays,
    circle(400, 360, 70, '#ffffff', 'opacity="0.35"'),
    path('M256,554 L256,470 Q330,420 400,468 T544,452 L544,554 Z', p.accentDark, 'opacity="0.7"'),
    rect(244, 126, 312, 60, 12, p.accent),
    wordmark(brand.toUpperCase(), 400, 166, 24, '#ffffff', 260),
    rect(266, 504, 44, 40, 4, '#ffffff'),
    wordmark('PEGI', 288, 528, 11, '#2b2f36'),
  ].join('');
}

export const storageGamingArt: Partial<Record<PictureKind, DeviceArt>> = {
  drive: { front: driveFront },
  ssd: { front: ssdFront },
  'usb-drive': { front: usbDriveFront },
  'memory-card': { front: memoryCardFront },
  console: { front: consoleFront },
  controller: { front: controllerShape },
  game: { front: gameFront },
};
