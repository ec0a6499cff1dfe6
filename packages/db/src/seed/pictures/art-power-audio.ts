import type { PictureKind } from './kinds.ts';
import { circle, type DeviceArt, ellipse, line, mix, type Palette, path, rect, wordmark } from './svg.ts';

const METAL = '#b9bec6';

function powerStationFront(p: Palette, brand: string): string {
  return [
    rect(246, 196, 308, 84, 34, p.bodyDark),
    rect(286, 218, 228, 34, 17, p.bg1),
    rect(166, 256, 468, 314, 34, 'url(#body)'),
    rect(202, 296, 164, 100, 12, '#0f1115'),
    wordmark('86%', 284, 360, 40, p.accentLight),
    rect(222, 374, 124, 8, 4, p.accent),
    ...[0, 1].map((i) => rect(398 + i * 104, 296, 88, 88, 16, p.bodyDark) + rect(420 + i * 104, 326, 10, 24, 4, '#0f1115') + rect(454 + i * 104, 326, 10, 24, 4, '#0f1115')),
    ...[0, 1, 2, 3].map((i) => rect(212 + i * 44, 430, 30, 14, 4, '#0f1115')),
    circle(570, 448, 18, p.accent),
    wordmark(brand, 300, 530, 26, p.ink, 200, 'opacity="0.8"'),
  ].join('');
}

function chargerFront(p: Palette, brand: string): string {
  return [
    rect(352, 186, 20, 76, 10, METAL),
    rect(428, 186, 20, 76, 10, METAL),
    rect(296, 244, 208, 230, 36, 'url(#body)'),
    rect(296, 244, 208, 230, 36, 'none', `stroke="${p.bodyDark}" stroke-width="3"`),
    wordmark(brand, 400, 366, 26, p.ink, 160, 'opacity="0.7"'),
    rect(368, 430, 64, 18, 8, p.detail),
    path('M400,470 C400,600 610,590 612,470 L612,436', 'none', `stroke="${p.bodyLight}" stroke-width="16" stroke-linecap="round"`),
    path('M400,470 C400,600 610,590 612,470 L612,436', 'none', `stroke="${p.bodyDark}" stroke-width="16" stroke-linecap="round" opacity="0.25"`),
    rect(590, 372, 44, 70, 12, p.body, `stroke="${p.bodyDark}" stroke-width="3"`),
    rect(600, 340, 24, 36, 6, METAL),
  ].join('');
}

function wirelessChargerFront(p: Palette, brand: string): string {
  return [
    path('M560,500 C640,560 660,600 700,610', 'none', `stroke="${p.detail}" stroke-width="12" stroke-linecap="round"`),
    circle(400, 400, 196, p.bodyDark),
    circle(400, 392, 192, 'url(#body)'),
    circle(400, 392, 150, 'none', `stroke="${p.bodyDark}" stroke-width="4" opacity="0.5"`),
    ...[60, 92, 124].map((r) => path(`M${400 - r},${392 - r * 0.1} A${r},${r} 0 0 1 ${400 + r},${392 - r * 0.1}`, 'none', `stroke="${p.accent}" stroke-width="8" stroke-linecap="round" opacity="${(1.1 - r / 160).toFixed(2)}"`)),
    path('M410,350 L372,410 L400,410 L388,456 L430,392 L402,392 Z', p.accent),
    wordmark(brand, 400, 512, 22, p.ink, 180, 'opacity="0.7"'),
    circle(400, 560, 6, p.accent),
  ].join('');
}

function plug(x: number, y: number, p: Palette, up: boolean): string {
  return rect(x - 30, y - (up ? 80 : 0), 60, 80, 14, p.body, `stroke="${p.bodyDark}" stroke-width="3"`) + rect(x - 16, up ? y - 118 : y + 78, 32, 42, 8, METAL);
}

function cableFront(p: Palette): string {
  const d = 'M240,552 C120,470 230,300 400,318 C580,336 630,480 510,540 C390,600 262,500 322,398 C382,296 560,270 586,372';
  return [
    path(d, 'none', `stroke="${p.bodyDark}" stroke-width="22" stroke-linecap="round"`),
    path(d, 'none', `stroke="${p.body}" stroke-width="14" stroke-linecap="round"`),
    plug(240, 552, p, false),
    plug(586, 372, p, true),
  ].join('');
}

function solarPanelFront(_p: Palette, brand: string): string {
  const cells: string[] = [];
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    cells.push(line(188 + (612 - 188) * t, 232, 138 + (662 - 138) * t, 548, '#c9d6ea', 3, 'opacity="0.6"'));
  }
  for (let j = 1; j < 4; j++) {
    const t = j / 4;
    const y = 232 + (548 - 232) * t;
    cells.push(line(188 - 50 * t, y, 612 + 50 * t, y, '#c9d6ea', 3, 'opacity="0.6"'));
  }
  return [
    path('M598,420 L650,610 L636,612 L580,430 Z', '#8a9099'),
    path('M172,218 L628,218 L680,562 L120,562 Z', '#cfd3d8'),
    path('M188,232 L612,232 L662,548 L138,548 Z', '#1e3f77'),
    ...cells,
    path('M188,232 L330,232 L250,548 L138,548 Z', '#ffffff', 'opacity="0.1"'),
    wordmark(brand, 400, 590, 18, '#4b5563', 160),
  ].join('');
}

function powerbankFront(p: Palette, brand: string): string {
  return [
    rect(270, 150, 260, 456, 42, 'url(#body)'),
    rect(270, 150, 260, 456, 42, 'none', `stroke="${p.bodyDark}" stroke-width="3"`),
    rect(340, 160, 44, 12, 5, p.detail),
    rect(410, 160, 50, 12, 5, p.detail),
    wordmark(brand, 400, 390, 36, p.ink, 200, 'opacity="0.85"'),
    ...[0, 1, 2, 3].map((i) => circle(346 + i * 36, 540, 9, i < 3 ? p.accent : p.bodyDark)),
  ].join('');
}

function powerbankBack(p: Palette, brand: string): string {
  return [
    rect(270, 150, 260, 456, 42, 'url(#body)'),
    circle(400, 340, 92, 'none', `stroke="${p.bodyDark}" stroke-width="14" opacity="0.6"`),
    circle(400, 340, 60, p.bodyDark, 'opacity="0.15"'),
    wordmark(brand, 400, 520, 26, p.ink, 180, 'opacity="0.7"'),
    rect(300, 560, 200, 6, 3, p.bodyDark, 'opacity="0.4"'),
  ].join('');
}

function headphonesFront(p: Palette, brand: string, mic = false): string {
  return [
    path('M236,440 C226,170 574,170 564,440', 'none', `stroke="${p.bodyDark}" stroke-width="38" stroke-linecap="round"`),
    path('M236,440 C226,170 574,170 564,440', 'none', `stroke="${p.body}" stroke-width="26" stroke-linecap="round"`),
    path('M266,380 C270,228 530,228 534,380', 'none', `stroke="${p.detail}" stroke-width="12" stroke-linecap="round" opacity="0.6"`),
    ellipse(232, 466, 74, 110, 'url(#body)'),
    ellipse(262, 466, 40, 96, p.bodyDark),
    ellipse(568, 466, 74, 110, 'url(#body)'),
    ellipse(538, 466, 40, 96, p.bodyDark),
    ellipse(214, 466, 30, 54, 'none', `stroke="${p.accent}" stroke-width="${mic ? 8 : 4}" opacity="0.85"`),
    ellipse(586, 466, 30, 54, 'none', `stroke="${p.accent}" stroke-width="${mic ? 8 : 4}" opacity="0.85"`),
    mic ? path('M214,540 C200,640 320,660 380,612', 'none', `stroke="${p.detail}" stroke-width="12" stroke-linecap="round"`) + circle(386, 608, 16, p.bodyDark) : '',
    wordmark(brand, 400, 232, 16, p.ink, 120, 'opacity="0.75"'),
  ].join('');
}

function bud(cx: number, cy: number, p: Palette, flip: number): string {
  return [
    circle(cx, cy, 46, 'url(#body)'),
    ellipse(cx + 34 * flip, cy - 4, 18, 24, p.bodyDark),
    rect(cx - 14 + 8 * flip, cy + 20, 28, 110, 14, 'url(#body)'),
    circle(cx - 10 * flip, cy - 10, 8, p.accent, 'opacity="0.7"'),
  ].join('');
}

function earbudsFront(p: Palette, brand: string): string {
  return [
    bud(310, 220, p, -1),
    bud(490, 220, p, 1),
    rect(260, 390, 280, 210, 92, 'url(#body)'),
    rect(260, 390, 280, 210, 92, 'none', `stroke="${p.bodyDark}" stroke-width="3"`),
    line(268, 452, 532, 452, p.bodyDark, 3, 'opacity="0.6"'),
    circle(400, 490, 6, p.accent),
    wordmark(brand, 400, 560, 20, p.ink, 150, 'opacity="0.7"'),
  ].join('');
}

function earphonesFront(p: Palette, brand: string): string {
  const cable = `stroke="${p.body}" stroke-width="8" stroke-linecap="round"`;
  return [
    path('M320,282 C320,380 400,380 400,450', 'none', cable),
    path('M480,282 C480,380 400,380 400,450', 'none', cable),
    path('M400,450 C400,520 330,540 380,600', 'none', cable),
    path('M320,282 C320,380 400,380 400,450 M480,282 C480,380 400,380 400,450 M400,450 C400,520 330,540 380,600', 'none', `stroke="${p.bodyDark}" stroke-width="8" stroke-linecap="round" opacity="0.25"`),
    ...[320, 480].map((cx) => circle(cx, 236, 44, 'url(#body)') + ellipse(cx, 206, 30, 16, p.bodyDark) + rect(cx - 10, 270, 20, 26, 8, p.body)),
    rect(456, 340, 22, 56, 10, p.bodyDark),
    rect(366, 596, 30, 40, 8, p.bodyDark),
    rect(374, 632, 14, 24, 3, METAL),
    wordmark(brand, 560, 420, 22, mix(p.accentDark, '#000000', 0.2), 140),
  ].join('');
}

function watchFace(cx: number, cy: number, p: Palette): string {
  return [
    circle(cx, cy - 6, 58, 'none', `stroke="${p.accent}" stroke-width="10" stroke-dasharray="250 400" transform="rotate(-90 ${cx} ${cy - 6})"`),
    circle(cx, cy - 6, 42, 'none', `stroke="${p.screenB}" stroke-width="10" stroke-dasharray="160 400" transform="rotate(-90 ${cx} ${cy - 6})"`),
    wordmark('10:09', cx, cy + 80, 30, '#ffffff'),
  ].join('');
}

function smartwatchFront(p: Palette, brand: string): string {
  return [
    rect(330, 110, 140, 200, 24, 'url(#body)'),
    rect(330, 470, 140, 210, 24, 'url(#body)'),
    ...[0, 1, 2].map((i) => circle(400, 560 + i * 34, 6, p.bodyDark)),
    rect(294, 264, 212, 252, 60, '#2a2d33'),
    rect(312, 282, 176, 216, 46, '#050608'),
    rect(504, 340, 16, 48, 6, METAL),
    watchFace(400, 372, p),
    wordmark(brand, 400, 316, 13, '#cfd3da', 100),
  ].join('');
}

function smartwatchBack(p: Palette, brand: string): string {
  return [
    rect(330, 110, 140, 200, 24, 'url(#body)'),
    rect(330, 470, 140, 210, 24, 'url(#body)'),
    rect(294, 264, 212, 252, 60, '#c9cdd3'),
    circle(400, 390, 80, '#1a1c21'),
    ...[0, 1, 2, 3].map((i) => circle(400 + Math.cos((i * Math.PI) / 2) * 34, 390 + Math.sin((i * Math.PI) / 2) * 34, 8, '#2ecc71', 'opacity="0.85"')),
    circle(400, 390, 12, '#7f8691'),
    wordmark(brand, 400, 490, 14, '#4b5563', 120),
  ].join('');
}

function bandFront(p: Palette, brand: string): string {
  return [
    rect(350, 100, 100, 580, 50, 'url(#body)'),
    ...[0, 1, 2, 3].map((i) => circle(400, 560 + i * 28, 5, p.bodyDark)),
    rect(348, 276, 104, 232, 52, '#111318'),
    rect(358, 290, 84, 204, 42, '#050608'),
    wordmark('08:30', 400, 360, 24, '#ffffff'),
    path('M400,420 C390,404 370,412 380,428 L400,446 L420,428 C430,412 410,404 400,420 Z', '#e5484d'),
    rect(372, 462, 56, 8, 4, p.accent),
    wordmark(brand, 400, 534, 12, p.ink, 80, 'opacity="0.7"'),
  ].join('');
}

export const powerAudioArt: Partial<Record<PictureKind, DeviceArt>> = {
  'power-station': { front: powerStationFront },
  charger: { front: chargerFront },
  'wireless-charger': { front: wirelessChargerFront },
  cable: { front: cableFront },
  'solar-panel': { front: solarPanelFront },
  powerbank: { front: powerbankFront, back: powerbankBack },
  headphones: { front: (p, b) => headphonesFront(p, b) },
  'gaming-headset': { front: (p, b) => headphonesFront(p, b, true) },
  earbuds: { front: earbudsFront },
  earphones: { front: earphonesFront },
  smartwatch: { front: smartwatchFront, back: smartwatchBack },
  'fitness-band': { front: bandFront },
};
