import { SONG_APPROVAL_CONDITIONS, SONG_REJECTION_REASONS, type TSong, type TSongStatus } from '../../../shared/songs';

/** The teacher's choices for a pending song: approve or reject a request, remove or keep a song. */
export type TSongAction = 'approve' | 'reject' | 'remove' | 'keep';

export const OTHER = 'other';

/** The status each choice sends (P35): keeping a song returns it to approved. */
export const STATUS_OF_ACTION: Record<TSongAction, TSongStatus> = {
  approve: 'approved',
  reject: 'rejected',
  remove: 'removed',
  keep: 'approved',
};

/** The choices a song in the queue offers. */
export function actionsFor(song: Pick<TSong, 'status'>): TSongAction[] {
  return song.status === 'pendingRemoval' ? ['remove', 'keep'] : ['approve', 'reject'];
}

/**
 * Seed 001 section 9: approval conditions and rejection reasons, each with 'other' and a text.
 * Removing or keeping a song takes none (the server names who paid for a removal).
 */
export function descriptionsFor(action: TSongAction | null): { legend: string; options: readonly string[] } | null {
  if (action === 'approve') return { legend: 'Condition (optional)', options: SONG_APPROVAL_CONDITIONS };
  if (action === 'reject') return { legend: 'Reason (optional)', options: SONG_REJECTION_REASONS };
  return null;
}

/** The status description to send: the chosen text ('' for none), or what was typed for 'other'; null while 'other' is empty. */
export function statusDescriptionOf(choice: string, otherText: string): string | null {
  if (choice !== OTHER) return choice;
  const typed = otherText.trim();
  return typed === '' ? null : typed;
}

/** What the snackbar says once a decision is saved. */
export const SAVED_MESSAGE: Record<TSongAction, string> = {
  approve: 'Song request approved',
  reject: 'Song request rejected',
  remove: 'Song removed',
  keep: 'Song kept on the playlist',
};
