import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { GUEST_EDITABLE_TOGGLE, SETTING_TOGGLES, type SettingToggleField } from '@drisk/contract';
import { ToggleCard, type ToggleCardItem, type ToggleCardProps } from './ToggleCard';

function toggle(
  field: SettingToggleField,
  checked: boolean,
  extra: Partial<ToggleCardItem> = {},
): ToggleCardItem {
  const { label } = SETTING_TOGGLES.find((setting) => setting.field === field) ?? { label: field };
  return { field, label, checked, ...extra };
}

const networkItems: ToggleCardItem[] = [
  toggle('mobile_data', true),
  toggle('wifi_service', true),
  toggle('ethernet_host', false),
  toggle('wifi_mode', false),
];

const securityItems: ToggleCardItem[] = [
  toggle('protect_mode', true, { help: 'Filters known malicious sites for every connected device.' }),
  toggle('monitoring_mode', false, { help: 'Records traffic for review without blocking it.' }),
  toggle('ghost_mode', false, { help: 'Hides the Wi-Fi network and freezes the signal strength.' }),
  toggle('auto_block', true, { help: 'Blocks unknown devices until you accept them in Alerts.' }),
];

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof ToggleCard> = {
  title: 'Settings/ToggleCard',
  component: ToggleCard,
  args: { title: 'Network', items: networkItems, onToggle: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof ToggleCard>;

export const Default: Story = {};

/** Info buttons beside the labels explain each mode. */
export const WithHelp: Story = { args: { title: 'Security', items: securityItems } };

/** The Protect Mode change is being sent: its switch is locked and shows a spinner. */
export const Busy: Story = { args: { title: 'Security', items: securityItems, busyField: 'protect_mode' } };

/** A Guest (role 2) may change only the Notifications toggle; the others are greyed out. */
export const GuestReadOnly: Story = {
  args: {
    title: 'Device',
    items: (['notification', 'remote_mgt', 'software_update'] as const).map((field) =>
      toggle(field, field !== 'software_update', { disabled: field !== GUEST_EDITABLE_TOGGLE }),
    ),
  },
};

/** A card without rows shows only its title. */
export const Empty: Story = { args: { title: 'Device', items: [] } };

/** Content beneath the rows, such as the Wi-Fi profile of the Network card. */
export const WithExtraContent: Story = {
  args: {
    children: (
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Wi-Fi Profile: 2.4 GHz
      </Typography>
    ),
  },
};

function ToggleCardPlayground(props: ToggleCardProps) {
  const [items, setItems] = useState(props.items);
  const handleToggle = (field: string, next: boolean) => {
    props.onToggle(field, next);
    setItems((current) => current.map((item) => (item.field === field ? { ...item, checked: next } : item)));
  };
  return <ToggleCard {...props} items={items} onToggle={handleToggle} />;
}

/** The switches follow the clicks, as a page does once the gateway has acknowledged the change. */
export const Interactive: Story = {
  args: { title: 'Security', items: securityItems },
  render: (args) => <ToggleCardPlayground {...args} />,
};
