/**
 * For tests that start Node or PostgreSQL processes: on a loaded two-core machine each start takes
 * seconds, and the default (20 s) is for tests in one process. Not a speed check: these tests wait
 * for what they observe, and this only bounds a hang.
 */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;
