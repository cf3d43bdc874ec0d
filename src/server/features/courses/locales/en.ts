export default {
  periodUsed: 'is already used by another of your courses',
  notFound: 'was not found',
} as const;
