import type { Command } from './command.js';

/** `emoney admin --help`: every command, by group. */
export function adminHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => `${c.group} ${c.name}`.length));
  return [
    'Usage: emoney admin <group> <command> [options]',
    '',
    'Operations on the deployment the environment names (DATABASE_URL, else the embedded',
    'database in EMONEY_DATA_DIR; the same settings as the server). Every command takes --help',
    'and --json (one JSON document on stdout).',
    '',
    'Commands:',
    ...commands.map((c) => `  ${`${c.group} ${c.name}`.padEnd(width)}  ${c.summary}`),
    '',
    'Exit codes: 0 done, 1 refused or failed (unknown id, conflict, configuration), 2 bad usage.',
  ].join('\n');
}

/** `emoney admin <group> --help`: the group's commands. */
export function groupHelp(group: string, commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [`Usage: emoney admin ${group} <command> [options]`, '', 'Commands:', ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`), '', `Run \`emoney admin ${group} <command> --help\` for its options.`].join('\n');
}

/** `emoney admin <group> <command> --help`. */
export function commandHelp(command: Command): string {
  const positionals = (command.positionals ?? []).map((p) => ` <${p.name}>`).join('');
  const options = Object.entries(command.options).map(([name, spec]) => {
    const value = spec.type === 'string' ? ` ${spec.value ?? '<value>'}` : '';
    const notes = [spec.required ? 'required' : '', spec.multiple ? 'repeatable' : '', spec.choices ? `one of: ${spec.choices.join(', ')}` : ''].filter(Boolean);
    return [`--${name}${value}`, `${spec.description}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`];
  });
  const all = [...(command.positionals ?? []).map((p) => [`<${p.name}>`, p.description]), ...options, ['--json', 'Print one JSON document on stdout instead of text'], ['--help', 'Show this help']];
  const width = Math.max(...all.map(([flag]) => flag!.length));
  return [
    `Usage: emoney admin ${command.group} ${command.name}${positionals} [options]`,
    '',
    command.summary,
    ...(command.details ? ['', command.details] : []),
    '',
    'Options:',
    ...all.map(([flag, text]) => `  ${flag!.padEnd(width)}  ${text}`),
    '',
    'Examples:',
    ...command.examples.map((e) => `  ${e}`),
  ].join('\n');
}
