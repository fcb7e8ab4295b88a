"""`make cluster-check`'s quick pass: Redis, two replicas with --layout-store and HAProxy on
loopback, a replica and Redis killed and started again under traffic (scripts/cluster_check.py)."""
import os
import subprocess
import sys

from serverprocess import REPO


def test_clusterCheckQuick_everyAnswerIsTheSingleServersOrAJSONError():
    done = subprocess.run([sys.executable, os.path.join(REPO, "scripts", "cluster_check.py"), "--quick"],
                          capture_output=True, text=True, timeout=240, cwd=REPO)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert "cluster-check passed" in done.stdout
