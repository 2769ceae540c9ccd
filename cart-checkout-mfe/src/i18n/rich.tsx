import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from 'shared-kernel';

const MARK = '\u2063';

/**
 * A translated sentence with elements inside it (a bold order number, an amount): the message is
 * formatted with a marker for each part, then the markers are replaced by the elements, so every
 * language puts them where its sentence needs them.
 */
export function richText(
  translate: (key: never, values?: MessageValues) => string,
  key: string,
  values: MessageValues,
  parts: Record<string, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const text = (translate as (key: string, values?: MessageValues) => string)(key, { ...values, ...marks });
  return text
    .split(MARK)
    .map((piece, index) => (index % 2 === 1 && piece in parts ? <Fragment key={index}>{parts[piece]}</Fragment> : piece));
}
