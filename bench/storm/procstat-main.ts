/** The storm's /proc sampler process (procstat.ts startSamplerProcess): samples until told 'stop', then answers its figures. */
import { ProcSampler, type RootSpec, type SamplerFigures } from './procstat';

const { roots, everyMs } = JSON.parse(process.argv[2]!) as { roots: RootSpec[]; everyMs: number };
// Its own group, before the bench's (the last): the bench's figure is then its clients alone.
const sampler = new ProcSampler([...roots.slice(0, -1), { name: '/proc sampler', pid: process.pid }, ...roots.slice(-1)]);
sampler.start(everyMs);
process.once('message', () => {
  const groups = sampler.stop();
  process.send!({ groups, machine: sampler.machine, own: sampler.own } satisfies SamplerFigures, () => process.exit(0));
});
