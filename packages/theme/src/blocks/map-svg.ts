/**
 * The map block's picture: an illustration drawn here, not map tiles. It loads nothing from outside
 * (visitors' privacy; the storefront's CSP), so it cannot show the real streets; it shows a street
 * grid seeded by the address (each address its own picture, the same on every render), denser as the
 * zoom goes down, with a pin in the middle. Decorative: the address is the block's text.
 */
const PALETTES = {
  light: {
    ground: '#efe9df',
    block: '#e4dccd',
    park: '#cfdcc2',
    water: '#bcd3dc',
    road: '#ffffff',
    major: '#f6d9a8',
    pin: '#2c4a3f',
  },
  dark: {
    ground: '#23272b',
    block: '#2c3136',
    park: '#2d3a30',
    water: '#1f3440',
    road: '#3b4249',
    major: '#5a5140',
    pin: '#e8b04a',
  },
} as const;

export type MapStyle = keyof typeof PALETTES;

const WIDTH = 800;
const HEIGHT = 400;

/** A small deterministic generator (mulberry32) seeded from the address. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ (char.codePointAt(0) ?? 0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

export function mapIllustration(address: string, zoom: number, style: MapStyle): string {
  const colours = PALETTES[style];
  const next = random(address.trim().toLowerCase());
  const spacing = round(30 + Math.max(1, Math.min(20, zoom)) * 6);
  const angle = round(next() * 30 - 15);
  const offset = round(next() * spacing);
  const lines: string[] = [];
  // Streets run past the edges so the rotation never shows a corner.
  for (let x = -WIDTH + offset; x < WIDTH * 2; x += spacing) {
    const major = next() < 0.15;
    lines.push(
      `<line x1="${round(x)}" y1="-400" x2="${round(x)}" y2="800" stroke="${major ? colours.major : colours.road}" stroke-width="${major ? round(spacing / 5) : round(spacing / 9)}"/>`,
    );
  }
  for (let y = -HEIGHT + offset; y < HEIGHT * 2; y += spacing * 0.8) {
    const major = next() < 0.15;
    lines.push(
      `<line x1="-800" y1="${round(y)}" x2="1600" y2="${round(y)}" stroke="${major ? colours.major : colours.road}" stroke-width="${major ? round(spacing / 5) : round(spacing / 9)}"/>`,
    );
  }
  const parkX = round(80 + next() * 500);
  const parkY = round(30 + next() * 220);
  const waterY = round(280 + next() * 80);
  return [
    `<svg class="map-block__svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colours.block}"/>`,
    `<g transform="rotate(${angle} 400 200)">`,
    `<rect x="${parkX}" y="${parkY}" width="${round(spacing * 2.2)}" height="${round(spacing * 1.4)}" rx="6" fill="${colours.park}"/>`,
    ...lines,
    '</g>',
    `<path d="M0 ${waterY} C 200 ${waterY - 40}, 420 ${waterY + 50}, 800 ${waterY - 20} L800 400 L0 400 Z" fill="${colours.water}"/>`,
    `<ellipse cx="400" cy="212" rx="14" ry="5" fill="#000" opacity="0.18"/>`,
    `<path d="M400 210 C 386 188, 378 178, 378 164 A 22 22 0 1 1 422 164 C 422 178, 414 188, 400 210 Z" fill="${colours.pin}" stroke="#fff" stroke-width="3"/>`,
    `<circle cx="400" cy="164" r="8" fill="#fff"/>`,
    '</svg>',
  ].join('');
}

/** Where "Open in maps" goes: a search for the address at the provider. Loads nothing until clicked. */
export function mapSearchUrl(provider: string, address: string, zoom: number): string {
  const query = encodeURIComponent(address.trim());
  if (provider === 'google') return `https://www.google.com/maps/search/?api=1&query=${query}`;
  if (provider === 'apple') return `https://maps.apple.com/?q=${query}&z=${Math.round(zoom)}`;
  return `https://www.openstreetmap.org/search?query=${query}`;
}
