/** A reward card; administrators can edit it inline and delete it (with a confirmation). */
import { useState } from 'react';
import { Button, Card, CardActions, CardContent, CardMedia, Chip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Reward } from '../../model/entities';
import { imageUrl } from '../../dataProvider/http/apiUrl';
import { errorMessage } from '../ui/errorMessage';
import { RewardEditor, type RewardDraft } from './RewardEditor';
import { HistoryButton } from '../audit/HistoryButton';

export function RewardCard({
  reward,
  editable,
  deletable = editable,
}: {
  reward: Reward;
  editable: boolean;
  deletable?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [update, { isPending: saving }] = useUpdate<Reward>();
  const [remove, { isPending: deleting }] = useDelete<Reward>();
  const fail = (key: string) => (e: unknown) => notify(key, { type: 'error', messageArgs: { message: errorMessage(e) } });

  function save(draft: RewardDraft) {
    void update(
      'rewards',
      { id: reward.id, data: draft, previousData: reward },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setEditing(false);
          notify('admin.rewards.updated', { type: 'success' });
        },
        onError: fail('admin.rewards.update_failed'),
      },
    );
  }

  function confirmDelete() {
    void remove(
      'rewards',
      { id: reward.id, previousData: reward },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('admin.rewards.deleted', { type: 'success' }),
        onError: fail('admin.rewards.delete_failed'),
        onSettled: () => setConfirming(false),
      },
    );
  }

  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} component="article" aria-label={reward.name}>
      {!editing && reward.image && <CardMedia component="img" height="140" image={imageUrl(reward.image)} alt={reward.name} />}
      <CardContent sx={{ flexGrow: 1 }}>
        {editing ? (
          <RewardEditor initial={reward} busy={saving} onSave={save} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <Typography variant="h6" component="h2">
              {reward.name}
            </Typography>
            <Chip size="small" color="primary" sx={{ my: 1 }} label={translate('admin.rewards.cost', { cost: reward.cost })} />
            {reward.repeatable && (
              <Chip size="small" variant="outlined" sx={{ my: 1, ml: 1 }} label={translate('admin.rewards.repeatable')} />
            )}
            <Typography variant="body2" color="text.secondary">
              {reward.description}
            </Typography>
          </>
        )}
      </CardContent>
      {editable && !editing && (
        <CardActions>
          <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {translate('ra.action.edit')}
          </Button>
          {deletable && (
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
              {translate('ra.action.delete')}
            </Button>
          )}
          {deletable && (
            <HistoryButton resource="rewards" id={reward.id} title={translate('audit.history_of', { name: reward.name })} />
          )}
        </CardActions>
      )}
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title={translate('admin.rewards.delete_title', { name: reward.name })}
        content={translate('admin.rewards.delete_confirm')}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
