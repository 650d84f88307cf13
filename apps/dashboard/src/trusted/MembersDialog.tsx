import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { TRUSTED_TEXT, UI_TEXT, VALIDATION } from '@drisk/contract/client';
import type { CotGroup, GroupCandidate, GroupMember } from '@drisk/contract';
import { ConfirmDialog, DelayedSpinner, LoadError, useServerText, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiQuery } from '../api/useApiQuery';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { useResetOnOpen } from '../shared/useResetOnOpen';
import { UserPicker } from './UserPicker';

export interface MembersDialogProps {
  /** The group whose members are shown; null when closed. */
  group: CotGroup | null;
  deviceId: string;
  onClose: () => void;
  /** After members were added or removed, so the list's counts refresh. */
  onChanged: () => void;
}

const matches = (member: GroupMember, search: string) =>
  `${member.full_name} ${member.email_id}`.toLowerCase().includes(search.toLowerCase());

/**
 * Members (spec 3 §2.1, §4): the members with a search; the owner adds with 'Add Members' (a user list,
 * then 'Next') and removes after the Remove Member confirmation. showDelete decides each remove icon.
 */
export function MembersDialog({ group, deviceId, onClose, onChanged }: MembersDialogProps) {
  const titleId = useId();
  const open = group !== null;
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const ui = useText(UI_TEXT);
  const text = useText(TRUSTED_TEXT);
  const serverText = useServerText();
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Map<number, GroupCandidate>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  useResetOnOpen(open, () => {
    setAdding(false);
    setSearch('');
    setSelected(new Map());
    setProblem(null);
  });
  const groupRef = { device_id: deviceId, group_id: group?.group_id ?? 0 };
  const members = useApiQuery('getMemberDetails', { body: groupRef }, { enabled: open });
  const add = useApiMutation('addGroupMember');
  const remove = useApiMutation('removeMemberFromCOT');

  const addSelected = async () => {
    if (selected.size === 0) {
      setProblem(VALIDATION.selectMembers);
      return;
    }
    try {
      const reply = await add.mutate({ body: { ...groupRef, data: [...selected.values()] } });
      showToast(reply.message, 'success');
      setAdding(false);
      setSelected(new Map());
      void members.reload();
      onChanged();
    } catch (cause) {
      showError(cause);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const reply = await remove.mutate({ body: { ...groupRef, cot_id: removing.cot_id, cot_ids: [] } });
      showToast(reply.message, 'success');
      setRemoving(null);
      void members.reload();
      onChanged();
    } catch (cause) {
      setRemoving(null);
      showError(cause);
    }
  };

  const list = (members.data?.memberDetails ?? []).filter((member) => matches(member, search.trim()));
  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {adding ? ui.addMembers : `${ui.groupMembersTitle}: ${group?.group_name ?? ''}`}
        </DialogTitle>
        <DialogContent>
          {adding ? (
            <>
              <UserPicker
                groupId={group?.group_id}
                selected={selected}
                onChange={(next) => {
                  setSelected(next);
                  setProblem(null);
                }}
              />
              {problem && (
                <Typography role="alert" color="error" variant="body2">
                  {serverText(problem)}
                </Typography>
              )}
            </>
          ) : (
            <>
              <TextField
                label={text.searchMembers}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                fullWidth
                size="small"
                sx={{ mt: 1 }}
              />
              {members.error && (
                <LoadError message={members.error.message} onRetry={() => void members.reload()} />
              )}
              {members.loading && !members.data && <DelayedSpinner label={text.loadingMembers} />}
              {members.data && list.length === 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
                  {ui.noDataAvailable}
                </Typography>
              )}
              <List aria-label={text.membersList}>
                {list.map((member) => (
                  <ListItem
                    key={member.cot_id}
                    divider
                    secondaryAction={
                      member.showDelete ? (
                        <IconButton
                          edge="end"
                          aria-label={text.removeMember(member.full_name)}
                          onClick={() => setRemoving(member)}
                        >
                          <PersonRemoveOutlined />
                        </IconButton>
                      ) : null
                    }
                  >
                    <ListItemText
                      primary={member.full_name}
                      secondary={member.email_id}
                      slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {adding ? (
            <>
              <Button color="inherit" onClick={() => setAdding(false)} disabled={add.loading}>
                {text.cancel}
              </Button>
              <Button variant="contained" loading={add.loading} onClick={() => void addSelected()}>
                {ui.next}
              </Button>
            </>
          ) : (
            <>
              <Button color="inherit" onClick={onClose}>
                {text.close}
              </Button>
              {group?.showDelete && (
                <Button variant="contained" onClick={() => setAdding(true)}>
                  {ui.addMembers}
                </Button>
              )}
            </>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={ui.removeMemberTitle}
        text={removing ? `${removing.full_name}: ${ui.removeMemberText}` : ''}
        confirmLabel={text.remove}
        destructive
        loading={remove.loading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
