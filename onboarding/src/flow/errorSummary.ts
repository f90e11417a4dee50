// What the error summary says: a headline and links naming the fields, never the fields' own
// sentences (those appear once, at the field). A sentence with nowhere else to go (a server
// error without a field, or about a field the screen does not show) appears here, once.
import type { Problem } from '../api/problem';

/** An API field name's control on the screen: its id (the link target) and its label. */
export interface SummaryField {
  id: string;
  label: string;
}

export interface Summary {
  headline: string;
  /** The fields with a problem, in the problem's order, each naming its field by its label. */
  links: SummaryField[];
  /** Sentences shown in the summary because no field on the screen shows them. */
  sentences: string[];
}

export const SEVERAL_FIELDS = 'Some details need your attention.';

export function summaryOf(problem: Problem, fields: Record<string, SummaryField>): Summary {
  const links: SummaryField[] = [];
  const sentences: string[] = [];
  for (const [name, message] of Object.entries(problem.fields)) {
    const field = fields[name];
    if (field === undefined) sentences.push(message);
    // Two API names may share one control (the screen's `terms` is the server's `acceptTerms`).
    else if (!links.some((link) => link.id === field.id)) links.push(field);
  }
  const title = headline(problem, links);
  // A message of several sentences: the first is the (bold) title, the rest plain text under it.
  const [first, rest] = splitFirstSentence(title);
  return { headline: first, links, sentences: rest ? [rest, ...sentences] : sentences };
}

/** The first sentence of a message and what follows it (undefined when there is nothing more). */
export function splitFirstSentence(message: string): [string, string | undefined] {
  const cut = /^(.+?[.!?])\s+(\S[\s\S]*)$/.exec(message);
  return cut ? [cut[1]!, cut[2]!] : [message, undefined];
}

function headline(problem: Problem, links: SummaryField[]): string {
  // A server answer's own message is a sentence about the whole request (e.g. "An account with
  // this email address already exists."); a check made here has no such sentence, so the
  // headline names the one field, or says that several need attention.
  if (links.length === 0 || (problem.status !== 0 && problem.message !== '')) return problem.message;
  if (links.length === 1) return `The ${links[0]!.label.toLowerCase()} field needs your attention.`;
  return SEVERAL_FIELDS;
}
