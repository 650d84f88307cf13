import { useEffect, useState } from 'react';
import {
  Box,
  Checkbox,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { TRUSTED_TEXT, UI_TEXT } from '@drisk/contract/client';
import type { GroupCandidate } from '@drisk/contract';
import { DelayedSpinner, useServerText, useText } from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';

/** Picker list height (spec 3 §9). */
const PICKER_HEIGHT = 300;
/** Wait after the last keystroke before searching, so typing a name is one call. */
const SEARCH_DELAY_MS = 250;

export interface UserPickerProps {
  /** The group the users would join; absent while a group is being created. */
  groupId?: number;
  /** The chosen users, by user_id. */
  selected: ReadonlyMap<number, GroupCandidate>;
  onChange: (selected: Map<number, GroupCandidate>) => void;
}

/** Registered users to put in a group (user/searchRegisteredUsers), searched by name or e-mail, picked by checkbox. */
export function UserPicker({ groupId, selected, onChange }: UserPickerProps) {
  const ui = useText(UI_TEXT);
  const words = useText(TRUSTED_TEXT);
  const serverText = useServerText();
  const [text, setText] = useState('');
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setValue(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const users = useApiQuery('searchRegisteredUsers', { body: { value, group_id: groupId ?? null } });

  const toggle = (user: GroupCandidate) => {
    const next = new Map(selected);
    if (next.has(user.user_id)) next.delete(user.user_id);
    else next.set(user.user_id, user);
    onChange(next);
  };

  return (
    <Box>
      <TextField
        label={ui.searchUsers}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ mt: 1, mb: 1 }}
      />
      <Box sx={{ height: PICKER_HEIGHT, overflowY: 'auto' }}>
        {users.loading && !users.data && <DelayedSpinner label={words.searchingUsers} />}
        {users.error && (
          <Typography role="alert" color="error" variant="body2">
            {serverText(users.error.message)}
          </Typography>
        )}
        {users.data?.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
            {ui.noUsersFound}
          </Typography>
        )}
        <List dense aria-label={words.registeredUsers}>
          {users.data?.map((user) => {
            const id = `user-${user.user_id}`;
            return (
              <ListItem key={user.user_id} disablePadding>
                <ListItemButton onClick={() => toggle(user)} dense>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Checkbox
                      edge="start"
                      checked={selected.has(user.user_id)}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-labelledby': id } }}
                    />
                  </ListItemIcon>
                  <ListItemText
                    id={id}
                    primary={user.full_name}
                    secondary={user.email_id}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Box>
  );
}
