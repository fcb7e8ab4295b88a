#!/usr/bin/env python3
"""Generates the Python client (clients/python) from openapi.yaml with the pinned generator.

    python3 clients/generate_python.py                 # rewrite clients/python (`make clients`)
    python3 clients/generate_python.py --output DIR    # somewhere else (the drift test)

The generator's version is pinned exactly (GENERATOR): another version writes other code, and the
drift test (Tests/integration/test_clients_python.py) would fail for that reason alone. The
package's README comes from clients/codegen/python-templates/README.md.jinja.

The generator warns about the two operations whose bodies are not JSON or text (the YAML spec and
the SVG icon: left out of the client) and about schemas it cannot name uniquely; any other
`WARNING parsing` line fails the run.
"""
import argparse
import os
import re
import subprocess
import sys

GENERATOR = "0.29.1"
CLIENTS = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(CLIENTS)
SPEC = os.path.join(REPO, "openapi.yaml")
EXPECTED_WARNINGS = {"GET /openapi.yaml", "GET /playground.svg"}


def generate(output):
    """Writes the package into `output` (replaced); returns the generator's output."""
    import openapi_python_client
    if openapi_python_client.__version__ != GENERATOR:
        sys.exit(f"openapi-python-client {openapi_python_client.__version__} is installed; the client is generated "
                 f"with {GENERATOR}: pip install 'openapi-python-client=={GENERATOR}'")
    result = subprocess.run(
        [sys.executable, "-c", "from openapi_python_client.cli import app; app()", "generate",
         "--path", SPEC, "--config", os.path.join(CLIENTS, "codegen", "python.yaml"),
         "--custom-template-path", os.path.join(CLIENTS, "codegen", "python-templates"),
         "--meta", "setup", "--overwrite", "--output-path", output],
        capture_output=True, text=True, stdin=subprocess.DEVNULL)
    log = result.stdout + result.stderr
    if result.returncode != 0:
        sys.exit(f"openapi-python-client failed:\n{log}")
    unexpected = set(re.findall(r"WARNING parsing (.+?) within", log)) - EXPECTED_WARNINGS
    if unexpected:
        sys.exit(f"openapi-python-client could not generate {sorted(unexpected)}:\n{log}")
    return log


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", default=os.path.join(CLIENTS, "python"))
    generate(os.path.abspath(parser.parse_args().output))
