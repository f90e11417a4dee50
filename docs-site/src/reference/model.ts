/**
 * The data of a generated reference page (SDK and React provider), made at build time from TypeDoc
 * JSON by packagePages.ts (with ReferenceWriter.ts) and rendered by ReferencePage.tsx. Small on purpose: each page's chunk
 * carries only its own data.
 */

/** Inline content: text, inline code, or a link to a route (relative to the base path, with an optional #anchor). */
export type Inline = string | { code: string } | { text: string; to: string };

/** A paragraph, a code block (TSDoc examples and fenced code), or a list. */
export type Block = { p: Inline[] } | { code: string; lang: string } | { list: Inline[][] };

/** A row of a table of parameters, members or enum values. */
export interface Row {
  name: string;
  /** The id of the row (an anchor other pages link to). */
  id?: string;
  type?: Inline[];
  value?: string;
  optional?: boolean;
  /** A property of the parameter above it (an options object's member, shown indented). */
  member?: boolean;
  doc: Block[];
}

/** One call signature: the declaration as code, its parameters, what it returns and its examples. */
export interface Signature {
  code: Inline[];
  doc: Block[];
  params: Row[];
  returns?: Inline[];
  returnsDoc: Block[];
  examples: Block[];
}

/** A documented declaration (a method, a function, a constant, a property with its own heading). */
export interface Entry {
  name: string;
  id: string;
  label?: string;
  doc: Block[];
  type?: Inline[];
  signatures: Signature[];
  examples: Block[];
}

export interface Section {
  title: string;
  id: string;
  doc?: Block[];
  /** A table: column headings and rows. */
  table?: { columns: string[]; rows: Row[] };
  entries?: Entry[];
  /** Call signatures shown under the section's own heading (a function's page: no second heading repeating its name). */
  signatures?: Signature[];
  /** An index of links (the package pages); each link's route derives from its kind and name (indexLinkRoute). */
  links?: IndexLink[];
}

/** An entry of a package index: a summary for classes, enumerations and functions only. */
export interface IndexLink {
  name: string;
  kind: string;
  summary?: Inline[];
}

/** The folder of each kind's pages; constants share one page, with an anchor each. */
const KIND_FOLDERS: Record<string, string> = { Class: 'classes', Enumeration: 'enumerations', Function: 'functions', Interface: 'interfaces', 'Type alias': 'type-aliases' };

/**
 * The route of an index entry. Derived rather than stored: the index page's chunk, which a reader
 * loads with the page, then carries names and kinds only (90 kB page budget).
 */
export function indexLinkRoute(packageRoute: string, link: IndexLink): string {
  const folder = KIND_FOLDERS[link.kind];
  return folder ? `${packageRoute}/${folder}/${link.name}` : `${packageRoute}/variables#${link.name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

export interface ReferencePageData {
  /** Route path, relative to the base path. */
  path: string;
  title: string;
  description: string;
  /** The page heading (h1). */
  heading: string;
  /** What the page documents: "Class", "Enumeration", "Function"… */
  kind: string;
  /** The package (with the route of its index page). */
  package: { name: string; to: string };
  doc: Block[];
  sections: Section[];
}

/**
 * "On this page": each section, and under it each member, with its own heading (methods,
 * constants) or as a row of its table (properties, enumeration values).
 */
/** The id of a section signature's Parameters, Returns or Example heading (an h3 under the section). */
export function signaturePartId(idPrefix: string, part: 'parameters' | 'returns' | 'example' | string): string {
  return `${idPrefix}-${part}`;
}

/** The parts of a section's signatures that get an h3 (and a line in "On this page"). */
function signatureParts(section: ReferencePageData['sections'][number]): { id: string; text: string; level: number }[] {
  return (section.signatures ?? []).flatMap((sig, i) => {
    const prefix = i === 0 ? section.id : `${section.id}-${i + 1}`;
    const parts: [string, string, boolean][] = [
      ['parameters', 'Parameters', sig.params.length > 0],
      ['returns', 'Returns', !!sig.returns],
      ['example', 'Example', sig.examples.length > 0],
    ];
    return parts.filter(([, , shown]) => shown).map(([part, text]) => ({ id: signaturePartId(prefix, part), text, level: 3 }));
  });
}

export function referenceToc(page: Pick<ReferencePageData, 'sections'>): { id: string; text: string; level: number }[] {
  return page.sections.flatMap((section) => [
    { id: section.id, text: section.title, level: 2 },
    ...signatureParts(section),
    ...(section.entries ?? []).filter(() => page.sections.length > 1 || section.entries!.length > 1).map((e) => ({ id: e.id, text: e.name, level: 3 })),
    ...(section.table?.rows ?? []).flatMap((row) => (row.id ? [{ id: row.id, text: row.name, level: 3 }] : [])),
  ]);
}
