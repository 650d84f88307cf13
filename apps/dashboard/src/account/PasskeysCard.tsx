import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { PasskeySummary } from '@drisk/contract';
import { PASSKEY_NAME_MAX, PASSKEY_TEXT, VALIDATION } from '@drisk/contract/client';
import {
  ConfirmDialog,
  FormDialog,
  PasswordField,
  useFormatters,
  useServerText,
  useText,
  useToast,
  type Formatters,
} from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiQuery } from '../api/useApiQuery';
import { createPasskey, passkeysSupported } from '../auth/webAuthn';

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** 'Added 2 Mar 2026 · last used 5 Mar 2026, 10:04', in the active language. */
function passkeyDates(passkey: PasskeySummary, text: typeof PASSKEY_TEXT, format: Formatters) {
  const added = text.createdOn(format.date(new Date(passkey.created_at)));
  const used = passkey.last_used_at
    ? text.lastUsedOn(format.dateTime(new Date(passkey.last_used_at)))
    : text.neverUsed;
  return `${added} · ${used}`;
}

/**
 * The name dialog of adding and of renaming: the name is asked before the browser's own passkey prompt.
 * Adding to an account with a password asks for it again (the server checks it before any challenge).
 */
function PasskeyNameDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  askPassword?: boolean;
  loading: boolean;
  error: string | null;
  onSubmit: (name: string, password: string | undefined) => void;
  onClose: () => void;
}) {
  const text = useText(PASSKEY_TEXT);
  const translate = useServerText();
  const [name, setName] = useState(props.initialName);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const submit = () => {
    const trimmed = name.trim();
    const nameMissing = !trimmed;
    const passwordMissing = Boolean(props.askPassword) && !password;
    setFieldError(nameMissing ? VALIDATION.passkeyNameRequired : null);
    setPasswordError(passwordMissing ? VALIDATION.passwordRequired : null);
    if (nameMissing || passwordMissing) return;
    props.onSubmit(trimmed, props.askPassword ? password : undefined);
  };
  return (
    <FormDialog
      open={props.open}
      title={props.title}
      submitLabel={props.submitLabel}
      cancelLabel={text.cancel}
      loading={props.loading}
      error={props.error && translate(props.error)}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextField
        label={text.nameLabel}
        value={name}
        autoFocus
        fullWidth
        margin="dense"
        onChange={(event) => {
          setName(event.target.value);
          setFieldError(null);
        }}
        error={Boolean(fieldError)}
        helperText={fieldError ? translate(fieldError) : text.nameHint}
        slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
      />
      {props.askPassword && (
        <PasswordField
          label={text.passwordLabel}
          autoComplete="current-password"
          value={password}
          fullWidth
          margin="dense"
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(null);
          }}
          error={Boolean(passwordError)}
          helperText={passwordError ? translate(passwordError) : text.passwordHint}
        />
      )}
    </FormDialog>
  );
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'rename'; passkey: PasskeySummary }
  | { kind: 'remove'; passkey: PasskeySummary }
  | null;

/**
 * Account's passkeys card (issue 16): add a passkey (a name and, for an account with one, the password; then
 * the browser's own prompt), see each one's name, when it was added and last used, rename it and remove it.
 */
export function PasskeysCard({ askPassword = false }: { askPassword?: boolean }) {
  const text = useText(PASSKEY_TEXT);
  // Messages stay English in state (the server's and the browser's); they show translated.
  const translate = useServerText();
  const format = useFormatters();
  const { showToast } = useToast();
  const { data, reload } = useApiQuery('passkeyList');
  const options = useApiMutation('passkeyRegistrationOptions');
  const register = useApiMutation('passkeyRegister');
  const rename = useApiMutation('passkeyRename');
  const remove = useApiMutation('passkeyDelete');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const supported = passkeysSupported();

  const open = (next: Dialog) => {
    setError(null);
    setDialog(next);
  };

  const handleAdd = async (name: string, password: string | undefined) => {
    setCreating(true);
    setError(null);
    try {
      const reply = await options.mutate({ body: password === undefined ? {} : { password } });
      const response = await createPasskey(reply.result.options);
      const added = await register.mutate({ body: { name, response } });
      showToast(translate(added.message), 'success');
      setDialog(null);
      await reload();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setCreating(false);
    }
  };

  const handleRename = async (passkey: PasskeySummary, name: string) => {
    try {
      const reply = await rename.mutate({ body: { passkey_id: passkey.passkey_id, name } });
      showToast(translate(reply.message), 'success');
      setDialog(null);
      await reload();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const handleRemove = async (passkey: PasskeySummary) => {
    try {
      const reply = await remove.mutate({ body: { passkey_id: passkey.passkey_id } });
      showToast(translate(reply.message), 'success');
      setDialog(null);
      await reload();
    } catch (failure) {
      setDialog(null);
      showToast(translate(errorText(failure)), 'error');
    }
  };

  const passkeys = data?.passkeys;
  return (
    <Card component="section" aria-labelledby="passkeys-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="passkeys-title" variant="h6" component="h2">
            {text.cardTitle}
          </Typography>
          <Typography color="text.secondary">{text.cardHint}</Typography>
          {passkeys && passkeys.length === 0 && <Typography>{text.none}</Typography>}
          {passkeys && passkeys.length > 0 && (
            <List aria-label={text.listLabel} disablePadding>
              {passkeys.map((passkey) => (
                <ListItem
                  key={passkey.passkey_id}
                  divider
                  disableGutters
                  secondaryAction={
                    <Stack direction="row" spacing={0.5}>
                      <IconButton
                        aria-label={text.renameLabel(passkey.name)}
                        onClick={() => open({ kind: 'rename', passkey })}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                      <IconButton
                        edge="end"
                        aria-label={text.removeLabel(passkey.name)}
                        onClick={() => open({ kind: 'remove', passkey })}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Stack>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={passkey.name}
                    secondary={passkeyDates(passkey, text, format)}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {supported ? (
            <Box>
              <Button variant="contained" onClick={() => open({ kind: 'add' })}>
                {text.add}
              </Button>
            </Box>
          ) : (
            <Alert severity="info">{text.unsupported}</Alert>
          )}
        </Stack>
      </CardContent>
      {dialog?.kind === 'add' && (
        <PasskeyNameDialog
          open
          title={text.add}
          submitLabel={text.create}
          initialName=""
          askPassword={askPassword}
          loading={creating}
          error={error}
          onSubmit={(name, password) => void handleAdd(name, password)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <PasskeyNameDialog
          open
          title={text.renameTitle}
          submitLabel={text.save}
          initialName={dialog.passkey.name}
          loading={rename.loading}
          error={error}
          onSubmit={(name) => void handleRename(dialog.passkey, name)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          open
          destructive
          title={text.removeTitle}
          text={text.removeText(dialog.passkey.name)}
          confirmLabel={text.remove}
          cancelLabel={text.cancel}
          loading={remove.loading}
          onConfirm={() => void handleRemove(dialog.passkey)}
          onCancel={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
