// Preloaded into a benchmarked process: reports its peak resident memory on exit (stderr).
process.on('exit', () =>
  process.stderr.write(`\nBENCH_MAX_RSS_KB=${process.resourceUsage().maxRSS}\n`),
);
