// The texts the server and the forms share (P51): validation messages the seeds quote.
export default {
  required: 'Required',
  numbersOnly: 'Numbers only',
  wholeNumbersOnly: 'Whole numbers only',
  notValidEmail: 'Not a valid email',
  notValidUrl: 'Not a valid url',
  percentRange: 'Must be between 0 and 100',
  notNegative: 'Cannot be negative',
  passwordTooShort: 'Must be at least 8 characters',
  tooLong: 'Cannot be longer than {max} characters',
  atMost: 'Cannot be more than {max, number}',
  atLeastOne: 'Must be at least 1',
  instantOutOfRange: 'Must be between 1970 and 9999',
  notADateAndTime: 'Must be a date and time',
  notFound: 'was not found',
} as const;
