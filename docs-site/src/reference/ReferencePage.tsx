/**
 * A page of the SDK or React provider reference, rendered from its build-time data (model.ts):
 * tables of parameters, members and enum values, signatures whose types link to their own pages,
 * and TSDoc examples as code blocks.
 */
import { createContext, Fragment, useContext, type ComponentType, type ReactNode } from 'react';
import { SiteLink } from '../theme/SiteLink.js';
import { indexLinkRoute, referenceToc, signaturePartId, type Block, type Entry, type Inline, type ReferencePageData, type Row, type Section, type Signature } from './model.js';
import './reference.css';

/**
 * The component of code blocks (theme/CodeBlock.tsx), given by the page's module only when the page
 * has code: pages without any (the package indexes, most interfaces) do not load it.
 */
const CodeBlockContext = createContext<ComponentType<{ children?: ReactNode }>>(({ children }) => <pre>{children}</pre>);

function Inlines({ items }: { items: Inline[] }) {
  return (
    <>
      {items.map((item, i) =>
        typeof item === 'string' ? (
          <Fragment key={i}>{item}</Fragment>
        ) : 'code' in item ? (
          <code key={i}>{item.code}</code>
        ) : (
          <SiteLink key={i} to={item.to}>
            {item.text}
          </SiteLink>
        ),
      )}
    </>
  );
}

/** A type: code whose named types are links. */
function TypeCode({ items }: { items: Inline[] }) {
  return (
    <code className="ref-type">
      {items.map((item, i) =>
        typeof item === 'string' ? <Fragment key={i}>{item}</Fragment> : 'code' in item ? <Fragment key={i}>{item.code}</Fragment> : <SiteLink key={i} to={item.to}>{item.text}</SiteLink>,
      )}
    </code>
  );
}

function Blocks({ blocks }: { blocks: Block[] }) {
  const CodeBlockView = useContext(CodeBlockContext);
  return (
    <>
      {blocks.map((b, i) =>
        'p' in b ? (
          <p key={i}>
            <Inlines items={b.p} />
          </p>
        ) : 'list' in b ? (
          <ul key={i}>
            {b.list.map((item, j) => (
              <li key={j}>
                <Inlines items={item} />
              </li>
            ))}
          </ul>
        ) : (
          <CodeBlockView key={i}>
            <code className={`language-${b.lang}`}>{b.code}</code>
          </CodeBlockView>
        ),
      )}
    </>
  );
}

function Table({ columns, rows }: { columns: string[]; rows: Row[] }) {
  return (
    <div className="table-scroll">
      <table className="ref-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} id={row.id} className={row.member ? 'ref-member-row' : undefined}>
              <td>
                <code>{row.name}</code>
                {row.optional && <span className="ref-optional"> optional</span>}
              </td>
              {columns.length === 3 && <td>{row.type ? <TypeCode items={row.type} /> : row.value !== undefined ? <code>{row.value}</code> : null}</td>}
              <td>
                {row.type && row.value !== undefined && (
                  <p>
                    Default: <code>{row.value}</code>
                  </p>
                )}
                <Blocks blocks={row.doc} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A signature: its code, then Parameters, Returns and Example headed one level below what holds it
 * (h3 under a section's h2, with ids for the table of contents; h4 under an entry's h3).
 */
function SignatureView({ signature, sub }: { signature: Signature; sub?: { idPrefix: string } }) {
  const Sub = sub ? 'h3' : 'h4';
  const idOf = (part: string) => (sub ? signaturePartId(sub.idPrefix, part) : undefined);
  return (
    <div className="ref-signature">
      <pre className="ref-signature-code">
        <TypeCode items={signature.code} />
      </pre>
      <Blocks blocks={signature.doc} />
      {signature.params.length > 0 && (
        <>
          <Sub id={idOf('parameters')}>Parameters</Sub>
          <Table columns={['Parameter', 'Type', 'Description']} rows={signature.params} />
        </>
      )}
      {signature.returns && (
        <>
          <Sub id={idOf('returns')}>Returns</Sub>
          <p>
            <TypeCode items={signature.returns} />
          </p>
          <Blocks blocks={signature.returnsDoc} />
        </>
      )}
      {signature.examples.length > 0 && (
        <>
          <Sub id={idOf('example')}>Example</Sub>
          <Blocks blocks={signature.examples} />
        </>
      )}
    </div>
  );
}

function EntryView({ entry }: { entry: Entry }) {
  return (
    <div className="ref-entry">
      <h3 id={entry.id}>
        {entry.label && <span className="ref-label">{entry.label} </span>}
        <code>{entry.name}</code>
        <a className="heading-anchor" href={`#${entry.id}`} aria-label={`Link to ${entry.name}`}>
          #
        </a>
      </h3>
      {entry.type && (
        <pre className="ref-signature-code">
          <TypeCode items={entry.type} />
        </pre>
      )}
      <Blocks blocks={entry.doc} />
      {entry.signatures.map((s, i) => (
        <SignatureView key={i} signature={s} />
      ))}
      {entry.signatures.length === 0 && entry.examples.length > 0 && (
        <>
          <h4>Example</h4>
          <Blocks blocks={entry.examples} />
        </>
      )}
    </div>
  );
}

function SectionView({ section, packageRoute }: { section: Section; packageRoute: string }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id}>{section.title}</h2>
      {section.doc && <Blocks blocks={section.doc} />}
      {section.table && <Table columns={section.table.columns} rows={section.table.rows} />}
      {section.signatures?.map((s, i) => <SignatureView key={i} signature={s} sub={{ idPrefix: i === 0 ? section.id : `${section.id}-${i + 1}` }} />)}
      {section.entries?.map((e) => <EntryView key={e.id} entry={e} />)}
      {section.links && (
        <ul className="ref-links">
          {section.links.map((l) => (
            <li key={l.name}>
              <SiteLink to={indexLinkRoute(packageRoute, l)}>
                <code>{l.name}</code>
              </SiteLink>{' '}
              <span className="ref-kind">{l.kind}</span>
              {l.summary && l.summary.length > 0 && (
                <>
                  {' '}
                  — <Inlines items={l.summary} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A page's data as its chunk carries it (its route's title and description come from routeMeta.ts). */
export type ShownPage = Omit<ReferencePageData, 'path' | 'title' | 'description'>;

/** "On this page" at the top of the page, for screens too narrow for the side column (which hides it). */
function InlineToc({ page }: { page: ShownPage }) {
  const entries = referenceToc(page);
  if (entries.length < 2) return null;
  return (
    <details className="ref-inline-toc">
      <summary>On this page</summary>
      <nav aria-label="On this page">
        <ul>
          {entries.map((e) => (
            <li key={e.id} className={`toc-level-${e.level}`}>
              <a href={`#${e.id}`}>{e.text}</a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

export function ReferencePage({ page, codeBlock }: { page: ShownPage; codeBlock?: ComponentType<{ children?: ReactNode }> }) {
  const content = (
    <div className="reference" data-kind={page.kind}>
      {page.kind !== 'Package' && (
        <p className="ref-breadcrumb">
          <SiteLink to={page.package.to}>{page.package.name}</SiteLink> / {page.kind}
        </p>
      )}
      <h1>{page.heading}</h1>
      <InlineToc page={page} />
      <Blocks blocks={page.doc} />
      {page.sections.map((s) => (
        <SectionView key={s.id} section={s} packageRoute={page.package.to} />
      ))}
    </div>
  );
  return codeBlock ? <CodeBlockContext.Provider value={codeBlock}>{content}</CodeBlockContext.Provider> : content;
}
