export default {
  periodUsed: 'is already used by another of your courses',
  notFound: 'was not found',
  // P60: the usernames a teacher typed to share a course; the key reads 'usernames'.
  notTeachers: 'are not teachers here: {usernames}',
  includesYou: 'include your own: the course is already yours',
} as const;
