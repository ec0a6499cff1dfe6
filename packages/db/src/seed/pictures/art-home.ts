import type { PictureKind } from './kinds.ts';
import { circle, type DeviceArt, ellipse, group, line, mix, type Palette, path, rect, wordmark } from './svg.ts';

const BEZEL = '#16181d';

/** A landscape on a TV or camera screen. */
function scenery(x: number, y: number, w: number, h: number, p: Palette): string {
  const ground = mix(p.screenB, '#0b3d2a', 0.55);
  return [
    rect(x, y, w, h, 3, 'url(#scr)'),
    circle(x + w * 0.74, y + h * 0.3, h * 0.13, '#fff3c4', 'opacity="0.9"'),
    path(`M${x},${y + h * 0.72} Q${x + w * 0.25},${y + h * 0.45} ${x + w * 0.5},${y + h * 0.68} T${x + w},${y + h * 0.6} L${x + w},${y + h} L${x},${y + h} Z`, p.accentDark, 'opacity="0.75"'),
    path(`M${x},${y + h * 0.85} Q${x + w * 0.4},${y + h * 0.66} ${x + w},${y + h * 0.82} L${x + w},${y + h} L${x},${y + h} Z`, ground),
  ].join('');
}

function tvFront(p: Palette, brand: string): string {
  return [
    path('M214,500 L186,572 L210,572 L246,500 Z', '#2a2d33'),
    path('M586,500 L614,572 L590,572 L554,500 Z', '#2a2d33'),
    rect(104, 144, 592, 362, 10, BEZEL),
    scenery(114, 154, 572, 336, p),
    wordmark(brand, 400, 502, 10, '#9aa0a8', 120),
  ].join('');
}

function projectorFront(p: Palette, brand: string): string {
  return [
    path('M256,392 L96,120 L360,104 Z', '#ffffff', 'opacity="0.45"'),
    rect(186, 320, 428, 184, 34, 'url(#body)'),
    rect(186, 320, 428, 184, 34, 'none', `stroke="${p.bodyDark}" stroke-width="3"`),
    circle(300, 412, 62, p.bodyDark),
    circle(300, 412, 48, '#16181d'),
    circle(300, 412, 32, 'url(#lens)'),
    circle(288, 398, 8, '#ffffff', 'opacity="0.6"'),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(410 + i * 24, 370, 10, 86, 5, p.bodyDark, 'opacity="0.45"')),
    ...[0, 1, 2].map((i) => circle(450 + i * 34, 336, 7, i === 0 ? p.accent : p.detail)),
    rect(216, 502, 40, 16, 4, p.detail),
    rect(544, 502, 40, 16, 4, p.detail),
    wordmark(brand, 500, 486, 18, p.ink, 160, 'opacity="0.75"'),
  ].join('');
}

function tvBoxFront(p: Palette, brand: string): string {
  const remote = [rect(574, 230, 76, 330, 38, '#24272d'), circle(612, 272, 10, '#e5484d')];
  for (let r = 0; r < 4; r++) for (let c = 0; c < 2; c++) remote.push(circle(596 + c * 32, 380 + r * 34, 9, '#4a4f58'));
  remote.push(circle(612, 326, 26, '#3a3e46'), circle(612, 326, 11, '#24272d'));
  return [
    path('M238,400 L506,400 L530,424 L214,424 Z', p.bodyLight),
    rect(214, 424, 316, 96, 18, 'url(#body)'),
    circle(250, 472, 6, p.accent),
    wordmark(brand, 372, 482, 22, p.ink, 200, 'opacity="0.75"'),
    path('M530,470 C560,520 560,580 500,600', 'none', `stroke="${p.detail}" stroke-width="8"`),
    ...remote,
  ].join('');
}

function cone(cx: number, cy: number, r: number, p: Palette): string {
  return [circle(cx, cy, r, p.bodyDark), circle(cx, cy, r * 0.8, '#2a2d34'), circle(cx, cy, r * 0.55, '#3a3e46'), circle(cx, cy, r * 0.24, p.detail)].join('');
}

function speakerFront(p: Palette, brand: string): string {
  const grille: string[] = [];
  for (let y = 320; y <= 480; y += 16) grille.push(line(210, y, 590, y, p.bodyDark, 2, 'opacity="0.25"'));
  return [
    rect(620, 370, 40, 60, 14, 'none', `stroke="${p.detail}" stroke-width="10"`),
    rect(160, 296, 480, 208, 104, 'url(#body)'),
    ...grille,
    ellipse(186, 400, 34, 96, p.bodyDark),
    ellipse(614, 400, 34, 96, p.bodyDark),
    ellipse(186, 400, 20, 62, p.accent, 'opacity="0.8"'),
    ellipse(614, 400, 20, 62, p.accent, 'opacity="0.8"'),
    cone(306, 400, 62, p),
    cone(494, 400, 62, p),
    rect(352, 470, 96, 28, 8, p.accent),
    wordmark(brand, 400, 491, 18, '#ffffff', 84),
  ].join('');
}

function soundbarFront(p: Palette, brand: string): string {
  // A pattern keeps the perforated grille to a few bytes instead of hundreds of circles.
  const grille = `<defs><pattern id="grille" width="18" height="16" patternUnits="userSpaceOnUse"><circle cx="9" cy="8" r="3" fill="${p.bodyDark}" opacity="0.55"/></pattern></defs>`;
  return [
    grille,
    rect(80, 272, 640, 104, 40, 'url(#body)'),
    rect(104, 292, 592, 64, 10, 'url(#grille)'),
    wordmark(brand, 400, 368, 14, p.ink, 140, 'opacity="0.8"'),
    rect(500, 400, 190, 226, 20, 'url(#body)'),
    cone(595, 512, 70, p),
    circle(520, 420, 5, p.accent),
  ].join('');
}

function tower(x: number, p: Palette): string {
  return [
    rect(x, 160, 160, 440, 20, 'url(#body)'),
    circle(x + 80, 214, 26, p.bodyDark),
    circle(x + 80, 214, 12, p.detail),
    circle(x + 80, 340, 62, 'none', `stroke="${p.accent}" stroke-width="6" opacity="0.8"`),
    cone(x + 80, 340, 56, p),
    circle(x + 80, 492, 62, 'none', `stroke="${p.accent}" stroke-width="6" opacity="0.8"`),
    cone(x + 80, 492, 56, p),
  ].join('');
}

function towerSpeakerFront(p: Palette, brand: string): string {
  return [tower(150, p), tower(490, p), rect(330, 520, 140, 100, 14, 'url(#body)'), wordmark(brand, 400, 578, 20, p.ink, 120, 'opacity="0.8"')].join('');
}

function cameraFront(p: Palette, brand: string): string {
  return [
    path('M318,284 L352,214 L448,214 L482,284 Z', 'url(#body)'),
    ellipse(232, 276, 28, 9, p.detail),
    rect(492, 246, 70, 34, 8, p.bodyDark),
    rect(176, 276, 448, 266, 32, 'url(#body)'),
    rect(176, 276, 92, 266, 32, p.bodyDark),
    circle(548, 320, 8, '#f2c14e'),
    wordmark(brand, 400, 260, 20, '#eceef1', 110),
    circle(420, 420, 120, p.accent),
    circle(420, 420, 112, p.bodyDark),
    circle(420, 420, 94, '#2b2e35'),
    circle(420, 420, 74, '#101216'),
    circle(420, 420, 56, 'url(#lens)'),
    ellipse(398, 396, 16, 10, '#ffffff', 'opacity="0.45"'),
  ].join('');
}

function cameraBack(p: Palette, brand: string): string {
  const buttons = [0, 1, 2, 3].map((i) => circle(560, 344 + i * 44, 13, p.detail));
  return [
    rect(348, 206, 104, 74, 12, p.bodyDark),
    rect(370, 220, 60, 40, 10, '#0b0c10'),
    rect(176, 276, 448, 266, 32, 'url(#body)'),
    rect(214, 312, 300, 200, 10, BEZEL),
    scenery(224, 322, 280, 180, p),
    circle(560, 300, 20, p.bodyDark),
    ...buttons,
    wordmark(brand, 280, 300, 16, p.ink, 100, 'opacity="0.7"'),
  ].join('');
}

function actionCameraFront(p: Palette, brand: string): string {
  return [
    rect(270, 232, 60, 30, 8, p.accent),
    rect(250, 252, 300, 236, 40, 'url(#body)'),
    rect(270, 280, 160, 160, 30, p.bodyDark),
    circle(350, 360, 62, '#101216'),
    circle(350, 360, 42, 'url(#lens)'),
    ellipse(336, 344, 10, 7, '#ffffff', 'opacity="0.5"'),
    rect(448, 282, 82, 82, 12, BEZEL),
    rect(454, 288, 70, 70, 8, 'url(#scr)'),
    wordmark(brand, 476, 450, 20, p.ink, 110, 'opacity="0.85"'),
    rect(362, 488, 22, 40, 4, p.bodyDark),
    rect(416, 488, 22, 40, 4, p.bodyDark),
  ].join('');
}

function lensFront(p: Palette, brand: string): string {
  const grip = Array.from({ length: 14 }, (_, i) => rect(300 + i * 9, 290, 5, 220, 2, p.bodyDark));
  return [
    rect(166, 320, 44, 160, 6, '#b9bec6'),
    rect(200, 288, 380, 224, 22, 'url(#body)'),
    ...grip,
    rect(520, 288, 8, 224, 3, p.accent),
    ellipse(580, 400, 38, 112, p.bodyDark),
    ellipse(584, 400, 28, 92, 'url(#lens)'),
    wordmark(brand, 456, 350, 22, '#eceef1', 110),
  ].join('');
}

function lensBack(p: Palette, brand: string): string {
  return [
    circle(400, 390, 200, 'url(#body)'),
    circle(400, 390, 182, p.bodyDark),
    circle(400, 390, 176, 'none', `stroke="${p.accent}" stroke-width="4"`),
    circle(400, 390, 150, '#14161b'),
    circle(400, 390, 124, 'url(#lens)'),
    ellipse(356, 346, 34, 22, '#ffffff', 'opacity="0.35"'),
    wordmark(brand, 400, 610, 24, p.accentDark, 200),
  ].join('');
}

function securityCameraFront(p: Palette, brand: string): string {
  const leds = [0, 1, 2, 3, 4, 5].map((i) => circle(222 + Math.cos((i * Math.PI) / 3) * 42, 330 + Math.sin((i * Math.PI) / 3) * 42, 5, '#b3262d', 'opacity="0.8"'));
  return [
    rect(566, 196, 64, 170, 14, 'url(#body)'),
    path('M566,282 L500,300 L500,330 L566,318 Z', p.bodyDark),
    group(
      'rotate(-10 380 330)',
      [
        path('M200,262 L540,262 L560,246 L210,246 Z', p.bodyDark),
        rect(200, 264, 340, 132, 56, 'url(#body)'),
        ellipse(222, 330, 34, 64, '#101216'),
        circle(222, 330, 24, 'url(#lens)'),
        ...leds,
        wordmark(brand, 400, 350, 22, p.ink, 160, 'opacity="0.7"'),
      ].join(''),
    ),
  ].join('');
}

function printerFront(p: Palette, brand: string): string {
  return [
    rect(248, 168, 304, 130, 4, '#ffffff', `stroke="#d5d9df" stroke-width="3"`),
    ...[0, 1, 2].map((i) => rect(276, 196 + i * 22, 220 - i * 50, 8, 4, '#dfe3e8')),
    rect(150, 298, 500, 226, 24, 'url(#body)'),
    rect(160, 270, 480, 42, 14, p.bodyLight),
    rect(160, 270, 480, 42, 14, 'none', `stroke="${p.bodyDark}" stroke-width="2"`),
    rect(466, 328, 128, 58, 8, BEZEL),
    rect(472, 334, 116, 46, 5, 'url(#scr)'),
    circle(480, 408, 8, p.accent),
    circle(510, 408, 8, p.detail),
    wordmark(brand, 240, 352, 24, p.accentDark, 150),
    rect(200, 440, 400, 14, 6, p.bodyDark, 'opacity="0.6"'),
    path('M226,452 L574,452 L606,548 L194,548 Z', p.bodyDark, 'opacity="0.35"'),
    path('M262,446 L538,446 L556,520 L244,520 Z', '#ffffff'),
    rect(276, 462, 100, 44, 3, p.accentLight),
    rect(392, 462, 140, 8, 4, '#c9ced6'),
    rect(392, 480, 110, 8, 4, '#dfe3e8'),
  ].join('');
}

function cartridge(x: number, y: number, p: Palette, brand: string, labelColour: string): string {
  return [
    rect(x, y, 230, 300, 20, 'url(#body)'),
    rect(x + 20, y + 70, 190, 140, 10, labelColour),
    wordmark(brand, x + 115, y + 126, 30, '#ffffff', 160),
    ...[0, 1, 2].map((i) => circle(x + 75 + i * 40, y + 172, 11, ['#00a9e0', '#e5007e', '#ffd400'][i] ?? '#000000')),
    rect(x + 60, y + 250, 110, 36, 4, '#d4a94a'),
    ...[0, 1, 2, 3].map((i) => line(x + 72 + i * 28, y + 256, x + 72 + i * 28, y + 280, '#a57f2c', 3)),
  ].join('');
}

function inkFront(p: Palette, brand: string): string {
  return [cartridge(330, 170, p, brand, p.accentDark), cartridge(240, 250, p, brand, p.accent)].join('');
}

export const homeArt: Partial<Record<PictureKind, DeviceArt>> = {
  tv: { front: tvFront },
  projector: { front: projectorFront },
  'tv-box': { front: tvBoxFront },
  speaker: { front: speakerFront },
  soundbar: { front: soundbarFront },
  'tower-speaker': { front: towerSpeakerFront },
  camera: { front: cameraFront, back: cameraBack },
  'action-camera': { front: actionCameraFront },
  lens: { front: lensFront, back: lensBack },
  'security-camera': { front: securityCameraFront },
  printer: { front: printerFront },
  ink: { front: inkFront },
};
