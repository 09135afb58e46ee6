"""Adapters for AWS services (clients are passed in so tests can use moto or fakes)."""
