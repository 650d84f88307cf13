import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import {
  COT_TOPIC_ID,
  GROUP_NAME_MAX_LENGTH,
  TRUSTED_TEXT,
  UI_TEXT,
  VALIDATION,
} from '@drisk/contract/client';
import type { GroupCandidate } from '@drisk/contract';
import { FormDialog, useServerText, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useCharacterLimit } from '../shared/useCharacterLimit';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { useResetOnOpen } from '../shared/useResetOnOpen';
import { groupNameError } from './groupNameError';
import { UserPicker } from './UserPicker';

export interface CreateGroupDialogProps {
  open: boolean;
  deviceId: string;
  onClose: () => void;
  /** After the server created the group. */
  onCreated: () => void;
}

/** Create group (spec 3 §2.1, §4): pick members by checkbox, 'Next', then the group's name, 'Create'. */
export function CreateGroupDialog({ open, deviceId, onClose, onCreated }: CreateGroupDialogProps) {
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const ui = useText(UI_TEXT);
  const text = useText(TRUSTED_TEXT);
  // The checks answer VALIDATION's English; the dialog shows it in the active language.
  const serverText = useServerText();
  const { mutate, loading } = useApiMutation('createGroup');
  const [step, setStep] = useState<'members' | 'name'>('members');
  const [selected, setSelected] = useState<Map<number, GroupCandidate>>(new Map());
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useResetOnOpen(open, () => {
    setStep('members');
    setSelected(new Map());
    setName('');
    setProblem(null);
  });

  const submit = async () => {
    if (step === 'members') {
      if (selected.size === 0) {
        setProblem(VALIDATION.selectMembers);
        return;
      }
      setProblem(null);
      setStep('name');
      return;
    }
    const error = groupNameError(name, true, text.nameTooLong);
    if (error) {
      setProblem(error);
      return;
    }
    try {
      const reply = await mutate({
        body: {
          group_name: name.trim(),
          device_id: deviceId,
          topic_id: COT_TOPIC_ID,
          data: [...selected.values()],
        },
      });
      showToast(reply.message, 'success');
      onCreated();
    } catch (cause) {
      showError(cause);
    }
  };

  const characterLimit = useCharacterLimit();
  const limit = characterLimit(name.trim(), GROUP_NAME_MAX_LENGTH);
  const nameProblem = step === 'name' ? (problem ?? groupNameError(name, false, text.nameTooLong)) : null;
  return (
    <FormDialog
      open={open}
      title={ui.createGroup}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={step === 'members' ? ui.next : ui.create}
      loading={loading}
      maxWidth="sm"
    >
      {step === 'members' ? (
        <>
          <UserPicker
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
        <TextField
          label={ui.groupNameLabel}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          error={Boolean(nameProblem) || limit.over}
          helperText={nameProblem ? serverText(nameProblem) : limit.helperText}
          autoFocus
          fullWidth
          required
          sx={{ mt: 1 }}
        />
      )}
    </FormDialog>
  );
}
