// Assignments' refusals (seed 001 "Manage Assignments").
export default {
  titleTaken: 'is already used by another assignment in this course',
} as const;
