/**
 * A title as a person reads it. The stored value is the seed's ('Miss.', kept by the API), but
 * "Miss" is a whole word, not an abbreviation, so it is read without the full stop. The titles stay
 * English in Spanish too: US students call their teachers "Mr. Díaz" and "Ms. Lee" in either
 * language, and the teacher chose the title as part of their name.
 */
export function titleAsRead(title: string): string {
  return title === 'Miss.' ? title.slice(0, -1) : title;
}

/** How students and colleagues call a teacher: "Dr. Noether", "Hopper" without a title; '' with neither. */
export function teacherCalled(teacher: { title: string; lastName: string }): string {
  return [titleAsRead(teacher.title), teacher.lastName].filter(Boolean).join(' ');
}
