"""Des2Code worker time per message: a 100-instance design against a 500-component index.

Runs the real worker (``Des2CodeWorker.process``) against the PostgreSQL document store on
DATABASE_URL's server or an embedded one, S3 through moto, and a webhook receiver that
answers 200 in-process (the backend's own time is not the worker's). Each message is a new
request, so every run loads the design and the code, builds the index, matches, validates
and writes the artifact. Prints one ``name: value unit`` line per figure.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

import boto3
from _support import migrated_database
from matcher_speed import scenario
from moto import mock_aws

from guinness.ai_api.code_index_routes import index_model
from guinness.aws.artifact_bucket import ArtifactBucket
from guinness.clients.transport import InternalResponse
from guinness.code_index.lifecycle import run_build, start_build
from guinness.contracts.des2code import Des2CodeRequest
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Database
from guinness.des2code.notifier import WebhookNotifier
from guinness.des2code.worker import Des2CodeWorker
from guinness.ids import uuid7
from guinness.logs import get_logger
from guinness.store.documents import DocumentKind, NewDocument

RUNS = 7
PROJECT, ORGANIZATION = 1, 1


class AcceptingTransport:
    """A webhook receiver that accepts everything (measures the worker alone)."""

    def request(self, method: str, path: str, **kwargs: Any) -> InternalResponse:
        return InternalResponse(status=200, body=b'{"accepted": true}')


def main() -> None:
    os.environ.setdefault("AWS_ACCESS_KEY_ID", "bench")
    os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "bench")
    os.environ["POWERTOOLS_LOG_LEVEL"] = "WARNING"
    sources, design = scenario(components=500, instances=100, seed=7)
    design = design.model_copy(
        update={
            "design_id": f"{PROJECT}_BENCH_{design.node_id}",
            "project_id": PROJECT,
            "organization_id": ORGANIZATION,
            "file_key": "BENCH",
        }
    )
    with migrated_database() as settings, mock_aws():
        database = Database(settings)
        store = PostgresDocumentStore(database)
        store.migrate()
        store.replace_all(
            DocumentKind.CODE,
            project_id=PROJECT,
            organization_id=ORGANIZATION,
            documents=[
                NewDocument(
                    doc_id=s.code_id,
                    body=s.model_dump(mode="json", exclude={"embedding"}),
                    embedding=s.embedding,
                )
                for s in (
                    source.model_copy(
                        update={"project_id": PROJECT, "organization_id": ORGANIZATION}
                    )
                    for source in sources
                )
            ],
        )
        store.put(
            DocumentKind.DESIGN,
            project_id=PROJECT,
            organization_id=ORGANIZATION,
            document=NewDocument(doc_id=design.design_id, body=design.model_dump(mode="json")),
        )
        record = start_build(store, project_id=PROJECT, organization_id=ORGANIZATION)
        run_build(store, record, model=index_model())
        s3 = boto3.client("s3", region_name="us-east-1")
        s3.create_bucket(Bucket="bench-artifacts")
        worker = Des2CodeWorker(
            store=store,
            artifacts=ArtifactBucket(s3, "bench-artifacts"),
            notifier=WebhookNotifier(AcceptingTransport(), api_key="k", signing_secret="s"),
            logger=get_logger("bench"),
        )
        times: list[float] = []
        for _ in range(RUNS):
            body = Des2CodeRequest(
                design_id=design.design_id,
                project_id=PROJECT,
                organization_id=ORGANIZATION,
                request_id=str(uuid7()),
            ).model_dump_json()
            start = time.perf_counter()
            worker.process(body)
            times.append((time.perf_counter() - start) * 1000)
        database.close()
    print(f"des2code worker 100 instances x 500 components p50: {statistics.median(times):.0f} ms")
    print(f"des2code worker 100 instances x 500 components best: {min(times):.0f} ms")


if __name__ == "__main__":
    main()
