"""The spec and the server agree, as judged by Schemathesis (PyPI, a tool no one here wrote).

A short, seeded pass of `make api-fuzz` against the session server: every check, about 100
examples per operation, so every later endpoint is held to its spec by `make test`. On failure
the assertion message is Schemathesis' own report, with a curl line per failing case.
"""
import os
import sys

from serverprocess import REPO

sys.path.insert(0, os.path.join(REPO, "scripts"))
import api_fuzz  # noqa: E402

EXAMPLES = int(os.environ.get("API_FUZZ_SHORT_EXAMPLES", "100"))
SEED = 20261130


def test_schemathesis_allChecks_findNothing(server):
    status, report = api_fuzz.run(server.base_url, EXAMPLES, seed=SEED, capture=True)
    assert status == 0, report
    assert "No issues found" in report, report
