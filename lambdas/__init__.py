"""Lambda function code (one folder per function)."""
