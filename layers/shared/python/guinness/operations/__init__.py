"""Operating the deployed stack without database access: admin operations and import jobs."""
