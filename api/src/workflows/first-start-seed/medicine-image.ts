/** A simple labelled picture of a product pack, drawn as SVG (no network, no stock photos). */

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if ((line + ' ' + word).trim().length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, maxChars - 1)}…`;
    return kept;
  }
  return lines;
}

/** An 800x800 SVG: coloured background, a white pack with the product name, and the category. */
export function packSvg(options: { title: string; subtitle: string; color: string }): string {
  const lines = wrap(options.title, 18, 4);
  const lineHeight = 64;
  const firstY = 400 - ((lines.length - 1) * lineHeight) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="${options.color}"/>
  <circle cx="690" cy="110" r="160" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="90" cy="720" r="200" fill="#ffffff" fill-opacity="0.08"/>
  <rect x="110" y="150" width="580" height="500" rx="36" fill="#ffffff"/>
  <rect x="110" y="150" width="580" height="70" rx="36" fill="${options.color}" fill-opacity="0.85"/>
  <rect x="110" y="190" width="580" height="30" fill="${options.color}" fill-opacity="0.85"/>
  <text x="400" y="200" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">e-pharmacy</text>
  ${lines
    .map(
      (line, i) =>
        `<text x="400" y="${firstY + i * lineHeight}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="52" font-weight="bold" fill="#1f2933" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  <rect x="110" y="590" width="580" height="60" fill="${options.color}" fill-opacity="0.15"/>
  <text x="400" y="630" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28" fill="#1f2933" text-anchor="middle">${escapeXml(options.subtitle)}</text>
</svg>`;
}
