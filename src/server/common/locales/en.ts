// What erasure (P42) writes where a deleted person or their words were: read by whoever reads the row later.
export default {
  formerStudent: 'a former student',
  removalPaidBy: 'Removal paid for by {name}',
  songRemovalRequest: "Song removal request: a deleted student's song",
  songRemovalRefund: "Song removal refund: a deleted student's song",
} as const;
