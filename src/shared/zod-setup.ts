import { config } from 'zod';

/**
 * Plain-language messages for the cases a schema doesn't word itself, so nobody (a child on a
 * Chromebook included) ever reads "Invalid input: expected object, received undefined".
 */
// Called as `config`, not `zod.config`: the web build marks `zod` calls pure, which would drop this one.
config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined || issue.input === null) return 'Required';
      switch (issue.expected) {
        case 'number':
        case 'int':
          return 'Numbers only';
        case 'boolean':
          return 'Must be true or false';
        case 'string':
          return 'Must be text';
        case 'object':
        case 'record':
          return 'Must be an object';
        case 'array':
          return 'Must be a list';
        default:
          return 'Has the wrong type';
      }
    }
    // A number out of range says which numbers are allowed ('Must be 0 or more'), never 'Numbers only'.
    if (issue.code === 'too_small' && (issue.origin === 'number' || issue.origin === 'int')) {
      return issue.inclusive === false
        ? `Must be more than ${String(issue.minimum)}`
        : `Must be ${String(issue.minimum)} or more`;
    }
    if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'int')) {
      return issue.inclusive === false
        ? `Must be less than ${String(issue.maximum)}`
        : `Must be ${String(issue.maximum)} or less`;
    }
    if (issue.code === 'unrecognized_keys')
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_value') return `Must be one of: ${issue.values.map((v) => String(v)).join(', ')}`;
    return undefined;
  },
});
