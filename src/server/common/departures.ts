import type { Tx } from '../db/transaction';
import type { Actor } from '../http/actor';

/**
 * What must be settled before students are deleted (one, or a whole course's): what classmates
 * paid into their songs, the units their pending orders hold. The features that own those rows
 * provide it and the app wires it in, so deleting people needn't know about songs or the store.
 * The caller holds the departing students' locks (LOCK-ORDER.md).
 */
export interface Departures {
  settle(tx: Tx, actor: Actor, studentIds: readonly string[]): Promise<void>;
}
