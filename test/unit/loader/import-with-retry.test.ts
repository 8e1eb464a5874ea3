import { importWithRetry } from '../../../loader/import-with-retry';

const URL_ = 'https://cdn.example.com/storefront/app/main-abc.js';

afterEach(() => jest.useRealTimers());

it('resolves with the module on the first attempt', async () => {
  const mod = { mount: () => () => {} };
  const importer = jest.fn().mockResolvedValue(mod);
  await expect(importWithRetry(URL_, importer)).resolves.toBe(mod);
  expect(importer.mock.calls).toEqual([[URL_]]);
});

it('retries once with retry=1 after a failure, also when the importer throws synchronously', async () => {
  const mod = {};
  const importer = jest
    .fn()
    .mockImplementationOnce(() => {
      throw new Error('boom');
    })
    .mockResolvedValueOnce(mod);
  await expect(importWithRetry(URL_, importer)).resolves.toBe(mod);
  expect(importer.mock.calls).toEqual([[URL_], [URL_ + '?retry=1']]);
});

it('appends retry=1 to an existing query', async () => {
  const importer = jest.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce({});
  await importWithRetry(URL_ + '?v=2', importer);
  expect(importer).toHaveBeenLastCalledWith(URL_ + '?v=2&retry=1');
});

it('times out each attempt and rejects with the second error', async () => {
  jest.useFakeTimers();
  const importer = jest.fn(() => new Promise<unknown>(() => {}));
  const result = importWithRetry(URL_, importer, 1000);
  const settled = jest.fn();
  result.catch(settled);
  await jest.advanceTimersByTimeAsync(999);
  expect(importer).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(importer).toHaveBeenCalledTimes(2);
  expect(settled).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1000);
  await expect(result).rejects.toThrow('timed out after 1000 ms');
  expect(importer).toHaveBeenCalledTimes(2);
});

it('leaves no timer running once an attempt settles', async () => {
  jest.useFakeTimers();
  await importWithRetry(URL_, () => Promise.resolve({}));
  expect(jest.getTimerCount()).toBe(0);
});
