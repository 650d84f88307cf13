// Preloaded into the api (NODE_OPTIONS=--import, which refuses --cpu-prof itself) when the bench runs with
// BENCH_API_PROFILE_DIR: profiles the process and writes <dir>/api-<pid>.cpuprofile when it exits. SIGUSR2
// starts the profile afresh, so it can leave out the start-up (migrations, seed).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_API_PROFILE_DIR;
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
process.on('SIGUSR2', () => {
  session.post('Profiler.stop');
  session.post('Profiler.start');
});
// A session in the same thread answers synchronously, so this completes inside the exit handler.
process.once('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error)
      writeFileSync(path.join(dir, `api-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
