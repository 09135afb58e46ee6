import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from './Badge';

const meta: Meta<typeof Badge> = {
  title: 'Display/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Vegetarian' },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'success', 'warning', 'danger', 'info'] },
  },
};

export default meta;
type Story = StoryObj<typeof Badge>;

export const Success: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', children: 'Easy' } };
export const Count: Story = { args: { tone: 'neutral', children: '3' } };
