// For the long-running commands (serve, cluster): whatever they started is stopped, newest first, on Ctrl-C, on
// SIGTERM, or when they fail.

/** Returns { stops, shutdown(code) }: push stop functions onto stops; shutdown runs them once and exits. */
export function stopOnSignals() {
  const stops = [];
  let stopping = false;
  async function shutdown(code = 0) {
    if (stopping) return;
    stopping = true;
    for (const stop of stops.reverse()) await stop();
    process.exit(code);
  }
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  return { stops, shutdown };
}
