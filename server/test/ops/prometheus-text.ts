/** One sample of a Prometheus text exposition: `name{label="value",…} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** `# TYPE` of each metric family. */
  types: Map<string, string>;
  help: Map<string, string>;
  samples: Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?\s*/gy;

/**
 * A strict reader of the Prometheus text format (version 0.0.4), enough to check a scrape: every
 * line must be a comment, `# HELP`, `# TYPE`, a sample or blank, else it throws.
 */
export function parsePrometheusText(text: string): Exposition {
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  const samples: Sample[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    if (line.startsWith('# HELP ')) {
      const [, , name, ...rest] = line.split(' ');
      if (!name) throw new Error(`line ${index + 1}: bad HELP: ${line}`);
      help.set(name, rest.join(' '));
      continue;
    }
    if (line.startsWith('# TYPE ')) {
      const [, , name, type] = line.split(' ');
      if (!name || !type || !['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(type)) throw new Error(`line ${index + 1}: bad TYPE: ${line}`);
      types.set(name, type);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`line ${index + 1}: not a sample: ${line}`);
    const labels: Record<string, string> = {};
    const body = match[2] ?? '';
    LABEL.lastIndex = 0;
    let consumed = 0;
    for (let m = LABEL.exec(body); m; m = LABEL.exec(body)) {
      labels[m[1]!] = m[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
      consumed = LABEL.lastIndex;
    }
    if (consumed !== body.length) throw new Error(`line ${index + 1}: bad labels: ${line}`);
    const raw = match[3]!;
    // Prometheus reads values with Go's ParseFloat: NaN and Inf in any letter case (prom-client writes `Nan`).
    const special = raw.toLowerCase();
    const value = special === '+inf' || special === 'inf' ? Infinity : special === '-inf' ? -Infinity : special === 'nan' ? NaN : Number(raw);
    if (Number.isNaN(value) && special !== 'nan') throw new Error(`line ${index + 1}: bad value: ${line}`);
    samples.push({ name: match[1]!, labels, value });
  }
  return { types, help, samples };
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): Sample[] {
  return exposition.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}
