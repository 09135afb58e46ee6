"""One Lambda function: handler.py is its entry module."""
