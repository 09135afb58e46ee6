"""Every model that crosses a hop between services, defined once for producer and consumer.

``des2code`` (the SQS body, the S3 artifact, the AI-status webhook and its receipt, the
trigger request and answer, the result), ``sources`` (design and code pages and details, as
the AI API and the backend answer them and the MCP tools return them), ``ai_api`` (the AI
internal API's requests and answers), ``code_index`` (index records and status),
``code_import`` and ``backend`` (import results, the internal API's headers), ``tasks`` (the
task context and the task-import result), ``import_jobs`` (large imports through S3) and
``admin`` (the admin Lambda's event). This package imports no feature package (checked by
``./dev lint``), so any service can depend on it.
"""
