import { describe, expect, it } from 'vitest';
import { SECTIONS, sectionOf, visibleSections } from './sections';

describe('sections', () => {
  it('hide the sandbox tools outside the sandbox', () => {
    expect(visibleSections(true).map((s) => s.label)).toEqual(['Apps', 'Webhooks', 'Requests', 'Customers', 'Sandbox tools', 'Team']);
    expect(visibleSections(false).map((s) => s.label)).not.toContain('Sandbox tools');
  });

  it('each own their detail screens, and no screen belongs to two', () => {
    expect(sectionOf({ name: 'delivery', id: 'w', delivery: 'd' })?.label).toBe('Webhooks');
    expect(sectionOf({ name: 'app', id: 'a' })?.label).toBe('Apps');
    expect(sectionOf({ name: 'signIn' })).toBeUndefined();
    const owned = SECTIONS.flatMap((s) => s.owns);
    expect(new Set(owned).size).toBe(owned.length);
    for (const s of SECTIONS) expect(s.owns).toContain(s.route.name);
  });
});
