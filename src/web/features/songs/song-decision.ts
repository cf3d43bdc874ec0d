import { songApprovalConditions, songRejectionReasons, type TSong, type TSongStatus } from '../../../shared/songs';
import { songsText } from './texts';

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
  if (action === 'approve') return { legend: songsText.t('conditionOptional'), options: songApprovalConditions() };
  if (action === 'reject') return { legend: songsText.t('reasonOptional'), options: songRejectionReasons() };
  return null;
}

/** The status description to send: the chosen text ('' for none), or what was typed for 'other'; null while 'other' is empty. */
export function statusDescriptionOf(choice: string, otherText: string): string | null {
  if (choice !== OTHER) return choice;
  const typed = otherText.trim();
  return typed === '' ? null : typed;
}

/** What the snackbar says once a decision is saved, in the teacher's language. */
export function savedMessage(action: TSongAction): string {
  const key = ({ approve: 'savedApprove', reject: 'savedReject', remove: 'savedRemove', keep: 'savedKeep' } as const)[
    action
  ];
  return songsText.t(key);
}
