// What erasure (P42) writes where a deleted person or their words were: read by whoever reads the row later.
export default {
  formerStudent: 'a former student',
  removalPaidBy: 'Removal paid for by {name}',
  songRemovalRequest: "Song removal request: a deleted student's song",
  songRemovalRefund: "Song removal refund: a deleted student's song",
  // Put in place of a deleted student's name inside someone's own words (a ledger line, an order note, the change history).
  deletedStudent: 'a deleted student',
} as const;
