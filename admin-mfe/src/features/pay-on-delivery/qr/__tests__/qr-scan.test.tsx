import { render } from '@testing-library/react';
import jsQR from 'jsqr';
import { MAX_QR_BYTES } from '../qr-encode';
import { QrSvg } from '../qr-svg';

// The QR the rider shows is proved by a decoder that shares nothing with the encoder (jsQR, the
// library phone scanners in browsers use): the drawn SVG is turned into pixels, as a camera would
// see the screen, and read back to the exact link.

const PIXELS_PER_MODULE = 4;

/** The SVG QrSvg draws, as RGBA pixels: white, then each `M{x} {y}h1v1h-1z` square of the path black. */
function svgToPixels(svg: SVGSVGElement): { data: Uint8ClampedArray; width: number; height: number } {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const width = side * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const path = svg.querySelector('path')!.getAttribute('d')!;
  const squares = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)];
  expect(squares.map((m) => m[0]).join('')).toBe(path); // nothing in the path but unit squares
  for (const [, x, y] of squares) {
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy++) {
      for (let dx = 0; dx < PIXELS_PER_MODULE; dx++) {
        const at = ((Number(y) * PIXELS_PER_MODULE + dy) * width + Number(x) * PIXELS_PER_MODULE + dx) * 4;
        data.fill(0, at, at + 3);
      }
    }
  }
  return { data, width, height: width };
}

function scan(text: string) {
  const { container, unmount } = render(<QrSvg text={text} label="QR code of the payment link" />);
  const svg = container.querySelector('svg')!;
  const version = Number(svg.getAttribute('data-qr-version'));
  const { data, width, height } = svgToPixels(svg);
  unmount();
  const found = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
  return { version, text: found?.data ?? null, found };
}

// Links as riders' pages carry them: the payment sandbox's (what a journey texts), Paystack's own
// checkout page, and a long one (a Paystack payment page with its reference and return address).
const LINKS = [
  'https://checkout.paystack.com/pod-abc',
  'http://127.0.0.1:4010/checkout/ac_5f0d2c9e8b7a4e61b3c2',
  'https://checkout.paystack.com/0peioxfhpn7aq1u?reference=EPH-000123-pod-1',
  'https://paystack.com/pay/e-pharmacy-rider?reference=EPH-004217-pod-3&amount=750000&email=aisha.bello%40example.ng&callback_url=https%3A%2F%2Fepharmacy.ng%2Faccount%2Forders%2F4217',
];

describe('the rider’s payment QR, read by an independent decoder', () => {
  it.each(LINKS)('decodes back to the exact link: %s', (link) => {
    const read = scan(link);
    expect(read.text).toBe(link);
    expect(read.found!.version).toBe(read.version);
  });

  it('reads links of every length the encoder takes, across its versions', () => {
    const base = 'https://checkout.paystack.com/';
    const versions = new Set<number>();
    for (const length of [20, 40, 62, 90, 120, 150, 180, MAX_QR_BYTES]) {
      const link = (base + 'x7k2p9q4m1'.repeat(30)).slice(0, length);
      const read = scan(link);
      expect(read.text).toBe(link);
      versions.add(read.version);
    }
    expect(versions.size).toBeGreaterThanOrEqual(6);
    expect(Math.max(...versions)).toBe(10);
  });
});
