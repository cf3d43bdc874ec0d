// The checks of src/shared/ledger.ts, assessments.ts and teachers.ts that the server and the forms share.
export default {
  chooseType: 'Choose bonus, fine or purchase',
  chooseStudent: 'Choose a student',
  chooseAssignment: 'Choose at least one assignment',
  onlyTeachers: 'Only teachers can be added here',
  chooseRole: 'Choose student, teacher or admin',
  chooseResettableRole: 'Choose student or teacher',
} as const;
