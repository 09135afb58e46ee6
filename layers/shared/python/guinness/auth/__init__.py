"""API keys: generation and hashing, storage, and verification with a short-lived cache."""
