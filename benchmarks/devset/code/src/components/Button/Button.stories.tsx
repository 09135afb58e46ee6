import type { Meta, StoryObj } from "@storybook/react";
import { Button } from "./Button";

const meta = { title: "Actions/Button", component: Button, args: { children: "Add to cart" } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: "primary" } };
export const Secondary: Story = { args: { variant: "secondary", size: "sm" } };
export const Danger: Story = { args: { variant: "danger", size: "lg" } };
export const Disabled: Story = { args: { disabled: true } };
