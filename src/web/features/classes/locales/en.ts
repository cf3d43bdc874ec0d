export default {
  details: 'Period {period} · {teacher}',
  chooseClass: 'Choose your class',
  chooseClassHelp: 'Your points, store and passes are different in each class.',
  switchLabel: 'Class: {name}, {details}. Change class',
} as const;
