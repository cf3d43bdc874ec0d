import type { Tx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { auditedBy, recordAudit } from '../audit';

/** What another adult of the class did to a pass, as the teacher reads it in the audit trail. */
export type PassAction = 'started' | 'approved' | 'denied' | 'returned';

/**
 * P60: a pass a co-teacher or a substitute started, approved, denied or ended is in the course
 * teacher's audit trail under their name. The teacher's own are not: their pass list says it.
 */
export async function auditPassOfSharedClass(
  tx: Tx,
  actor: Actor,
  pass: { id: string; studentId: string; destination: string },
  action: PassAction,
): Promise<void> {
  if (!actor.coTeaching) return;
  await recordAudit(tx, {
    teacherId: actor.id,
    ...auditedBy(actor),
    studentId: pass.studentId,
    entity: 'hallpass',
    entityId: pass.id,
    action: action === 'started' ? 'create' : action === 'denied' ? 'delete' : 'update',
    after: { destination: pass.destination, action },
  });
}
