import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(label, command, args, options) {
  console.log(`\n▶ ${label}`);
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureInstalled() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
  if (stale) await mustRun('install dependencies (npm ci)', 'npm', ['ci', '--no-audit', '--no-fund']);
}
