"""The whole stack on one machine: embedded PostgreSQL, moto's AWS, every service, the worker."""
