/**
 * The dish edit form: DishForm, locked, where a new price ten times the stored one or more (or a tenth or
 * less) asks before saving, since that is a comma typed in the wrong place. "Revisar" saves nothing.
 */
import { useState } from 'react';
import { Confirm, useRecordContext, useSaveContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { Dish } from '../../model/entities';
import { priceJumpsTenfold } from '../../model/money';
import { useFormat } from '../ui/useFormat';
import { DishForm } from './DishForm';

export function DishEditForm() {
  const record = useRecordContext<Dish>();
  const { save } = useSaveContext();
  const format = useFormat();
  const [held, setHeld] = useState<FieldValues | null>(null);
  const stored = record?.cost ?? 0;
  const next = typeof held?.cost === 'number' ? held.cost : stored;

  function submit(data: FieldValues) {
    if (typeof data.cost === 'number' && priceJumpsTenfold(stored, data.cost)) setHeld(data);
    else void save?.(data);
  }

  return (
    <>
      <DishForm locked onSubmit={submit} />
      <Confirm
        isOpen={held !== null}
        title="admin.price.jump_title"
        content={next > stored ? 'admin.price.jump_up' : 'admin.price.jump_down'}
        translateOptions={{ from: format.money(stored), to: format.money(next) }}
        confirm="admin.price.jump_save"
        cancel="admin.price.jump_review"
        onConfirm={() => {
          if (held) void save?.(held);
          setHeld(null);
        }}
        onClose={() => setHeld(null)}
      />
    </>
  );
}
