/**
 * The admin answers a complaint: the answer is stored and, in the same transaction, the customer's devices get
 * a push with its first words ("Han respondido a tu queja"), a tap opening their complaints.
 */
import type { Db } from '../db/client';
import { answerComplaint } from '../repos/complaints-repo';
import { queuePush } from '../repos/push-outbox-repo';
import { answerPayload } from '../push/push-texts';

/** False when the complaint does not exist. */
export async function answerAndNotify(db: Db, id: number, answer: string, answeredBy: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const answered = await answerComplaint(tx, id, answer, answeredBy, at);
    if (!answered) return false;
    await queuePush(tx, answered.senderId, 'answer', id, (language) => answerPayload(id, answer, language));
    return true;
  });
}
