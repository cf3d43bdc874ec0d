/**
 * Errors as the log may show them. A failed query must not put its parameter values in the log:
 * they can be password hashes, settings with the default student password, or anything a person
 * typed. drizzle's DrizzleQueryError spells its parameters into its message (and so into its
 * stack), and PostgreSQL's `detail` ("Failing row contains (...)", "Key (x)=(...)") repeats row
 * values. This keeps what explains a fault (the SQL text with $n placeholders, the SQLSTATE, the
 * constraint, the table, the stack frames) and drops every value.
 */

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  query?: string;
  /** Stack frames only ('' when there are none); the message is not repeated here. */
  stack: string;
  cause?: SafeError;
}

interface DriverErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

// SQLSTATE class 22 (data exception) messages quote the offending input: 'invalid input syntax for type uuid: "..."'.
const QUOTES_INPUT = /^22/;

function safeMessage(error: Error, fields: DriverErrorFields): string {
  const query = text(fields.query);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the server's log
  if (query && 'params' in fields) return `Failed query: ${query}`;
  const code = text(fields.code);
  if (code && QUOTES_INPUT.test(code)) return error.message.replace(/"[^"]*"/g, '"[value]"');
  return error.message;
}

/** The stack frames without the message at their head, which may carry the values. */
function framesOnly(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

export function toSafeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error))
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the server's log
    return { type: typeof error, message: 'a value that is not an Error was thrown', stack: '' };
  const fields = error as Error & DriverErrorFields;
  const safe: SafeError = {
    type: error.constructor.name || error.name,
    message: safeMessage(error, fields),
    stack: framesOnly(error.stack),
  };
  const optional = {
    code: text(fields.code),
    constraint: text(fields.constraint),
    table: text(fields.table),
    column: text(fields.column),
    routine: text(fields.routine),
    query: 'params' in fields ? text(fields.query) : undefined,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(safe, { [key]: value });
  if (fields.cause !== undefined && depth < 4) safe.cause = toSafeError(fields.cause, depth + 1);
  return safe;
}
