import { Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/** Placeholders a message fills with elements: each `{name}` stands for itself between marks. */
export function marks(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));
}

/** A message read with `marks(...)`, its marked parts drawn as elements (a link, a `<code>`). */
export function withParts(text: string, part: (name: string) => ReactNode): ReactNode {
  return text.split(MARK).map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? part(piece) : piece}</Fragment>);
}
