import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from 'shared-kernel';

const MARK = '\u2063';

/**
 * A translated sentence with elements inside it (a link, a bold e-mail address): the message is
 * formatted with a marker for each part, then the markers are replaced by the elements, so every
 * language puts them where its sentence needs them.
 */
export function richText<K extends string>(
  translate: (key: K, values?: MessageValues) => string,
  key: K,
  parts: Record<string, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  return translate(key, marks)
    .split(MARK)
    .map((piece, index) => (index % 2 === 1 && piece in parts ? <Fragment key={index}>{parts[piece]}</Fragment> : piece));
}
