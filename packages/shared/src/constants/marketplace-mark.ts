const LIGHT_TEXT = '#FFFFFF';
const DARK_TEXT = '#1A1A1A';
const SIZE = 64;

/** WCAG 2 relative luminance of a `#RRGGBB` colour. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black, whichever stands out more against the background. */
export function readableTextColor(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/**
 * Draws the project's own mark for a marketplace: its initials on a rounded square of its
 * brand colour. Never a copy of the marketplace's trademark.
 */
export function drawMarketplaceMark(source: {
  readonly name: string;
  readonly color: string;
  readonly initials: string;
}): { textColor: string; logoSvg: string } {
  const textColor = readableTextColor(source.color);
  const name = escapeXml(source.name);
  const fontSize = source.initials.length > 1 ? 26 : 34;
  const logoSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" ` +
    `viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<rect width="${SIZE}" height="${SIZE}" rx="14" fill="${source.color}"/>` +
    `<text x="${SIZE / 2}" y="${SIZE / 2}" dy="0.35em" text-anchor="middle" ` +
    `font-family="Arial, 'DejaVu Sans', sans-serif" font-size="${fontSize}" font-weight="700" ` +
    `fill="${textColor}">${escapeXml(source.initials)}</text></svg>`;
  return { textColor, logoSvg };
}
