import type { Linter } from 'eslint';

/** The texts rule's configuration for `files` (texts.js), typed for the test that lints with it. */
export function textsConfig(files: string[]): Linter.Config;
