// The cluster's processes (API instances, Redis, HAProxy), each started and stopped by its own pid.
import { spawn, spawnSync } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const started = new Set();

/** Spawns a process whose output goes to `<dir>/<name>.log`; remembered so `stopAll` ends it. */
function launch(dir, name, command, args, env = {}) {
  const log = openSync(path.join(dir, `${name}.log`), 'a');
  const child = spawn(command, args, { stdio: ['ignore', log, log], env: { ...process.env, ...env } });
  const entry = { name, child, exited: new Promise((resolve) => child.once('exit', resolve)) };
  started.add(entry);
  entry.exited.then(() => started.delete(entry));
  return entry;
}

export async function waitFor(what, check, { tries = 600, everyMs = 100 } = {}) {
  for (let i = 0; i < tries; i++) {
    try {
      if (await check()) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what}: not ready after ${(tries * everyMs) / 1000} s`);
}

/** Checks that a program is installed; exits with a clear message if not. */
export function requireProgram(program, hint) {
  const found = spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;
  if (!found) {
    console.error(`✖ ${program} is not installed. ${hint}`);
    process.exit(2);
  }
}

export async function startRedis(dir) {
  const port = await freePort();
  const redis = launch(dir, 'redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  const url = `redis://127.0.0.1:${port}`;
  const answers = () =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true) || socket.destroy());
      socket.once('error', () => resolve(false));
    });
  await waitFor('redis', answers);
  return { ...redis, url };
}

/** One API instance (the built server) on its own port. */
export async function startInstance(dir, name, env, port = undefined) {
  port ??= await freePort();
  const instance = launch(dir, name, 'node', ['apps/api/dist/server.js'], {
    LOG_LEVEL: 'warn',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = instance.exited.then((code) => {
    throw new Error(`${name} exited (code ${code}) before it was healthy: see ${dir}/${name}.log`);
  });
  const healthy = waitFor(`${name} (${dir}/${name}.log)`, async () => (await fetch(`${base}/api/health`)).ok);
  exited.catch(() => {});
  await Promise.race([healthy, exited]);
  return { ...instance, port, base };
}

/** `/api/ready` when the build has it (database and migrations), else the liveness check `/api/health`. */
export async function healthPath(base) {
  const ready = await fetch(`${base}/api/ready`);
  return ready.status === 404 ? '/api/health' : '/api/ready';
}

/**
 * HAProxy's configuration for the instances (docs/deploy.md explains each line). Round robin; a server is taken
 * out after 2 failed checks 500 ms apart (refused at once when it is gone; a busy one has 5 s to answer). A request that could not be sent (refused connection) is sent to another
 * server; one sent but unanswered (an instance killed under it) is sent again only when repeating it is harmless:
 * GET and HEAD, and POSTs with an Idempotency-Key (the checkout answers a repeat with the first order).
 */
export function haproxyConfig({ port, servers, checkPath, keepAlive = false }) {
  return `global
  maxconn 4096
  log stdout format raw local0

defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  timeout check 5s
  option forwardfor
${keepAlive ? '' : '  option http-server-close\n'}  option redispatch 1
  retries 3
  retry-on conn-failure empty-response response-timeout 502 503 504

frontend niaga
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET ${checkPath}
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
  http-response set-header X-Served-By %s
  http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`;
}

/** `keepAlive`: connections to the instances kept open between requests (the bench compares both). */
export async function startHaproxy(dir, servers, checkPath, { keepAlive = false } = {}) {
  const port = await freePort();
  const file = path.join(dir, keepAlive ? 'haproxy-keep-alive.cfg' : 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ port, servers, checkPath, keepAlive }));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy config refused:\n${check.stderr}`);
  const haproxy = launch(dir, keepAlive ? 'haproxy-keep-alive' : 'haproxy', 'haproxy', ['-db', '-f', file]);
  const base = `http://127.0.0.1:${port}`;
  await waitFor('haproxy', async () => (await fetch(`${base}/api/health`)).ok);
  return { ...haproxy, port, base, file };
}

/** Sends `signal` to one process and waits for it to exit. */
export async function stop(entry, signal = 'SIGTERM') {
  if (entry.child.exitCode !== null || entry.child.signalCode !== null) return;
  entry.child.kill(signal);
  await entry.exited;
}

/** Ends every process this run started, by pid: the instances and the balancer first, Redis (what they use) last. */
export async function stopAll() {
  const last = [...started].filter((entry) => entry.name === 'redis');
  await Promise.all([...started].filter((entry) => !last.includes(entry)).map((entry) => stop(entry, 'SIGTERM')));
  await Promise.all(last.map((entry) => stop(entry, 'SIGTERM')));
}
