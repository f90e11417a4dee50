/**
 * Replaces every local `$ref` of an OpenAPI document with its own deep copy of the target
 * (siblings such as `description` win over the target's), so that no two places share an object.
 *
 * Why: openapi-backend "decycles" schemas before compiling them, replacing any object it meets a
 * second time by a `$ref` to the first. With shared arrays (`enum`, `examples`, `required` reached
 * through two `$ref`s) that produces `enum: {$ref: …}`, which Ajv rejects. A tree without shared
 * objects is also simply easier to reason about.
 */
export function inlineRefs<T>(document: T): T {
  const root = document as unknown;

  function resolvePointer(ref: string): unknown {
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
    return ref
      .slice(2)
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, part) => {
        if (node === null || typeof node !== 'object' || !(part in node)) throw new Error(`Unresolvable $ref ${ref}`);
        return (node as Record<string, unknown>)[part];
      }, root);
  }

  function copy(node: unknown, stack: readonly string[]): unknown {
    if (Array.isArray(node)) return node.map((item) => copy(item, stack));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...siblings } = node as Record<string, unknown>;
    const own = Object.fromEntries(Object.entries(siblings).map(([k, v]) => [k, copy(v, stack)]));
    if (typeof $ref !== 'string') return own;
    if (stack.includes($ref)) throw new Error(`Recursive $ref ${$ref} cannot be inlined`);
    const target = copy(resolvePointer($ref), [...stack, $ref]);
    return target !== null && typeof target === 'object' && !Array.isArray(target) ? { ...target, ...own } : target;
  }

  return copy(root, []) as T;
}
