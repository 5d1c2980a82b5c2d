/**
 * The usage error the argument parser gives for an argument list, as the tests of cli/args.ts read
 * it: its line in the language asked, or undefined when the list parses.
 */
import assert from 'node:assert/strict';
import { UsageError, parseArguments } from '../../server/src/cli/args';

/** The usage error `argv` gives in `language`, or undefined. */
export function usageError(argv: string[], language: 'en' | 'nl' = 'en'): string | undefined {
  try {
    parseArguments(argv);
    return undefined;
  } catch (error) {
    assert.ok(error instanceof UsageError, `${argv.join(' ')}: ${String(error)}`);
    return error.words[language];
  }
}
