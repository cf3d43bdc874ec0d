// The admin unlinks a teacher's or a student's school account (P46): they got a new one.
export default {
  schoolAccount: 'School account',
  linkedOn: 'Linked on {date}',
  notLinked: 'Not linked yet',
  linkedSentence: 'School account linked on {date}',
  notLinkedSentence: 'School account not linked yet',
  unlink: 'Unlink school account',
  unlinkNamed: 'Unlink school account of {name}',
  unlinkTitle: "Unlink {name}'s school account?",
  unlinkWarning:
    'Do this when they have a new school account. They are signed out, and the next time they sign in with a school account, Classmint links the one they use.',
  confirmUnlink: 'Unlink',
  unlinking: 'Unlinking...',
  unlinked: 'School account unlinked',
} as const;
