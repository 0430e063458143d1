import { spawn } from 'node:child_process';
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
    failures: (ending) => failedVitestTests(vitestReport, ending),
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
  const ending = await run(step.command);
  if (ending.code !== 0) {
    failed.push({ step, ending });
    console.error(`✗ ${step.name} failed`);
  }
}
rmSync(reports, { recursive: true, force: true });
// The last lines of a long log are the ones read first: they name what failed, whatever came after it.
for (const { step, ending } of failed) {
  console.error(`\n✗ ${step.name} failed`);
  for (const line of step.failures?.(ending) ?? []) console.error(`  ${line}`);
}
console.log(`\nsteps: ${steps.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);

/**
 * Runs a step with its output passed through as it comes, and answers how it ended: its exit code, the signal that
 * ended it, and its last lines, which name the cause when it ended without its report.
 */
function run([command, ...args]) {
  const lastLines = [];
  const keep = (chunk) => {
    lastLines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    lastLines.splice(0, Math.max(0, lastLines.length - 30));
  };
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('error', (error) => resolve({ code: 1, signal: null, lastLines: [error.message] }));
    child.on('close', (code, signal) => resolve({ code: code ?? 1, signal, lastLines }));
  });
}

/** Each failed test of vitest's JSON report, with the first line of its error. */
function failedVitestTests(file, ending) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    const how = ending.signal ? `was ended by ${ending.signal}` : `exited with code ${ending.code}`;
    return [`(no report: vitest ${how} before writing it; its last lines:)`, ...ending.lastLines];
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
