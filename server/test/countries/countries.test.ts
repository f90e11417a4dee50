import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';

let sandbox: TestServer;
let production: TestServer;
beforeAll(async () => {
  [sandbox, production] = await Promise.all([startTestServer(), startTestServer({ mode: 'production' })]);
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), production?.close()]);
});

const TIERS = ['low', 'medium', 'high', 'restricted', 'prohibited'];

describe('GET /countries', () => {
  it('lists every ISO 3166-1 country once, ordered by code, with both tiers, without credentials', async () => {
    const res = await fetch(`${sandbox.url}/countries`, { headers: { Accept: 'application/vnd.emoney.api-v2+json' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { countries: { name: string; code: string; nationality: string; residency: string }[]; total: number };
    expect(body.total).toBe(249);
    expect(body.countries).toHaveLength(249);
    const codes = body.countries.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(249);
    for (const c of body.countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.name.length).toBeGreaterThan(0);
      expect(TIERS).toContain(c.nationality);
      expect(TIERS).toContain(c.residency);
    }
    const byCode = new Map(body.countries.map((c) => [c.code, c]));
    expect(byCode.get('IS')).toEqual({ name: 'Iceland', code: 'IS', nationality: 'low', residency: 'low' });
    expect(byCode.get('DE')).toMatchObject({ name: 'Germany', residency: 'low' });
    expect(byCode.get('KP')).toMatchObject({ nationality: 'prohibited', residency: 'prohibited' });
    // A restricted residence; its nationals living elsewhere are high risk, not restricted.
    expect(byCode.get('AF')).toMatchObject({ nationality: 'high', residency: 'restricted' });
    expect(byCode.get('BR')).toMatchObject({ nationality: 'medium', residency: 'medium' });
    // Every tier is in use.
    for (const tier of TIERS) expect(body.countries.some((c) => c.residency === tier)).toBe(true);
  });

  it('answers the same list in production', async () => {
    const [a, b] = await Promise.all([fetch(`${sandbox.url}/countries`), fetch(`${production.url}/countries`)]);
    expect(b.status).toBe(200);
    expect(await b.json()).toEqual(await a.json());
  });

  it('refuses an Accept it cannot serve with the error body', async () => {
    const res = await fetch(`${sandbox.url}/countries`, { headers: { Accept: 'text/csv' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toMatchObject({ status: 406, code: expect.any(String), message: expect.any(String) });
  });
});
