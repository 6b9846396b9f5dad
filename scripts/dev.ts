// `npm run dev`: the API with reload on change (tsx watch) on :3000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

// One server process in development: tsx watch restarts it on each change, quicker alone.
const env = {
  ...process.env,
  TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? 'http://localhost:5173',
  WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
console.log('Ouvrez http://localhost:5173 (API sur http://localhost:3000).');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
