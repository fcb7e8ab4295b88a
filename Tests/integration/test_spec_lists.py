"""The lists still kept by hand, held to openapi.yaml: each test fails naming the file that has
drifted from the spec's paths or from its batch ops (`x-batch-op`, `BatchOperation`'s `op` enum).

What derives from the spec or the registry needs no test here: the Python and TypeScript types
(`make clients`), the fuzz dictionary's paths and ops (scripts/fuzz.sh), test_batch.py's op
table, the Swift recipes' operation list (test_clients_swift.py). No server is started."""
import os
import re

import pytest

from serverprocess import REPO
from spec import SPEC

#: (op, path, operation) of each operation a batch can ask, in path order.
BATCH_OPS = [(item["post"]["x-batch-op"], path, item["post"]) for path, item in SPEC["paths"].items()
             if "x-batch-op" in item.get("post", {})]
#: The JSON queries: every POST under /v1/scroll/, and the batch.
QUERIES = [(path, item["post"]) for path, item in SPEC["paths"].items()
           if "post" in item and (path.startswith("/v1/scroll/") or path == "/v1/batch")]


def source(*parts):
    with open(os.path.join(REPO, *parts)) as file:
        return file.read()


def answer_schema(operation):
    return operation["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]


def test_theOpEnum_isTheOperationsXBatchOps_inPathOrder():
    enum = SPEC["components"]["schemas"]["BatchOperation"]["properties"]["op"]["enum"]
    assert enum == [op for op, _, _ in BATCH_OPS], "openapi.yaml: BatchOperation's op enum against x-batch-op"


def test_theRegistrysOps_areTheSpecsXBatchOps():
    declared = set()
    folder = os.path.join(REPO, "Sources", "ScrollQueryAPI", "Endpoints")
    for name in os.listdir(folder):
        declared |= set(re.findall(r'Endpoint\.query\(\s*"POST",\s*"([^"]+)",\s*op:\s*"(\w+)"', source(folder, name)))
    assert declared == {(path, op) for op, path, _ in BATCH_OPS}, \
        "Sources/ScrollQueryAPI/Endpoints: the ops declared against openapi.yaml's x-batch-op"


def test_theBatchResponse_listsEachOpsAnswer():
    variants = {part["$ref"] for part in
                SPEC["components"]["schemas"]["BatchResponse"]["properties"]["results"]["items"]["oneOf"]}
    missing = [op for op, _, operation in BATCH_OPS if answer_schema(operation) not in variants]
    assert missing == [], "openapi.yaml: BatchResponse's results oneOf lacks these ops' answers"


@pytest.mark.parametrize("op,path,operation", BATCH_OPS, ids=[op for op, _, _ in BATCH_OPS])
def test_theSwiftClient_encodesAndDecodesEachOp(op, path, operation):
    assert f'case "{op}":' in source("Sources", "ScrollQueryClient", "BatchOperation.swift"), \
        f"Sources/ScrollQueryClient/BatchOperation.swift: no case for op {op}"
    assert re.search(rf"\bcase {op}\(", source("Sources", "ScrollQueryClient", "BatchResult.swift")), \
        f"Sources/ScrollQueryClient/BatchResult.swift: no case for op {op}"


@pytest.mark.parametrize("path,operation", QUERIES, ids=[path for path, _ in QUERIES])
def test_eachClient_hasAMethodForEachQuery(path, operation):
    assert f'"POST", "{path}"' in source("Sources", "ScrollQueryClient", "ScrollQueryClient.swift"), \
        f"Sources/ScrollQueryClient/ScrollQueryClient.swift: no method sends POST {path}"
    assert f'_post("{path}"' in source("clients", "python", "scrollquery_client", "client.py"), \
        f"clients/python/scrollquery_client/client.py: no method sends POST {path}"
    assert f'this.call("{operation["operationId"]}"' in source("clients", "typescript", "src", "client.ts"), \
        f"clients/typescript/src/client.ts: no method calls {operation['operationId']}"


@pytest.mark.parametrize("op,path,operation", BATCH_OPS, ids=[op for op, _, _ in BATCH_OPS])
def test_thePythonClient_readsEachOpsBatchResult(op, path, operation):
    assert f"def {op}_result(result: BatchResult)" in source("clients", "python", "scrollquery_client", "client.py"), \
        f"clients/python/scrollquery_client/client.py: no {op}_result"
    assert f'"{op}_result"' in source("clients", "python", "scrollquery_client", "__init__.py"), \
        f"clients/python/scrollquery_client/__init__.py: {op}_result not exported"


def test_theReadmesEndpointTable_listsEveryV1Path():
    table = source("README.md").split("## Endpoints", 1)[-1]
    missing = [path for path in SPEC["paths"] if path.startswith("/v1/") and f"| `{path}` |" not in table]
    assert missing == [], "README.md: the Endpoints table lacks these paths"


def test_theServersRoutes_areTheSpecsOperations(server):
    # The metric labels are the server's routes, derived from its endpoint registry; HEAD is
    # answered by a path's GET route, so the spec's HEAD operations are its GET paths.
    import urllib.request
    with urllib.request.urlopen(server.url + "/metrics") as answer:
        metrics = answer.read().decode()
    routes = set(re.findall(r'\{method="([A-Z]+)",route="([^"]+)"', metrics))
    spec = {(method.upper(), path) for path, item in SPEC["paths"].items() for method in item
            if method in ("get", "post", "put", "delete", "patch")}
    heads = {path for path, item in SPEC["paths"].items() if "head" in item}
    assert routes == spec, "the server's routes against openapi.yaml's operations"
    assert heads == {path for method, path in routes if method == "GET"}, "openapi.yaml: a HEAD per GET path"
