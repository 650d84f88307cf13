import { startBenchServer } from './lib/apiServer';
import { createHttpClient } from './lib/httpLoad';
import { routeCall, signIn } from './lib/apiCalls';
import { summarize, nowMs } from './lib/stats';
async function main() {
  const server = await startBenchServer({ DATA_DIR: '/tmp/listing-probe/data' });
  try {
    const client = createHttpClient(server.url, 1);
    const { token } = await signIn(client, 'owner@example.com', 'Owner#12345');
    const calls = {
      page200: routeCall('cloudFileStructure', token, { device_id: 'DRA-100001', path: '/dRisk/DRA-100001/Field captures', limit: 200 }),
      page20: routeCall('cloudFileStructure', token, { device_id: 'DRA-100001', path: '/dRisk/DRA-100001/Field captures', limit: 20 }),
      root: routeCall('cloudFileStructure', token, { device_id: 'DRA-100001', path: '/dRisk/DRA-100001' }),
      profile: routeCall('profile', token),
    };
    for (let round = 0; round < 2; round++)
      for (const [name, call] of Object.entries(calls)) {
        const l: number[] = [];
        for (let i = 0; i < 150; i++) { const t = nowMs(); const r = await client.send(call); if (r.status !== 200) { console.log(name, r.status, r.body.slice(0, 100)); break; } l.push(nowMs() - t); }
        const s = summarize(l); console.log(round, name, s.p50.toFixed(2), s.p99.toFixed(2));
      }
    client.close();
  } finally {
    await server.stop();
  }
}
main();
