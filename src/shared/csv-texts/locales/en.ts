// Reading an uploaded CSV file (csv.ts, csv-records.ts): a gradebook, a class list, a roster.
export default {
  tooLarge: 'This file is larger than 5 MB. Export only the class you are importing and try again.',
  quotedTail:
    'Row {row} has a quoted cell with text after its closing quote. Save the file again from your spreadsheet as CSV and retry.',
  unclosedQuote:
    'A quoted cell that starts on row {row} is never closed. Save the file again from your spreadsheet as CSV and retry.',
  tooManyColumns:
    'This file has more than {max} columns, more than a gradebook needs. Check that it is the right file.',
  tooManyRows: 'This file has more than {max} rows. Export one class at a time and try again.',
  // A list in a message (gradebook/cells.ts listSome): "a, b and c", "a, b, c, d, e and 3 more".
  listAnd: '{list} and {last}',
  listMore: '{list} and {count} more',
} as const;
