import { Fragment } from 'react';

/** Where a long name may break: after a lowercase letter or digit before a capital (camelCase), and after . / _ ( , or -. */
const BREAK = /(?<=[a-z0-9])(?=[A-Z])|(?<=[./_(,-])(?=\w)/;

/** A name that wraps at its word and camel-case boundaries (a <wbr> at each), never mid-word. */
export function BreakableName({ text }: { text: string }) {
  const parts = text.split(' ').map((word) => word.split(BREAK));
  return (
    <>
      {parts.map((pieces, w) => (
        <Fragment key={w}>
          {w > 0 && ' '}
          {pieces.map((piece, i) => (
            <Fragment key={i}>
              {i > 0 && <wbr />}
              {piece}
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}
