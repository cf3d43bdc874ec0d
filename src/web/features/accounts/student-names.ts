type TNamed = { firstName: string; lastName: string; username: string };

/** 'Last, First' as the student lists show them (seed 000 section 2). */
export function lastNameFirst(student: TNamed): string {
  return [student.lastName, student.firstName].filter((part) => part !== '').join(', ');
}

export function fullName(student: Pick<TNamed, 'firstName' | 'lastName'>): string {
  return `${student.firstName} ${student.lastName}`.trim();
}

export function initialsOf(student: Pick<TNamed, 'firstName' | 'lastName'>): string {
  return `${student.firstName.charAt(0)}${student.lastName.charAt(0)}`.toUpperCase();
}

/** Students by last name, then first name, then number (seed 001 section 4). */
export function byLastName(a: TNamed, b: TNamed): number {
  const options = { sensitivity: 'base' } as const;
  return (
    a.lastName.localeCompare(b.lastName, undefined, options) ||
    a.firstName.localeCompare(b.firstName, undefined, options) ||
    a.username.localeCompare(b.username, undefined, { numeric: true })
  );
}

export function periodLabel(course: { period: number; name: string }): string {
  return `Period ${course.period} · ${course.name}`;
}
