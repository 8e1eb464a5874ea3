import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';
import { all, fork, take } from 'redux-saga/effects';
import { DEFAULT_RESTART_POLICY, restartDelay, restartable } from './restartable';

function run(...watchers: Saga[]): { channel: ReturnType<typeof stdChannel>; task: Task } {
  const channel = stdChannel();
  const task = runSaga({ channel, dispatch: () => {}, getState: () => ({}) }, function* root() {
    yield all(watchers.map((w) => fork(w)));
  });
  return { channel, task };
}

/**
 * A watcher that throws before its first `take`, recording when each start happened. It stops
 * throwing after 50 starts only so that an unbounded restart loop ends and fails the assertions
 * instead of hanging the test run.
 */
function brokenAtStart() {
  const starts: number[] = [];
  // eslint-disable-next-line require-yield -- throwing before the first effect is the case under test
  function* watcher() {
    starts.push(Date.now());
    if (starts.length > 50) return;
    throw new Error('broken at start');
  }
  return { starts, watcher };
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errors.mockRestore();
  jest.useRealTimers();
});

const gaveUp = () => errors.mock.calls.filter(([message]) => String(message).includes('was stopped'));

describe('restartable watchers', () => {
  it('restart a crashed watcher and keep the others running', async () => {
    const handled: string[] = [];
    let crashes = 0;
    function* fragile() {
      for (;;) {
        const action: { type: string } = yield take('boom');
        handled.push(`fragile:${action.type}`);
        crashes += 1;
        throw new Error('bug in one feature');
      }
    }
    function* steady() {
      for (;;) {
        yield take('ping');
        handled.push('steady:ping');
      }
    }
    const { channel, task } = run(restartable('fragile', fragile), restartable('steady', steady));
    channel.put({ type: 'boom' });
    channel.put({ type: 'ping' });
    // The first restart is immediate, so an action right after a crash is not missed.
    channel.put({ type: 'boom' });
    channel.put({ type: 'ping' });
    expect(handled).toEqual(['fragile:boom', 'steady:ping', 'fragile:boom', 'steady:ping']);
    expect(crashes).toBe(2);
    expect(errors).toHaveBeenCalledWith('[storefront] fragile crashed; restarting it', expect.any(Error));
    expect(errors).toHaveBeenCalledWith('[storefront] fragile crashed; restarting it in 100 ms', expect.any(Error));
    task.cancel();
    channel.put({ type: 'ping' });
    expect(handled).toHaveLength(4); // cancelling the root stops every watcher
  });

  it('give up on a watcher that throws at start after the capped number of restarts, with one error naming it', async () => {
    jest.useFakeTimers();
    const broken = brokenAtStart();
    const pings: number[] = [];
    function* steady() {
      for (;;) {
        yield take('ping');
        pings.push(Date.now());
      }
    }
    const { channel, task } = run(restartable('brokenWatcher', broken.watcher), restartable('steady', steady));
    // No synchronous storm: the initial start and one immediate restart, then a timer.
    expect(broken.starts).toHaveLength(2);

    await jest.advanceTimersByTimeAsync(60_000);
    expect(broken.starts).toHaveLength(1 + DEFAULT_RESTART_POLICY.maxRestarts);
    expect(gaveUp()).toHaveLength(1);
    expect(gaveUp()[0][0]).toMatch(/^\[storefront\] brokenWatcher crashed 6 times within 60 s and was stopped/);

    // Given up for good, and the rest of the app is unaffected.
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(broken.starts).toHaveLength(6);
    channel.put({ type: 'ping' });
    expect(pings).toHaveLength(1);
    expect(task.isRunning()).toBe(true);
    task.cancel();
  });

  it('wait longer before each further restart (exponential from 100 ms)', async () => {
    jest.useFakeTimers();
    const broken = brokenAtStart();
    const { task } = run(restartable('brokenWatcher', broken.watcher));
    await jest.advanceTimersByTimeAsync(99);
    expect(broken.starts).toHaveLength(2); // not yet: the second restart waits 100 ms
    await jest.advanceTimersByTimeAsync(10_000);
    const gaps = broken.starts.slice(1).map((at, i) => at - broken.starts[i]);
    expect(gaps).toEqual([0, 100, 200, 400, 800]);
    expect([1, 2, 3, 4, 5].map((n) => restartDelay(n, 100))).toEqual(gaps);
    task.cancel();
  });

  it('keep running a watcher that failed once and then works, and keep restarting one that crashes rarely', async () => {
    jest.useFakeTimers();
    let starts = 0;
    const handled: number[] = [];
    function* flaky() {
      starts += 1;
      if (starts === 1) throw new Error('first start fails');
      for (;;) {
        const action: { type: string; n: number } = yield take('job');
        if (action.n % 2 === 1) throw new Error('odd job');
        handled.push(action.n);
      }
    }
    const { channel, task } = run(restartable('flaky', flaky));
    expect(starts).toBe(2);
    // A crash every 50 s, twenty times over: always restarted, never given up on.
    for (let n = 1; n <= 40; n += 1) {
      channel.put({ type: 'job', n });
      await jest.advanceTimersByTimeAsync(25_000);
    }
    expect(handled).toEqual(Array.from({ length: 20 }, (_, i) => 2 * (i + 1)));
    expect(starts).toBe(22);
    expect(gaveUp()).toHaveLength(0);
    task.cancel();
  });

  it('stop cleanly when cancelled (unmount) during a back-off', async () => {
    jest.useFakeTimers();
    const broken = brokenAtStart();
    const { task } = run(restartable('brokenWatcher', broken.watcher));
    await jest.advanceTimersByTimeAsync(150); // third start at 100 ms, now waiting 200 ms
    expect(broken.starts).toHaveLength(3);
    task.cancel();
    expect(task.isCancelled()).toBe(true);
    expect(jest.getTimerCount()).toBe(0); // the pending back-off timer was cleared
    await jest.advanceTimersByTimeAsync(60_000);
    expect(broken.starts).toHaveLength(3);
    expect(gaveUp()).toHaveLength(0);
  });
});
