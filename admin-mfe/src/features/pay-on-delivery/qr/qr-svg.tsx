import { useMemo } from 'react';
import { encodeQr } from './qr-encode';

const QUIET_ZONE = 4;

/** The dark modules as one SVG path of unit squares, offset by the quiet zone. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) parts.push(`M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`);
    }),
  );
  return parts.join('');
}

/** A QR code of `text` drawn as an SVG (black on white, 4-module quiet zone), scaled by its container. */
export function QrSvg({ text, label, className }: { text: string; label: string; className?: string }) {
  const qr = useMemo(() => encodeQr(text), [text]);
  const side = qr.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
      data-qr-version={qr.version}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(qr.modules)} fill="#000" />
    </svg>
  );
}
