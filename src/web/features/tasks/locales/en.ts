// Manage Assignments (seed 001 section 2): the list, editing and deleting an assignment.
export default {
  deleted: 'Assignment deleted',
  deleteTitle: 'Delete assignment?',
  delete: 'Delete',
  deleting: 'Deleting...',
  deleteBody:
    'Are you sure you want to delete {title}? Its {count, plural, one {# score} other {# scores}} and the points they earned leave every balance. Its name stays in the history.',
  updated: 'Assignment updated',
  editTitle: 'Edit assignment',
  save: 'Save',
  saving: 'Saving...',
  title: 'Title',
  totalPoints: 'Total points',
  multiplier: 'Multiplier',
  taskSummary:
    '{points, plural, one {# point} other {# points}} · multiplier ×{multiplier} · {scores, plural, one {# score} other {# scores}}',
  editAssignment: 'Edit assignment',
  editAssignmentNamed: 'Edit assignment {title}',
  deleteAssignment: 'Delete assignment',
  deleteAssignmentNamed: 'Delete assignment {title}',
  manageTitle: 'Manage Assignments',
  noData: 'No data available',
  noDataHelp: 'Assignments appear here once scores are imported on the Accounts page.',
  assignmentsIn: 'Assignments in {course}',
  close: 'Close',
} as const;
