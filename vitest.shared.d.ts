import type { ViteUserConfig } from 'vitest/config';
/**
 * The configuration every package's tests run under (each package's `vitest.config.ts`
 * merges its own settings into this one): Felt's packages resolved to their sources, and
 * the limits.
 *
 * The limits only catch a hang: no test is meant to be near them. The suite runs on two
 * cores beside turbo's other tasks, and a loaded machine has run a test 10-15 times slower
 * than alone, so the limit sits far above the slowest test's time alone (a few seconds).
 * No test sets a limit of its own (lint refuses one: scripts/lint/no-test-time-limit.grit);
 * a deep run lifts this one with `--testTimeout=0`. Long work belongs in `pnpm bench` or a
 * CLI job.
 */
export declare const shared: ViteUserConfig;
