/**
 * Every nested parameter row of the SDK and React references (`options.clientId`, `body.address`,
 * `order.currency`, …) has a description, counted in the prerendered pages the global setup built.
 * The words come from the contract's property descriptions (spec/) or the packages' TSDoc, never
 * from the docs site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const references = join(dist, 'packages');

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pages(join(dir, e.name)) : e.name === 'index.html' ? [join(dir, e.name)] : []));
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&[a-z]+;|&#\d+;/g, ' ').trim();

/** The nested rows (`ref-member-row`) of a page whose last cell, the description, is empty. */
function undescribedRows(html: string): string[] {
  const rows = html.match(/<tr[^>]*class="ref-member-row"[^>]*>[\s\S]*?<\/tr>/g) ?? [];
  return rows.flatMap((row) => {
    const cells = row.match(/<td>[\s\S]*?<\/td>/g) ?? [];
    return text(cells.at(-1) ?? '') === '' ? [text(cells[0] ?? '')] : [];
  });
}

describe('the references’ nested parameter rows', () => {
  it('all have a description', () => {
    const files = pages(references);
    let rows = 0;
    const missing: string[] = [];
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      rows += (html.match(/class="ref-member-row"/g) ?? []).length;
      for (const name of undescribedRows(html)) missing.push(`${relative(references, file).replace(/\/index\.html$/, '')}: ${name}`);
    }
    // The pages hold nested rows at all (the count would pass on pages that lost their tables).
    expect(rows).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
