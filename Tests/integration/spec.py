"""openapi.yaml as the tests read it: loaded once (YAML's safe loader), a validator for any of its
schemas, and the check that a request schema accepts exactly what the server accepts."""
import functools
import os

import jsonschema
import yaml

from serverprocess import REPO

with open(os.path.join(REPO, "openapi.yaml")) as _spec_file:
    SPEC = yaml.load(_spec_file, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


@functools.lru_cache(maxsize=None)
def _named(schema):
    return jsonschema.Draft202012Validator({"$ref": f"#/components/schemas/{schema}", "components": SPEC["components"]})


def validator(schema):
    """A Draft 2020-12 validator of `schema`: a component's name (`"ScrollOffsetRequest"`), or a
    schema object whose `$ref`s point into the spec's components."""
    if isinstance(schema, str):
        return _named(schema)
    return jsonschema.Draft202012Validator({**schema, "components": SPEC["components"]})


def assert_schema_accepts_exactly_what_the_server_accepts(server, path, schema, name, body):
    """POSTs `body` to `path`: the server answers 200, 400 or 404; the component `schema` accepts
    `body` exactly when the server does (200, or 404 for a well-formed request naming what is not
    there); and the answer is 404 exactly when the case's `name` says "(404)"."""
    status, _, data = server.request("POST", path, body)
    schema_errors = [error.message for error in validator(schema).iter_errors(body)]
    assert status in (200, 400, 404), (status, data)
    assert (status in (200, 404)) == (not schema_errors), (name, status, data, schema_errors[:3])
    assert ("(404)" in name) == (status == 404), (status, data)
