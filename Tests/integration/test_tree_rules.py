"""Rules about the source tree itself, checked by reading the files (no server)."""
import os
import re

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCES = os.path.join(REPO, "Sources")

# Raw pointers, `Unmanaged`, rebinding, unaligned loads and the closures that hand out pointers.
UNSAFE = re.compile(
    r"Unsafe[A-Za-z]*Pointer|Unmanaged|withMemoryRebound|assumingMemoryBound|bindMemory|"
    r"loadUnaligned|unsafeBitCast|withUnsafe|unsafeLoad|\[unchecked:")

# Where unsafe code lives (CONTRIBUTING.md, "Architecture", says the same): the two C bindings and
# the one byte reader over a request body, which holds the JSON reader's only raw reads.
UNSAFE_FOLDERS = ("HTTPServer/Binding/", "RedisClient/Binding/")
BYTE_READER = "RequestJSON/ByteReader.swift"

def swift_files():
    for folder, _, names in os.walk(SOURCES):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                yield os.path.relpath(path, SOURCES).replace(os.sep, "/"), path


def uses_unsafe(path):
    with open(path, encoding="utf-8") as file:
        return UNSAFE.search(file.read()) is not None


def allowed(relative):
    return relative.startswith(UNSAFE_FOLDERS) or relative == BYTE_READER


def test_unsafeCode_livesOnlyInTheBindingsAndTheByteReader():
    offenders = [relative for relative, path in swift_files() if not allowed(relative) and uses_unsafe(path)]
    assert offenders == [], "unsafe code outside the places CONTRIBUTING.md names: " + ", ".join(offenders)


def test_everyBinding_existsAndUsesUnsafeCode():
    # A renamed or emptied binding would leave the rule above guarding nothing there.
    used = {relative for relative, path in swift_files() if allowed(relative) and uses_unsafe(path)}
    for folder in UNSAFE_FOLDERS:
        assert any(relative.startswith(folder) for relative in used), folder


def test_theByteReader_isStillWhereTheRawReadsAre():
    # Were it safe, the rule would keep allowing a file that no longer needs it.
    assert uses_unsafe(os.path.join(SOURCES, BYTE_READER)), f"{BYTE_READER} is safe now: drop BYTE_READER"


def test_contributingGuide_namesEveryPlaceOfUnsafeCode():
    with open(os.path.join(REPO, "CONTRIBUTING.md"), encoding="utf-8") as file:
        guide = file.read()
    for place in UNSAFE_FOLDERS + (BYTE_READER,):
        assert place.rstrip("/").split("/")[-1].removesuffix(".swift") in guide, place


def test_httpServer_callsC_onlyFromItsBinding():
    # CONTRIBUTING.md: HTTPServer's Binding/ holds every libmicrohttpd call and every other C call.
    c_import = re.compile(r"^import (Glibc|CMicroHTTPD|CWorkerLoop)\b", re.M)
    offenders = [relative for relative, path in swift_files()
                 if relative.startswith("HTTPServer/") and not relative.startswith("HTTPServer/Binding/")
                 and c_import.search(open(path, encoding="utf-8").read())]
    assert offenders == [], "C called outside HTTPServer/Binding: " + ", ".join(offenders)
