import type { Meta, StoryObj } from "@storybook/react";
import { TextField } from "./TextField";

const meta = { title: "Forms/TextField", component: TextField, args: { label: "Email" } } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { placeholder: "you@example.com", type: "email" } };
export const WithError: Story = { args: { error: true, helperText: "Enter a valid email" } };
