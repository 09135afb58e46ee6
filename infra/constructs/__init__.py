"""Constructs of the platform stack; each owns its resources and grants least privilege."""
