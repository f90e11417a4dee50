declare module '*.mdx' {
  import type { ComponentType } from 'react';
  const MDXContent: ComponentType<{ components?: Record<string, unknown> }>;
  /** The page's h2 and h3 headings (a `TocEntry` list), computed at build time (scripts/remarkTocExport.ts). */
  export const toc: readonly { id: string; text: string; level: 2 | 3 }[];
  export default MDXContent;
}
