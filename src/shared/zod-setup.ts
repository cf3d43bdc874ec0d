import { config } from 'zod';
import { sharedText } from './texts';

/**
 * Plain-language messages for the cases a schema doesn't word itself, so nobody (a child on a
 * Chromebook included) ever reads "Invalid input: expected object, received undefined". Each is read
 * when the check fails, in the language of the request or the page (P51).
 */
// Called as `config`, not `zod.config`: the web build marks `zod` calls pure, which would drop this one.
config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined || issue.input === null) return sharedText.t('required');
      switch (issue.expected) {
        case 'number':
        case 'int':
          return sharedText.t('numbersOnly');
        case 'boolean':
          return sharedText.t('trueOrFalse');
        case 'string':
          return sharedText.t('mustBeText');
        case 'object':
        case 'record':
          return sharedText.t('mustBeObject');
        case 'array':
          return sharedText.t('mustBeList');
        default:
          return sharedText.t('wrongType');
      }
    }
    // A number out of range says which numbers are allowed ('Must be 0 or more'), never 'Numbers only'.
    if (issue.code === 'too_small' && (issue.origin === 'number' || issue.origin === 'int')) {
      const min = String(issue.minimum);
      return issue.inclusive === false ? sharedText.t('moreThan', { min }) : sharedText.t('minOrMore', { min });
    }
    if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'int')) {
      const max = String(issue.maximum);
      return issue.inclusive === false ? sharedText.t('lessThan', { max }) : sharedText.t('maxOrLess', { max });
    }
    if (issue.code === 'unrecognized_keys')
      return sharedText.t('unknownFields', { count: issue.keys.length, keys: issue.keys.join(', ') });
    if (issue.code === 'invalid_value')
      return sharedText.t('oneOf', { values: issue.values.map((v) => String(v)).join(', ') });
    return undefined;
  },
});
