import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { plainNodeScript } from './plain-node.js';
const proc = fork(plainNodeScript(new URL('./serve-ours.ts', import.meta.url)), [], { execArgv: ['--expose-gc', '--max-semi-space-size=4'], env: { ...process.env, BENCH_LARGE_ORDERS: '1000' }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
const ask = <T,>(type: string) => new Promise<T>((resolve) => { proc.on('message', function on(m: any) { if (m.type === type) { proc.off('message', on); resolve(m); } }); proc.send({ type }); });
proc.on('message', async (m: any) => {
  if (m.type !== 'ready') return;
  console.log('idle', JSON.stringify(Object.fromEntries(Object.entries((await ask<any>('rss')).memory).map(([k, v]: any) => [k, Math.round(v / 2 ** 20)]))));
  const headers = { authorization: `Bearer ${m.token}`, accept: 'application/json' };
  for (const p of (process.env.P ? process.env.P.split(',').map((x) => x.replace('PROF', m.smallProfile)) : ['/', '/tokens', '/auth/context', `/orders?profile=${m.smallProfile}&limit=50`])) {
    await autocannon({ url: m.url + p, connections: 32, duration: 1, headers });
    const d0 = Object.values((await ask<any>('db-cpu')).cpu ?? {}).reduce((a: number, b: any) => a + b, 0) as number; const c0 = (await ask<any>('cpu')).cpu; const q0 = (await ask<any>('queries')).queries;
    const r = await autocannon({ url: m.url + p, connections: 32, duration: Number(process.env.S ?? 3), headers });
    const c1 = (await ask<any>('cpu')).cpu; const d1 = Object.values((await ask<any>('db-cpu')).cpu ?? {}).reduce((a: number, b: any) => a + b, 0) as number; const q1 = (await ask<any>('queries')).queries;
    const n = r.requests.total;
    console.log(`${p.slice(0, 8).padEnd(9)} ${r.requests.average.toFixed(0).padStart(6)} rps  p99 ${r.latency.p99}  CPU ${((c1 - c0) / n).toFixed(0)} µs/req  PG ${((d1 - d0) / n).toFixed(0)} µs/req  q/req ${((q1 - q0) / n).toFixed(2)} non2xx ${r.non2xx}`);
  }
  proc.send({ type: 'gc' }); await new Promise((r) => setTimeout(r, 500));
  console.log('after', JSON.stringify(Object.fromEntries(Object.entries((await ask<any>('rss')).memory).map(([k, v]: any) => [k, Math.round(v / 2 ** 20)]))));
  proc.send({ type: 'stop' });
});
