// How MDX elements render on this site. The guides import this module themselves (MDX's
// providerImportSource, vite.config.ts), so its components ship with the guides' chunks and stay out
// of the runtime every page loads (the reference pages' budget).
import type { ComponentProps } from 'react';
import { Note, Warning } from './Callout.js';
import { CodeBlock } from './CodeBlock.js';
import { CodeTabs } from './CodeTabs.js';
import { H2, H3 } from './Heading.js';
import { SiteLink } from './SiteLink.js';
import { BASE_PATH } from '../navigation/site.js';

/** Internal links in MDX (written as /js-monorepo/...) navigate in place; others stay plain links. */
function MdxLink({ href = '', ...rest }: ComponentProps<'a'>) {
  if (href.startsWith(BASE_PATH)) return <SiteLink to={href.slice(BASE_PATH.length)} {...rest} />;
  return <a href={href} {...rest} />;
}

/** A Markdown table, scrolling sideways on its own when wider than the page (focusable, for keyboards). */
function MdxTable(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}

/** A task list's box (`- [ ]`): its item's text says what to do; the box says whether it is done. */
function MdxInput(props: ComponentProps<'input'>) {
  return props.type === 'checkbox' ? <input aria-label="Done" {...props} /> : <input {...props} />;
}

/** How MDX elements render on this site. */
export const mdxComponents = { h2: H2, h3: H3, pre: CodeBlock, a: MdxLink, table: MdxTable, input: MdxInput, CodeTabs, Note, Warning };

/** What every compiled guide asks for its components (MDX's provider interface). */
export function useMDXComponents(): typeof mdxComponents {
  return mdxComponents;
}
