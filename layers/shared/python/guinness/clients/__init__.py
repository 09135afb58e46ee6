"""Clients of the platform's internal APIs, over one small transport interface."""
