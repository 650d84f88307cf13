import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Collapse, List, ListItemButton, ListItemIcon, ListItemText, Paper } from '@mui/material';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import DevicesOtherOutlined from '@mui/icons-material/DevicesOtherOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import { ADMIN_TEXT, UI_TEXT } from '@drisk/contract/client';
import type { DeviceTree } from '@drisk/contract';
import type { DriskAdminCalls } from '@drisk/data-provider';
import { DelayedSpinner } from '@drisk/ui';
import { useDataProvider, type DataProvider } from 'react-admin';

/** One expandable node: its children are rendered only once it is opened. */
function TreeNode({
  icon,
  label,
  depth,
  children,
}: {
  icon: ReactNode;
  label: string;
  depth: number;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(depth === 0);
  const expandable = children !== undefined;
  return (
    <>
      <ListItemButton
        onClick={expandable ? () => setOpen((value) => !value) : undefined}
        disableRipple={!expandable}
        aria-expanded={expandable ? open : undefined}
        sx={{ pl: 2 + depth * 2, cursor: expandable ? 'pointer' : 'default' }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
        {expandable && (open ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
      {expandable && (
        <Collapse in={open} unmountOnExit>
          <List disablePadding>{children}</List>
        </Collapse>
      )}
    </>
  );
}

/**
 * Device Tree: the company, its users, their devices and each device's IoT endpoints (spec 3 §2.9),
 * expandable level by level. On failure it shows the server's message.
 */
export function DeviceTreeTab() {
  const dataProvider = useDataProvider<DataProvider & DriskAdminCalls>();
  const [state, setState] = useState<{ tree?: DeviceTree; error?: string }>({});
  useEffect(() => {
    let live = true;
    dataProvider
      .deviceTree()
      .then((result) => live && setState({ tree: (result as { device_tree: DeviceTree }).device_tree }))
      .catch((error: Error) => live && setState({ error: error.message || UI_TEXT.adminOwnershipRequired }));
    return () => {
      live = false;
    };
  }, [dataProvider]);
  if (state.error) return <Alert severity="error">{state.error}</Alert>;
  if (!state.tree) return <DelayedSpinner />;
  const { tree } = state;
  return (
    <Paper variant="outlined">
      <List aria-label={ADMIN_TEXT.tabDeviceTree} disablePadding>
        <TreeNode icon={<BusinessOutlined />} label={tree.company_name} depth={0}>
          {tree.user_details.length === 0 ? (
            <ListItemText sx={{ pl: 6, py: 1 }} primary={UI_TEXT.noDataAvailable} />
          ) : (
            tree.user_details.map((user, userIndex) => (
              <TreeNode
                key={`${user.user_name}-${userIndex}`}
                icon={<PersonOutlined />}
                label={user.user_name}
                depth={1}
              >
                {user.devices.map((device, deviceIndex) => (
                  <TreeNode
                    key={`${device.device_name}-${deviceIndex}`}
                    icon={<RouterOutlined />}
                    label={device.device_name}
                    depth={2}
                  >
                    {device.iot_devices.map((iot, iotIndex) => (
                      <TreeNode
                        key={`${iot.iot_name}-${iotIndex}`}
                        icon={<DevicesOtherOutlined />}
                        label={iot.iot_name}
                        depth={3}
                      />
                    ))}
                  </TreeNode>
                ))}
              </TreeNode>
            ))
          )}
        </TreeNode>
      </List>
    </Paper>
  );
}
