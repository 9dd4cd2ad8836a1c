// Preloaded (--require: a CommonJS preload costs about half of what an ES module one does) into a
// benchmarked process: reports its peak resident memory and its CPU time (user
// + system, start-up included) on exit (stderr).
//
// The peak is the process's own: VmHWM from /proc/self/status on Linux. getrusage's maxRSS
// (`process.resourceUsage().maxRSS`) is not: on Linux it keeps the peak of the process that
// spawned it, from before the exec, so a child of a large process (a benchmark holding a server
// and its data) reports at least its parent's size. Elsewhere maxRSS is the figure there is.
const { readFileSync } = require('node:fs');

function peakKb() {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]);
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS;
}

process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(`\nBENCH_MAX_RSS_KB=${peakKb()}\nBENCH_CPU_US=${user + system}\n`);
});
