// Compiles ICU messages (src/i18n/<locale>.json) to small JavaScript at build time, so no
// message-format library ships to the browser. A message without arguments becomes its text; any
// other becomes `function(a,f){...}`: `a` the values, `f` the kernel's helpers for one locale
// (shared-kernel/src/i18n/format.ts: Intl.PluralRules, Intl.NumberFormat, the house formats
// `naira` and `dmy`). Formats and skeletons are resolved here to Intl options, as intl-messageformat
// resolves them, and the result is checked against intl-messageformat for every catalogue
// (shared-kernel/src/i18n/__tests__/compiled-catalogues.test.ts).
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser');

/** intl-messageformat's default formats, with the shop's own (`naira`, `dmy`) added. */
const FORMATS = {
  number: {
    integer: { maximumFractionDigits: 0 },
    currency: { style: 'currency' },
    percent: { style: 'percent' },
    naira: { style: 'currency', currency: 'NGN' },
  },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
    dmy: { timeZone: 'Africa/Lagos', day: '2-digit', month: '2-digit', year: 'numeric' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
};

const str = (value) => JSON.stringify(value);

/** A format's Intl options: a named format, a skeleton's parsed options, or none. */
function styleOptions(kind, style) {
  if (style && typeof style === 'object') return style.parsedOptions;
  if (typeof style === 'string') {
    if (!FORMATS[kind][style]) throw new Error(`unknown ${kind} format "${style}"`);
    return FORMATS[kind][style];
  }
  return kind === 'time' ? FORMATS.time.medium : undefined;
}

/** A choice's options (select, plural) as an object literal of texts or functions. */
function options(element, inPlural) {
  const entries = Object.entries(element.options).map(([key, option]) => {
    const body = concat(option.value, inPlural);
    const value = isLiteral(body) ? body : inPlural ? `function(n){return ${body}}` : `function(){return ${body}}`;
    return `${str(key)}:${value}`;
  });
  return `{${entries.join(',')}}`;
}

const isLiteral = (expression) => /^"(?:[^"\\]|\\.)*"$/.test(expression);

/** One element as a JavaScript expression of type string. */
function element(el, inPlural) {
  const arg = () => str(el.value);
  switch (el.type) {
    case TYPE.literal:
      return str(el.value);
    case TYPE.argument:
      return `f.a(a,${arg()})`;
    case TYPE.number: {
      const opts = styleOptions('number', el.style);
      return opts ? `f.n(a,${arg()},${str(opts)})` : `f.n(a,${arg()})`;
    }
    case TYPE.date:
    case TYPE.time: {
      const opts = styleOptions(el.type === TYPE.date ? 'date' : 'time', el.style);
      return opts ? `f.d(a,${arg()},${str(opts)})` : `f.d(a,${arg()})`;
    }
    case TYPE.select:
      return `f.s(a,${arg()},${options(el, false)})`;
    case TYPE.plural:
      return `f.p(a,${arg()},${el.offset || 0},${el.pluralType === 'ordinal' ? 1 : 0},${options(el, true)})`;
    case TYPE.pound:
      // `#` is the plural's number; outside a plural intl-messageformat writes nothing.
      return inPlural ? 'f.h(n)' : '""';
    case TYPE.tag:
      return `f.g(a,${arg()},${concat(el.children, inPlural)})`;
    default:
      throw new Error(`unsupported ICU element type ${el.type}`);
  }
}

/** A list of elements as one string expression; adjacent texts merged. */
function concat(elements, inPlural) {
  const parts = [];
  for (const el of elements) {
    const expression = element(el, inPlural);
    const last = parts[parts.length - 1];
    if (last !== undefined && isLiteral(last) && isLiteral(expression))
      parts[parts.length - 1] = str(JSON.parse(last) + JSON.parse(expression));
    else parts.push(expression);
  }
  if (parts.length === 0) return '""';
  return parts.join('+');
}

/** One ICU message as a JavaScript expression: a string literal, or `function(a,f){...}`. Throws on a bad message. */
function compileMessage(message) {
  const body = concat(parse(message, { captureLocation: false }), false);
  return isLiteral(body) ? body : `function(a,f){return ${body}}`;
}

/** A catalogue (key → ICU message) as the source of an object literal; `where` names the file in errors. */
function compileCatalogue(catalogue, where = 'catalogue') {
  const entries = Object.entries(catalogue).map(([key, message]) => {
    if (typeof message !== 'string') throw new Error(`${where}: "${key}" is not a string`);
    try {
      return `${str(key)}:${compileMessage(message)}`;
    } catch (error) {
      throw new Error(`${where}: "${key}" is not a valid ICU message: ${error.message}`);
    }
  });
  return `{${entries.join(',\n')}}`;
}

module.exports = { compileMessage, compileCatalogue, FORMATS };
