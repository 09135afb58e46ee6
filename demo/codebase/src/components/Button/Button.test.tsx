import { render, screen } from "@testing-library/react";
import { Button } from ".";

test("calls onClick when pressed", () => {
  render(<Button variant="secondary" size="lg">Go</Button>);
  expect(screen.getByRole("button")).toBeEnabled();
});
