import type { Meta, StoryObj } from '@storybook/react';
import { RecipeCard } from './RecipeCard';

const meta: Meta<typeof RecipeCard> = {
  title: 'Recipes/RecipeCard',
  component: RecipeCard,
  args: {
    title: 'Shakshuka with feta',
    cookTimeMinutes: 30,
    rating: 4,
    saved: false,
    layout: 'vertical',
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof RecipeCard>;

export const Default: Story = {};
export const Saved: Story = { args: { saved: true } };
export const Horizontal: Story = { args: { layout: 'horizontal', tags: ['Vegetarian'] } };
