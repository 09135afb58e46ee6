"""Every model that crosses a hop between services, defined once for producer and consumer.

``des2code`` (the SQS body, the S3 artifact, the AI-status webhook, the trigger answer),
``ai_api`` (the AI internal API's requests and responses), ``backend`` (the internal API's
headers and import results), ``sources`` (design and code lists and details, as the backend
answers them and the MCP tools return them), ``tasks`` (the task context and the task-import
result) and ``import_jobs`` (large imports through S3). This package imports no feature
package (checked by ``./dev lint``), so any service can depend on it.
"""
