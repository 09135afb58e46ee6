"""The CDK app's stacks and constructs."""
