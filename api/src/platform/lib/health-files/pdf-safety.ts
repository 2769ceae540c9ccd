import { createRequire } from 'node:module';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import { structureDisagreement } from './pdf-structure';

/**
 * Names that make a viewer run code, act on its own (on opening, on a page, on a field), launch a
 * program, carry another file, post a form elsewhere or open an address. Whether they appear as a
 * dictionary key (/OpenAction, /AA, /JS) or as a value (/S /URI, /Subtype /FileAttachment), a
 * prescription to look at has none of them.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'GoToE',
  'GoToR',
  'URI',
  'Rendition',
  'Movie',
  'Sound',
]);

/** A decoded stream (an object stream, say) may grow to at most this: a Flate bomb is refused, not inflated. */
const MAX_DECODED_STREAM_BYTES = 64 * 1024 * 1024;
/** Direct objects nest at most this deep (arrays in dictionaries in arrays…) before the file is refused. */
const MAX_DEPTH = 64;

class UnsafePdf extends Error {}

/**
 * pdf-lib's stream decoders (Flate, LZW, hex, ASCII85, run-length; chained filters too) grow one
 * buffer as they go; capping that growth keeps a compressed bomb from filling the server's memory.
 */
function capDecodedStreams() {
  const require = createRequire(import.meta.url);
  const DecodeStream = (require('pdf-lib/cjs/core/streams/DecodeStream.js') as { default: { prototype: Record<string, unknown> } }).default;
  const proto = DecodeStream.prototype as { ensureBuffer: (requested: number) => Uint8Array; __capped?: boolean };
  if (proto.__capped) return;
  const ensureBuffer = proto.ensureBuffer;
  proto.ensureBuffer = function capped(this: unknown, requested: number) {
    if (requested > MAX_DECODED_STREAM_BYTES) throw new UnsafePdf('a stream that decodes to more than 64 MB');
    return ensureBuffer.call(this, requested);
  };
  proto.__capped = true;
}
capDecodedStreams();

const nameOf = (name: PDFName) => name.decodeText().replace(/^\//, '');

/** The first active name in a direct object (dictionaries, arrays, stream dictionaries), or null. */
function activeIn(value: PDFObject, depth = 0): string | null {
  if (depth > MAX_DEPTH) throw new UnsafePdf('objects nested too deep');
  if (value instanceof PDFName) return ACTIVE_NAMES.has(nameOf(value)) ? nameOf(value) : null;
  if (value instanceof PDFStream) return activeIn(value.dict, depth + 1);
  if (value instanceof PDFArray) {
    for (const item of value.asArray()) {
      const found = activeIn(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value instanceof PDFDict) {
    for (const [key, item] of value.entries()) {
      if (ACTIVE_NAMES.has(nameOf(key))) return nameOf(key);
      const found = activeIn(item, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

export type PdfVerdict =
  | { ok: true; pages: number }
  | { ok: false; reason: 'unreadable' | 'encrypted' | 'active' | 'ambiguous'; detail: string };

/**
 * Reads the PDF with a PDF parser (pdf-lib): object streams decoded whatever their filters
 * (chained Flate, hex, ASCII85…), `#xx` name escapes resolved. pdf-lib reads every object in the
 * file and keeps the last definition of each, while a viewer follows the cross-reference table, so
 * the file must first define each object once, with every header where pdf-lib read it and the
 * cross-reference entries pointing at them (pdf-structure.ts); otherwise it is refused as
 * ambiguous. Then every object in the file is searched for active content. A file the parser
 * cannot read, an encrypted one (its objects cannot be inspected), or one without a page is
 * refused as well.
 */
export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false, parseSpeed: 200 });
  } catch (err) {
    if ((err as Error).name === 'EncryptedPDFError') return { ok: false, reason: 'encrypted', detail: 'encryption' };
    return { ok: false, reason: 'unreadable', detail: err instanceof UnsafePdf ? err.message : 'a structure that cannot be read' };
  }
  try {
    const { context } = document;
    // Objects defined twice, or a cross-reference table pointing elsewhere: a viewer may run what
    // this parser did not keep (pdf-structure.ts).
    const disagreement = structureDisagreement(bytes, context);
    if (disagreement) return { ok: false, reason: 'ambiguous', detail: disagreement };
    for (const value of Object.values(context.trailerInfo)) {
      const found = value ? activeIn(value as PDFObject) : null;
      if (found) return { ok: false, reason: 'active', detail: found };
    }
    for (const [, object] of context.enumerateIndirectObjects()) {
      const found = activeIn(object);
      if (found) return { ok: false, reason: 'active', detail: found };
    }
    const pages = document.getPageCount();
    if (pages < 1) return { ok: false, reason: 'unreadable', detail: 'no page' };
    return { ok: true, pages };
  } catch (err) {
    return { ok: false, reason: 'unreadable', detail: err instanceof UnsafePdf ? err.message : 'a structure that cannot be read' };
  }
}
