import { describe, expect, it } from 'vitest';
import { QueryLanes } from '../../src/db/query-lanes';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('QueryLanes', () => {
  it('runs one call at a time, in order within a lane', async () => {
    const lanes = new QueryLanes();
    const log: string[] = [];
    let running = 0;
    const call = (name: string) =>
      lanes.run('normal', async () => {
        running += 1;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        running -= 1;
        return name;
      });
    expect(await Promise.all([call('a'), call('b'), call('c')])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets an urgent call overtake the normal calls waiting', async () => {
    const lanes = new QueryLanes();
    const order: string[] = [];
    const record = (lane: 'urgent' | 'normal', name: string) =>
      lanes.run(lane, async () => void order.push(name));
    const calls = [record('normal', 'n1'), record('normal', 'n2'), record('normal', 'n3')];
    calls.push(record('urgent', 'u1'));
    await Promise.all(calls);
    // n1 may already be under way when u1 arrives; u1 then comes right after it.
    expect(order.indexOf('u1')).toBeLessThanOrEqual(1);
  });

  it('turns the event loop between calls, so callbacks due meanwhile run first', async () => {
    const lanes = new QueryLanes();
    const order: string[] = [];
    const calls = Array.from({ length: 20 }, (_, index) =>
      lanes.run('normal', async () => void order.push(`call ${index}`)),
    );
    // Queued after all 20 calls, as a socket read during a burst of sign-ins would be.
    setImmediate(() => order.push('other work'));
    await Promise.all(calls);
    expect(order.indexOf('other work')).toBeLessThan(5);
  });

  it('passes a failure to its caller and goes on with the next call', async () => {
    const lanes = new QueryLanes();
    const failing = lanes.run('normal', async () => {
      throw new Error('syntax error');
    });
    const next = lanes.run('normal', async () => 'next');
    await expect(failing).rejects.toThrow('syntax error');
    expect(await next).toBe('next');
    expect(lanes.queued).toBe(0);
  });
});
