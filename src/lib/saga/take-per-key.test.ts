import { runSaga, stdChannel, type Task } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { takePerKey, TasksPerKey, type PerKeyMode } from './take-per-key';

interface Ask {
  type: 'ask' | 'reset';
  key: string;
  n: number;
}

/** A worker whose answers the test releases by hand, recording what started, ended and was cancelled. */
function harness(mode: PerKeyMode | ((action: Ask, running: Ask) => PerKeyMode)) {
  const channel = stdChannel();
  const log: string[] = [];
  const pending = new Map<number, () => void>();
  const tasks = new TasksPerKey<string>();
  const wait = (n: number) => new Promise<void>((resolve) => pending.set(n, resolve));
  function* worker(action: Ask) {
    log.push(`start ${action.n}`);
    let done = false;
    try {
      yield call(wait, action.n);
      done = true;
      log.push(`end ${action.n}`);
    } finally {
      if (!done) log.push(`cancelled ${action.n}`);
    }
  }
  const root: Task = runSaga({ channel, dispatch: () => undefined, getState: () => ({}) }, function* watch() {
    yield takePerKey<Ask, string>('ask', (action) => action.key, worker, mode, { tasks, cancelAllOn: 'reset' });
  });
  const ask = (key: string, n: number) => channel.put({ type: 'ask', key, n });
  const release = async (n: number) => {
    pending.get(n)?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { channel, log, tasks, ask, release, root };
}

describe('takePerKey', () => {
  it('leading: drops a new action while the key is busy, takes the next one once it is done', async () => {
    const h = harness('leading');
    h.ask('a', 1);
    h.ask('a', 2);
    await h.release(1);
    h.ask('a', 3);
    await h.release(3);
    expect(h.log).toEqual(['start 1', 'end 1', 'start 3', 'end 3']);
    h.root.cancel();
  });

  it("latest: cancels the key's running task for the new action", async () => {
    const h = harness('latest');
    h.ask('a', 1);
    h.ask('a', 2);
    await h.release(1);
    await h.release(2);
    expect(h.log).toEqual(['start 1', 'cancelled 1', 'start 2', 'end 2']);
    h.root.cancel();
  });

  it('keeps keys independent: a busy key neither blocks nor cancels another', async () => {
    for (const mode of ['leading', 'latest'] as const) {
      const h = harness(mode);
      h.ask('a', 1);
      h.ask('b', 2);
      await h.release(2);
      await h.release(1);
      expect(h.log).toEqual(['start 1', 'start 2', 'end 2', 'end 1']);
      h.root.cancel();
    }
  });

  it('forgets finished and cancelled tasks', async () => {
    const h = harness('latest');
    h.ask('a', 1);
    h.ask('b', 2);
    h.ask('a', 3);
    expect(h.tasks.size).toBe(2);
    await h.release(2);
    expect(h.tasks.size).toBe(1);
    await h.release(3);
    expect(h.tasks.size).toBe(0);
    h.root.cancel();
  });

  it('lets the mode depend on the new action and the running one', async () => {
    const h = harness((action, running) => (action.n >= 10 && running.n < 10 ? 'latest' : 'leading'));
    h.ask('a', 1);
    h.ask('a', 2);
    h.ask('a', 10);
    h.ask('a', 11);
    await h.release(10);
    expect(h.log).toEqual(['start 1', 'cancelled 1', 'start 10', 'end 10']);
    h.root.cancel();
  });

  it('cancels every running task on cancelAllOn', async () => {
    const h = harness('leading');
    h.ask('a', 1);
    h.ask('b', 2);
    h.channel.put({ type: 'reset' });
    await new Promise((r) => setTimeout(r, 0));
    expect(h.log).toEqual(['start 1', 'start 2', 'cancelled 1', 'cancelled 2']);
    expect(h.tasks.size).toBe(0);
    h.root.cancel();
  });
});
