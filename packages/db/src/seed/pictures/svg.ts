import { hashString } from '../random.ts';

/** Colours of one illustration, derived from the product's colour and its brand. */
export interface Palette {
  body: string;
  bodyDark: string;
  bodyLight: string;
  /** Buttons, ports, bezels: contrasts with the body. */
  detail: string;
  /** Text printed on the body. */
  ink: string;
  accent: string;
  accentDark: string;
  accentLight: string;
  bg1: string;
  bg2: string;
  screenA: string;
  screenB: string;
}

/** Colour names used by the specification values, as drawn. */
const bodyColours: Readonly<Record<string, string>> = {
  Black: '#272a31',
  White: '#f3f3f1',
  Silver: '#c9cdd3',
  Grey: '#6c717a',
  Blue: '#2f63c4',
  Green: '#3d8d69',
  Gold: '#d8b36e',
  Red: '#c93a3c',
  Pink: '#eba8bf',
  Purple: '#7f60b1',
};

const brandColours: Readonly<Record<string, string>> = {
  Samsung: '#1428a0',
  Apple: '#0071e3',
  Tecno: '#1a5fd0',
  Infinix: '#19a15f',
  Itel: '#e2231a',
  Xiaomi: '#ff6900',
  HP: '#0096d6',
  Lenovo: '#e2231a',
  Dell: '#007db8',
  Asus: '#00539b',
  Sony: '#4a4f9c',
  LG: '#a50034',
  Hisense: '#00a3a1',
  TCL: '#e4002b',
  JBL: '#ff5a00',
  Anker: '#00a7e1',
  Oraimo: '#6cb33f',
  Canon: '#cc0000',
  Nikon: '#e8b800',
  Epson: '#003399',
  Brother: '#0d2ea0',
  Seagate: '#5fae3e',
  WD: '#0063a8',
  SanDisk: '#e21836',
  Kingston: '#c8102e',
  PlayStation: '#003791',
  Xbox: '#107c10',
  Nintendo: '#e60012',
  Huawei: '#cf0a2c',
  Garmin: '#007cc3',
  Logitech: '#00a9e0',
  GoPro: '#0aa6e8',
  Razer: '#44d62c',
  EcoFlow: '#2b2b2b',
  Jackery: '#f47b20',
};

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

const toHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;

/** `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

function hslHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return toHex({ r: f(0), g: f(8), b: f(4) });
}

export function brandAccent(brand: string): string {
  return brandColours[brand] ?? hslHex(hashString(brand) % 360, 0.62, 0.45);
}

/** Body colour from the colour spec value, else a neutral picked from the seed text. */
export function bodyColour(colour: string | null, fallbackSeed: string): string {
  if (colour && bodyColours[colour]) return bodyColours[colour];
  const neutrals = ['#272a31', '#3a3f48', '#c9cdd3', '#f3f3f1'];
  return neutrals[hashString(fallbackSeed) % neutrals.length] ?? '#272a31';
}

export function makePalette(body: string, accent: string, variant: number): Palette {
  const dark = luminance(body) < 0.5;
  const screenHue = (hashString(accent) + variant * 47) % 360;
  return {
    body,
    bodyDark: mix(body, '#000000', dark ? 0.35 : 0.22),
    bodyLight: mix(body, '#ffffff', dark ? 0.18 : 0.5),
    detail: dark ? '#4a4f58' : '#2b2f36',
    ink: dark ? '#f5f6f8' : '#1f2228',
    accent,
    accentDark: mix(accent, '#000000', 0.3),
    accentLight: mix(accent, '#ffffff', 0.55),
    bg1: mix(accent, '#ffffff', 0.86),
    bg2: mix(accent, '#ffffff', 0.95),
    screenA: mix(accent, '#101425', 0.15),
    screenB: hslHex(screenHue, 0.7, 0.6),
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

const n = (value: number) => String(Math.round(value * 10) / 10);

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;

/** Brand text, shrunk so that long names fit `maxWidth`. */
export function wordmark(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  maxWidth = Number.POSITIVE_INFINITY,
  extra = '',
  anchor: 'start' | 'middle' = 'middle',
): string {
  const fitted = Math.min(size, maxWidth / Math.max(1, text.length * 0.62));
  return `<text x="${n(x)}" y="${n(y)}" font-family="sans-serif" font-weight="700" font-size="${n(fitted)}" fill="${fill}" text-anchor="${anchor}"${extra ? ` ${extra}` : ''}>${escapeXml(text)}</text>`;
}

/** Plain text (not bold), left-aligned by default. */
export function caption(text: string, x: number, y: number, size: number, fill: string, extra = ''): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="sans-serif" font-size="${n(size)}" fill="${fill}"${extra ? ` ${extra}` : ''}>${escapeXml(text)}</text>`;
}

export const group = (transform: string, content: string) => `<g transform="${transform}">${content}</g>`;

/** A phone or tablet screen: wallpaper, clock and a row of app icons. */
export function screenContent(x: number, y: number, w: number, h: number, rx: number, p: Palette): string {
  const icon = Math.min(w, h) * 0.13;
  const gap = (w - icon * 4) / 5;
  const icons = [0, 1, 2, 3]
    .map((i) => rect(x + gap + i * (icon + gap), y + h * 0.78, icon, icon, icon * 0.28, i % 2 === 0 ? '#ffffff' : p.accentLight, 'opacity="0.85"'))
    .join('');
  return [
    rect(x, y, w, h, rx, 'url(#scr)'),
    circle(x + w * 0.78, y + h * 0.36, w * 0.42, '#ffffff', 'opacity="0.12"'),
    circle(x + w * 0.15, y + h * 0.62, w * 0.3, '#ffffff', 'opacity="0.1"'),
    rect(x + w * 0.3, y + h * 0.14, w * 0.4, h * 0.06, h * 0.02, '#ffffff', 'opacity="0.9"'),
    rect(x + w * 0.36, y + h * 0.23, w * 0.28, h * 0.025, h * 0.01, '#ffffff', 'opacity="0.6"'),
    icons,
  ].join('');
}

/**
 * One device family. Drawings live in an 800x800 box, centred near (400, 390) and standing
 * on a floor at y = 640; `back` is a second angle (rear, side or a pair) when it says more
 * than a tilted front.
 */
export interface DeviceArt {
  front(p: Palette, brand: string): string;
  back?(p: Palette, brand: string): string;
}

/** An app window on a computer or TV screen: wallpaper, two windows and a task bar. */
export function desktopContent(x: number, y: number, w: number, h: number, p: Palette): string {
  return [
    rect(x, y, w, h, 4, 'url(#scr)'),
    circle(x + w * 0.82, y + h * 0.25, h * 0.35, '#ffffff', 'opacity="0.12"'),
    rect(x + w * 0.08, y + h * 0.12, w * 0.5, h * 0.56, 6, '#ffffff', 'opacity="0.93"'),
    rect(x + w * 0.08, y + h * 0.12, w * 0.5, h * 0.08, 6, p.accent),
    rect(x + w * 0.12, y + h * 0.28, w * 0.3, h * 0.04, 2, '#c9ced6'),
    rect(x + w * 0.12, y + h * 0.36, w * 0.4, h * 0.04, 2, '#dfe3e8'),
    rect(x + w * 0.12, y + h * 0.44, w * 0.22, h * 0.16, 4, p.accentLight),
    rect(x + w * 0.5, y + h * 0.34, w * 0.4, h * 0.46, 6, '#ffffff', 'opacity="0.85"'),
    rect(x + w * 0.54, y + h * 0.42, w * 0.32, h * 0.22, 4, p.screenB, 'opacity="0.7"'),
    rect(x, y + h * 0.91, w, h * 0.09, 0, '#000000', 'opacity="0.35"'),
  ].join('');
}
