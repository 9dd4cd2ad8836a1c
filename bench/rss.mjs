// Preloaded into a benchmarked process: reports its peak resident memory and its CPU time (user
// + system, start-up included) on exit (stderr).
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(
    `\nBENCH_MAX_RSS_KB=${process.resourceUsage().maxRSS}\nBENCH_CPU_US=${user + system}\n`,
  );
});
