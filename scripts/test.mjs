import { spawnSync } from 'node:child_process';

/** `npm test`: every check in order; the exit code is non-zero when any of them failed. */
const steps = [
  { name: 'lint', command: ['npx', 'biome', 'check', '--error-on-warnings', '.'] },
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'] },
  { name: 'unit and API tests', command: ['npx', 'vitest', 'run'] },
  { name: 'browser tests', command: ['node', 'scripts/e2e.mjs'] },
];

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'PostgreSQL-server suites skipped: TEST_DATABASE_URL is not set (the PGlite suites still run).',
  );
}

let failed = 0;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    console.error(`✗ ${step.name} failed`);
  }
}
console.log(`\nsteps: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
