import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureNginx } from './ensure-debian-package.mjs';

/** `npm test`: every check in order; the exit code is non-zero when any of them failed. */
const reports = mkdtempSync(path.join(tmpdir(), 'campus-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const steps = [
  { name: 'lint', command: ['npx', 'biome', 'check', '--error-on-warnings', '.'] },
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'] },
  {
    name: 'unit and API tests',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${vitestReport}`,
    ],
    failures: () => failedVitestTests(vitestReport),
  },
  { name: 'browser tests', command: ['node', 'scripts/e2e.mjs'] },
];

if (process.env.TEST_DATABASE_URL) {
  // The PostgreSQL-server suites include three instances behind the nginx site of deploy/.
  ensureNginx();
} else {
  console.log(
    'PostgreSQL-server suites skipped: TEST_DATABASE_URL is not set (the PGlite suites still run).',
  );
}

const failed = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    failed.push(step);
    console.error(`✗ ${step.name} failed`);
  }
}
rmSync(reports, { recursive: true, force: true });
// The last lines of a long log are the ones read first: they name what failed, whatever came after it.
for (const step of failed) {
  console.error(`\n✗ ${step.name} failed`);
  for (const line of step.failures?.() ?? []) console.error(`  ${line}`);
}
console.log(`\nsteps: ${steps.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);

/** Each failed test of vitest's JSON report, with the first line of its error. */
function failedVitestTests(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return ['(no report: vitest stopped before writing it)'];
  }
  return report.testResults.flatMap((suite) => {
    const file = path.relative(process.cwd(), suite.name);
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && suite.status === 'failed')
      return [`${file}: ${firstLine(suite.message)}`];
    return failedTests.map((test) => `${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

function firstLine(text = '') {
  return text.split('\n').find((line) => line.trim() !== '') ?? '';
}
