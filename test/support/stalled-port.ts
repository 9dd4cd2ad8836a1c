// A loopback port where a new connection never completes: a server with a backlog of one whose
// process is stopped (SIGSTOP), its queue filled first. A connection attempt there stays under
// way until the kernel gives up (about two minutes), as one to a host behind a firewall that
// drops packets would. POSIX only (no SIGSTOP on Windows).
import { spawn } from 'node:child_process';
import net from 'node:net';

export interface StalledPort {
  readonly port: number;
  close(): Promise<void>;
}

const SERVER = `
const server = require('node:net').createServer(() => {});
server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  process.stdout.write(server.address().port + '\\n');
});
`;

export async function stalledPort(): Promise<StalledPort> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'ignore'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.setEncoding('utf8').once('data', (line: string) => resolve(Number(line.trim())));
    child.once('exit', () => reject(new Error('the stalled server ended before it listened')));
  });
  process.kill(child.pid!, 'SIGSTOP');
  // The queue holds the backlog plus one: later connection attempts wait.
  const fillers: net.Socket[] = [];
  for (;;) {
    const socket = net.connect(port, '127.0.0.1').on('error', () => {});
    fillers.push(socket);
    const connected = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      setTimeout(() => resolve(false), 300).unref();
    });
    if (!connected) break;
  }
  return {
    port,
    async close() {
      for (const socket of fillers) socket.destroy();
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
