"""The backend's routes, one module per domain."""
