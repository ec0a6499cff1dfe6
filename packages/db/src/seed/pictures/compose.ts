import { artFor } from './art.ts';
import type { PictureKind } from './kinds.ts';
import { bodyColour, brandAccent, caption, circle, ellipse, group, makePalette, type Palette, path, rect, wordmark } from './svg.ts';

/** Body colours for devices whose colour is not a specification (TVs are black, printers white). */
const defaultBodies: Partial<Record<PictureKind, string>> = {
  printer: '#eceef1',
  projector: '#eceef1',
  'security-camera': '#f3f3f1',
  charger: '#f3f3f1',
  'power-station': '#5c626c',
  'solar-panel': '#cfd3d8',
  tv: '#272a31',
  monitor: '#272a31',
  desktop: '#c9cdd3',
  'tv-box': '#272a31',
  soundbar: '#272a31',
  'tower-speaker': '#272a31',
  camera: '#272a31',
  'action-camera': '#272a31',
  lens: '#272a31',
  ink: '#272a31',
  ssd: '#272a31',
  drive: '#272a31',
  'memory-card': '#272a31',
  'gaming-headset': '#272a31',
  console: '#f3f3f1',
  game: '#f3f3f1',
};

export function defs(p: Palette): string {
  return [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>`,
    `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.screenA}"/><stop offset="1" stop-color="${p.screenB}"/></linearGradient>`,
    `<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bodyLight}"/><stop offset="0.45" stop-color="${p.body}"/><stop offset="1" stop-color="${p.bodyDark}"/></linearGradient>`,
    '<radialGradient id="lens" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#7fa2d8"/><stop offset="0.45" stop-color="#23304f"/><stop offset="1" stop-color="#07090f"/></radialGradient>',
    '</defs>',
  ].join('');
}

const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`;

export interface ProductPictureInput {
  kind: PictureKind;
  brand: string;
  /** The product's colour specification value, if it has one. */
  colour: string | null;
  /** Stable text (the slug) from which fallback colours are derived. */
  seed: string;
  /** 0: front; 1: another angle; 2: with its retail box. */
  position: number;
}

/** The retail box behind the device in the third picture. */
function retailBox(p: Palette, brand: string): string {
  return [
    path('M150,170 L190,130 L520,130 L480,170 Z', p.accentLight),
    path('M480,170 L520,130 L520,540 L480,580 Z', p.bodyDark, 'opacity="0.35"'),
    rect(150, 170, 330, 410, 6, '#ffffff'),
    rect(150, 170, 330, 70, 6, p.accent),
    wordmark(brand.toUpperCase(), 315, 218, 34, '#ffffff', 280),
    rect(180, 270, 200, 14, 7, p.accentLight),
    rect(180, 296, 140, 10, 5, '#dfe3e8'),
  ].join('');
}

export function productPictureSvg(input: ProductPictureInput): string {
  const art = artFor(input.kind);
  const body = input.colour ? bodyColour(input.colour, input.seed) : (defaultBodies[input.kind] ?? bodyColour(null, input.seed));
  const p = makePalette(body, brandAccent(input.brand), input.position);
  const view = input.position % 3;
  let scene: string;
  if (view === 0) {
    scene = [circle(560, 250, 250, p.accentLight, 'opacity="0.35"'), ellipse(400, 632, 270, 22, '#000000', 'opacity="0.10"'), art.front(p, input.brand)].join('');
  } else if (view === 1) {
    const angle = art.back
      ? art.back(p, input.brand)
      : // A sheared, slightly smaller front reads as a three-quarter view of a flat device.
        group('translate(400 390) matrix(0.86 0.1 0 1 0 0) scale(0.92) translate(-400 -390)', art.front(p, input.brand));
    scene = [rect(90, 90, 620, 620, 90, '#ffffff', 'opacity="0.45"'), ellipse(400, 636, 250, 20, '#000000', 'opacity="0.10"'), angle].join('');
  } else {
    scene = [
      circle(240, 600, 300, p.accentLight, 'opacity="0.3"'),
      ellipse(400, 640, 300, 22, '#000000', 'opacity="0.10"'),
      retailBox(p, input.brand),
      group('translate(236 222) scale(0.66)', art.front(p, input.brand)),
    ].join('');
  }
  return [
    svgOpen(800, 800),
    defs(p),
    rect(0, 0, 800, 800, 0, 'url(#bg)'),
    scene,
    wordmark(input.brand.toUpperCase(), 400, 742, 30, p.accentDark, 560, 'letter-spacing="3"'),
    '</svg>',
  ].join('');
}

const initialsOf = (firstname: string, lastname: string) => `${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase();

/** A 400x400 avatar: initials on a coloured disc. */
export function profilePictureSvg(firstname: string, lastname: string, colourSeed: string): string {
  const accent = brandAccent(colourSeed);
  return [
    svgOpen(400, 400),
    rect(0, 0, 400, 400, 0, makePalette('#ffffff', accent, 0).bg1),
    circle(200, 200, 180, accent),
    circle(200, 200, 180, 'none', 'stroke="#ffffff" stroke-width="8" opacity="0.5"'),
    wordmark(initialsOf(firstname, lastname), 200, 252, 150, '#ffffff'),
    '</svg>',
  ].join('');
}

export interface BannerInput {
  width: number;
  height: number;
  /** Colour source: a shop or theme name. */
  colourSeed: string;
  title: string | null;
  subtitle: string | null;
  devices: readonly { kind: PictureKind; brand: string; colour: string | null }[];
}

/** A wide banner (shop cover, home slide): soft gradient, text on the left, devices on the right. */
export function bannerSvg(input: BannerInput): string {
  const accent = brandAccent(input.colourSeed);
  const p = makePalette('#272a31', accent, 1);
  const { width, height } = input;
  const scale = (height * 0.9) / 800;
  const slot = 800 * scale * 0.78;
  const devices = input.devices
    .map((device, index) => {
      const body = device.colour ? bodyColour(device.colour, device.brand) : (defaultBodies[device.kind] ?? bodyColour(null, device.brand));
      const dp = makePalette(body, brandAccent(device.brand), index);
      const x = width - slot * (input.devices.length - index) - height * 0.05;
      return group(`translate(${Math.round(x - 80 * scale)} ${Math.round(height * 0.06)}) scale(${scale.toFixed(3)})`, artFor(device.kind).front(dp, device.brand));
    })
    .join('');
  const text = [
    input.title ? wordmark(input.title, 0, height * 0.5, height * 0.16, '#ffffff', width * 0.36, '', 'start') : '',
    input.subtitle ? caption(input.subtitle, 0, height * 0.66, height * 0.075, '#ffffff', 'opacity="0.85"') : '',
  ].join('');
  return [
    svgOpen(width, height),
    defs(p),
    `<defs><linearGradient id="banner" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accentDark}"/><stop offset="1" stop-color="${p.screenB}"/></linearGradient></defs>`,
    rect(0, 0, width, height, 0, 'url(#banner)'),
    circle(width * 0.12, height * 1.1, height * 0.8, '#ffffff', 'opacity="0.08"'),
    circle(width * 0.7, -height * 0.2, height * 0.7, '#ffffff', 'opacity="0.1"'),
    group(`translate(${Math.round(width * 0.06)} 0)`, text),
    devices,
    '</svg>',
  ].join('');
}
