// The hosted screens' stylesheet follows the system's light or dark only. The dashboard adds a
// toggle, so its build rewrites that stylesheet's dark block (never a copy of its colours): the
// block applies when the system is dark unless the person chose light, and also when they chose dark.
//
//   @media (prefers-color-scheme: dark) { :root {…} input {…} }
// becomes
//   @media (prefers-color-scheme: dark) { :root:not([data-theme='light']) {…} :root:not([data-theme='light']) input {…} }
//   :root[data-theme='dark'] {…} :root[data-theme='dark'] input {…}

const DARK_MEDIA = '@media (prefers-color-scheme: dark)';

/** Splits a selector list at its top-level commas (not those inside `:not(…)`). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

function scoped(list: string, root: string): string {
  return selectors(list)
    .map((s) => (s.startsWith(':root') ? root + s.slice(':root'.length) : `${root} ${s}`))
    .join(',\n  ');
}

/** The block's rules (`selector { body }`), with the selectors scoped to `root`. */
function scopeRules(block: string, root: string): string {
  return block.replace(/([^{}]+)\{([^{}]*)\}/g, (_m, list: string, body: string) => {
    // Comments stay where they were, outside the selector.
    const comments = list.match(/\/\*[\s\S]*?\*\//g)?.join('\n  ') ?? '';
    const clean = list.replace(/\/\*[\s\S]*?\*\//g, '');
    return `${comments ? `\n  ${comments}` : ''}\n  ${scoped(clean, root)} {${body}}`;
  });
}

/** The stylesheet with every dark block following the toggle as well as the system. */
export function withThemeToggle(css: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const start = css.indexOf(DARK_MEDIA, at);
    if (start < 0) break;
    const open = css.indexOf('{', start);
    let depth = 1;
    let i = open + 1;
    for (; i < css.length && depth > 0; i++) {
      if (css[i] === '{') depth++;
      else if (css[i] === '}') depth--;
    }
    const block = css.slice(open + 1, i - 1);
    if (/@/.test(block)) throw new Error('themeCss: a nested at-rule in a dark block is not supported');
    out += css.slice(at, start);
    out += `${DARK_MEDIA} {${scopeRules(block, ":root:not([data-theme='light'])")}\n}\n`;
    out += `/* The dark theme chosen with the toggle. */${scopeRules(block, ":root[data-theme='dark']")}\n`;
    at = i;
  }
  return out + css.slice(at);
}
