// A PDF read two ways gives two documents. pdf-lib (pdf-safety.ts) reads every object in the file
// from the first byte to the last and keeps the last definition of each object number, ignoring
// the cross-reference table; a viewer starts from the cross-reference table and runs the object it
// points at. A file that defines its catalogue twice, an auto-run script in the definition the
// table points at and a clean one after it, showed pdf-lib the clean one.
//
// The choice: judge a PDF only when both readings must agree, and refuse it otherwise, rather than
// imitate one viewer's reading (viewers differ among themselves, and repair broken files each in
// its own way). A PDF passes when
//   - every object number is defined once: in the raw bytes (every `N G obj` header, in the
//     original file and in every incremental update) and among the objects pdf-lib read (plain or
//     inside object streams);
//   - every header in the raw bytes is one pdf-lib read (no object hidden where pdf-lib does not
//     look, such as inside another object's stream, for a cross-reference table to point at);
//   - every cross-reference entry in use (tables and cross-reference streams) points at the header
//     of the object it names.
// With one definition of each object, and pdf-lib having read them all and searched them all for
// active content, there is nothing a viewer can find by another route that was not searched. An
// edited PDF saved as an incremental update redefines objects and is refused too: printing it to a
// new PDF (or a photo) is the way through, as the refusal says.
import { createRequire } from 'node:module';
import type { PDFContext, PDFRef } from 'pdf-lib';

type XrefEntry = { ref: PDFRef; offset: number; deleted: boolean; inObjectStream: boolean };

/** What pdf-lib did while parsing one document (its context): the headers it read and the objects it kept. */
type Trace = { headerEnds: Set<number>; assigned: Map<string, number>; streamEntries: XrefEntry[] };

const traces = new WeakMap<object, Trace>();
const traceOf = (context: object): Trace => {
  let trace = traces.get(context);
  if (!trace) {
    trace = { headerEnds: new Set(), assigned: new Map(), streamEntries: [] };
    traces.set(context, trace);
  }
  return trace;
};

type Parser = { context: object; bytes: { offset(): number } };

/**
 * Lets pdf-lib tell what it read: each object header (where it ends), each object it keeps (by
 * number and generation, counted) and each cross-reference stream's entries.
 */
function traceParsing() {
  const require = createRequire(import.meta.url);
  const load = (name: string) =>
    (require(`pdf-lib/cjs/core/${name}.js`) as { default: { prototype: Record<string, unknown> } }).default.prototype;
  const parser = load('parser/PDFParser') as { parseIndirectObjectHeader: (this: Parser) => PDFRef; __traced?: boolean };
  if (parser.__traced) return;
  const parseHeader = parser.parseIndirectObjectHeader;
  parser.parseIndirectObjectHeader = function traced(this: Parser) {
    const ref = parseHeader.call(this);
    traceOf(this.context).headerEnds.add(this.bytes.offset());
    return ref;
  };
  const context = load('PDFContext') as { assign: (this: object, ref: PDFRef, object: unknown) => void };
  const assign = context.assign;
  context.assign = function traced(this: object, ref: PDFRef, object: unknown) {
    const { assigned } = traceOf(this);
    assigned.set(ref.tag, (assigned.get(ref.tag) ?? 0) + 1);
    assign.call(this, ref, object);
  };
  const xrefStream = load('parser/PDFXRefStreamParser') as { parseIntoContext: (this: { context: object }) => XrefEntry[] };
  const parseEntries = xrefStream.parseIntoContext;
  xrefStream.parseIntoContext = function traced(this: { context: object }) {
    const entries = parseEntries.call(this);
    traceOf(this.context).streamEntries.push(...entries);
    return entries;
  };
  parser.__traced = true;
}
traceParsing();

/** PDF white-space, and comments, which a viewer's lexer skips between tokens. */
const GAP = String.raw`(?:[\x00\t\n\f\r ]|%[^\r\n]*[\r\n])+`;
const HEADER = new RegExp(String.raw`(?<![0-9])(\d{1,10})${GAP}(\d{1,5})${GAP}obj(?![A-Za-z0-9])`, 'g');
const XREF = /(?<![A-Za-z0-9])xref(?=[\x00\t\n\f\r ])/g;

type Header = { number: number; generation: number; start: number; end: number };

/** Every `N G obj` header in the raw bytes, wherever it is (a viewer following an offset finds it there). */
function rawHeaders(text: string): Header[] {
  return [...text.matchAll(HEADER)].map((m) => ({
    number: Number(m[1]),
    generation: Number(m[2]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * The in-use entries of every classic cross-reference table in the file (incremental updates
 * included). A table that stops in the middle of a subsection gives an entry that matches nothing.
 */
function tableEntries(text: string): { number: number; generation: number; offset: number }[] {
  const entries: { number: number; generation: number; offset: number }[] = [];
  const subsection = /[\x00\t\n\f\r ]*(\d{1,10})[ \t]+(\d{1,10})(?=[\x00\t\n\f\r ])/y;
  const entry = /[\x00\t\n\f\r ]*(\d{10})[ \t](\d{5})[ \t]([nf])/y;
  for (const found of text.matchAll(XREF)) {
    subsection.lastIndex = found.index + 4;
    for (let head = subsection.exec(text); head; head = subsection.exec(text)) {
      const [first, count] = [Number(head[1]), Number(head[2])];
      entry.lastIndex = subsection.lastIndex;
      for (let i = 0; i < count; i++) {
        const line = entry.exec(text);
        if (!line) return [...entries, { number: -1, generation: 0, offset: -1 }];
        if (line[3] === 'n') entries.push({ number: first + i, generation: Number(line[2]), offset: Number(line[1]) });
      }
      subsection.lastIndex = entry.lastIndex;
    }
  }
  return entries;
}

/**
 * Null when the raw bytes and what pdf-lib read (its `context`, after PDFDocument.load) describe
 * the same objects, one definition each, and the cross-reference entries point at them; otherwise
 * what disagrees. See the comment at the top of this file for why.
 */
export function structureDisagreement(bytes: Buffer, context: PDFContext): string | null {
  const text = bytes.toString('latin1');
  const trace = traceOf(context);
  const headers = rawHeaders(text);
  const seen = new Set<number>();
  for (const header of headers) {
    if (seen.has(header.number)) return `object ${header.number} defined more than once`;
    seen.add(header.number);
    if (!trace.headerEnds.has(header.end)) return `object ${header.number} where the parser does not read`;
  }
  for (const [tag, times] of trace.assigned) if (times > 1) return `object ${tag} defined more than once`;
  const numbers = new Set<number>();
  for (const tag of trace.assigned.keys()) {
    const number = Number(tag.split(' ')[0]);
    if (numbers.has(number)) return `object ${number} defined more than once`;
    numbers.add(number);
  }
  const byStart = new Map(headers.map((h) => [h.start, h]));
  const pointsAt = (offset: number, number: number, generation: number) => {
    let at = offset;
    while (at < text.length && /[\x00\t\n\f\r ]/.test(text[at])) at++;
    const header = byStart.get(at);
    return header !== undefined && header.number === number && header.generation === generation;
  };
  for (const e of tableEntries(text)) {
    if (!pointsAt(e.offset, e.number, e.generation)) return 'a cross-reference table that disagrees with the objects';
  }
  for (const e of trace.streamEntries) {
    if (e.deleted || e.inObjectStream) continue;
    if (!pointsAt(e.offset, e.ref.objectNumber, e.ref.generationNumber)) return 'a cross-reference stream that disagrees with the objects';
  }
  return null;
}
