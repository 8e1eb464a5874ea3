// What a long-running script started (servers, Chromium, data directories) is stopped in reverse
// order, once, whichever way the script ends: normally, on failure, or on Ctrl-C / SIGTERM.
// Used by `npm run bench` and `npm run shots`.

/**
 * Returns `{ cleanups, cleanUp, interrupted }`: push a step onto `cleanups` for each thing started;
 * `cleanUp()` runs them (once, however often it is called); `interrupted()` tells whether a signal
 * ended the run (the signal handler has then cleaned up and exits with 130 or 143).
 */
export function createCleanups(name) {
  const cleanups = [];
  let cleaning;
  let signalled = false;
  const cleanUp = () => {
    cleaning ??= (async () => {
      for (const step of cleanups.reverse()) {
        try {
          await step();
        } catch (error) {
          console.error(`${name}: clean-up step failed: ${error.message}`);
        }
      }
    })();
    return cleaning;
  };
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, async () => {
      signalled = true;
      console.error(`\n${name}: ${signal}: stopping the server and Chromium…`);
      await cleanUp();
      process.exit(code);
    });
  }
  return { cleanups, cleanUp, interrupted: () => signalled };
}
