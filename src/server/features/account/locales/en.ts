export default {
  nameByTeacher: 'can only be changed by your teacher',
  darkModePrime: 'is available with Prime',
  anonymousNotAllowed: 'are not allowed in your class',
  anonymousPrime: 'are available with Prime',
  emailByAdmin: 'can only be changed by the admin',
  incorrect: 'is incorrect',
  taken: 'is already taken',
} as const;
