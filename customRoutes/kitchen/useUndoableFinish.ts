/**
 * 'listo' with "Deshacer": the finish is held on this board for `undoSeconds` (GET kitchen/status, from
 * UNDO_SECONDS) and only then sent (`PUT orders/{id}/finish`). Until it is sent nothing is recorded, so an
 * undone 'listo' never reaches the customer, the pick-up screen or another board, whichever process serves
 * them. Closing the board during the grace period leaves the order pending, which is the safe side.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '../../model/entities';
import { useFinishOrder } from './useFinishOrder';

export function useUndoableFinish(undoSeconds: number) {
  const finish = useFinishOrder();
  const [held, setHeld] = useState<ReadonlyMap<number, number>>(new Map());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const release = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setHeld((prev) => {
      const next = new Map(prev);
      next.delete(id);
      return next;
    });
  }, []);

  // mutate is stable (the mutation's result object is not): the board's tickets keep the same callback
  const { mutate } = finish;
  const start = useCallback(
    (order: Order) => {
      if (undoSeconds <= 0) return mutate(order);
      setHeld((prev) => new Map(prev).set(order.id, Date.now() + undoSeconds * 1000));
      timers.current.set(
        order.id,
        setTimeout(() => {
          release(order.id);
          mutate(order);
        }, undoSeconds * 1000),
      );
    },
    [undoSeconds, mutate, release],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  return { start, undo: release, held, finish };
}
