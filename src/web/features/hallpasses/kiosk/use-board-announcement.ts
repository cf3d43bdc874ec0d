import { useState } from 'react';
import { boardChanges, boardEndings, type TBoardPass, type TBoardState, type TPassOut } from './kiosk-passes';

type TSeen = {
  key: string;
  phase: string;
  signature: string;
  rows: Map<string, { name: string; overdue: boolean }>;
  message: string;
};

/**
 * A polite message when someone leaves, comes back or becomes overdue, for a screen reader, instead
 * of the ticking timers. Nothing is said for the board's first load or after switching course
 * (`boardKey`); only the latest message is kept, until an emergency begins or ends: what was said
 * before it is no longer true, so it goes. `rows` are the board's passes out, from `board`.
 */
export function useBoardAnnouncement(
  rows: readonly TPassOut<TBoardPass>[] | null,
  boardKey: string,
  board: TBoardState | undefined,
): string {
  const [seen, setSeen] = useState<TSeen | null>(null);
  const phase = board?.emergency.on ? 'emergency' : '';
  // Only who is on the board and who is overdue matter: the ticking seconds change nothing here.
  const signature = rows ? rows.map((row) => `${row.pass._id}:${row.overdue ? 1 : 0}:${row.name}`).join('|') : null;
  if (
    rows &&
    board &&
    signature !== null &&
    (seen?.signature !== signature || seen.key !== boardKey || seen.phase !== phase)
  ) {
    // Adjusting state while rendering (React's pattern for state derived from changing props).
    const sameBoard = seen?.key === boardKey;
    const messages = sameBoard ? boardChanges(seen.rows, rows, boardEndings(board)) : [];
    const kept = sameBoard && seen.phase === phase ? seen.message : '';
    setSeen({
      key: boardKey,
      phase,
      signature,
      rows: new Map(rows.map((row) => [row.pass._id, { name: row.name, overdue: row.overdue }])),
      message: messages.length > 0 ? messages.join(' ') : kept,
    });
  }
  return seen?.message ?? '';
}
