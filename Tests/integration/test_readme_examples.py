"""Every curl example in README.md returns exactly the output printed under it."""
import os
import re
import subprocess

import pytest

from serverprocess import REPO

with open(os.path.join(REPO, "README.md")) as readme:
    README = readme.read()

EXAMPLES = re.findall(r"```sh\n(curl [^\n]*)\n```\n```json\n(.*?)\n```", README, re.S)


def test_readme_hasExamples():
    assert len(EXAMPLES) >= 8


@pytest.mark.parametrize("command,expected", EXAMPLES, ids=[f"example-{i}" for i in range(len(EXAMPLES))])
def test_readmeExample_printsExactlyWhatTheReadmeShows(server, command, expected):
    command = command.replace("http://127.0.0.1:8080", server.base_url)
    output = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=10, check=True).stdout
    assert output.strip() == expected.strip()
