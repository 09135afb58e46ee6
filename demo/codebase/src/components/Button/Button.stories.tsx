import type { Meta, StoryObj } from "@storybook/react";
import { Button } from "./Button";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Save" },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: "primary" } };

export const SmallGhost: Story = { args: { variant: "ghost", size: "sm", disabled: true } };

export const Loading: Story = {
  render: () => <Button loading>Saving</Button>,
};
