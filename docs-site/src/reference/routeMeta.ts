/**
 * The title and description of a generated reference route, derived from its path
 * (packages/sdk/classes/EmoneyClient), so the navigation data carries only the paths: the site's
 * main chunk stays small however many declarations the packages export.
 */

/** The packages with a reference: route of the index, npm name, index title and description. */
export const REFERENCE_PACKAGES = [
  {
    base: 'packages/sdk',
    name: '@emoney/sdk',
    title: 'SDK reference',
    description: 'The @emoney/sdk reference: the client class, enumerations, functions, interfaces and constants.',
  },
  {
    base: 'packages/sdk-react-provider',
    name: '@emoney/react-provider',
    title: 'React provider reference',
    description: 'The @emoney/react-provider reference: the provider, its hooks and their types.',
  },
] as const;

const KINDS: Record<string, string> = {
  classes: 'class',
  enumerations: 'enumeration',
  functions: 'function',
  interfaces: 'interface',
  'type-aliases': 'type alias',
};

export function referenceRouteMeta(path: string): { title: string; description: string } {
  const pkg = REFERENCE_PACKAGES.find((p) => path === p.base || path.startsWith(`${p.base}/`));
  if (!pkg) throw new Error(`${path} is not a reference route`);
  if (path === pkg.base) return { title: pkg.title, description: pkg.description };
  const [dir = '', name = ''] = path.slice(pkg.base.length + 1).split('/');
  if (dir === 'variables') return { title: `Variables | ${pkg.name}`, description: `The constants ${pkg.name} exports, with their values.` };
  const kind = KINDS[dir] ?? dir;
  return { title: `${name} (${kind}) | ${pkg.name}`, description: `The ${kind} ${name} of ${pkg.name}: its declaration, members, types and examples.` };
}
