"""openapi.yaml reads on its own: every field says what it is, every request and answer schema
shows an example, and a `oneOf` variant says only what it holds.

- A property carries a `description`, or is a bare `$ref` to a described schema. Exempt are the
  restatements: properties of a constraint without `type` (`{required: [to], properties: {to:
  {type: object}}}`), of `if`/`then`/`else`/`not`, and of a variant of an object whose own
  `properties` declare (and describe) the member.
- Each schema a request body or a 2xx/4xx answer names, and each schema with an example, has an
  `example` that validates against it; so do the request bodies' own examples.
- In a `oneOf` whose variants are told apart by the members they require (those sets disjoint),
  no variant lists a member another variant requires as `null`: the variants' `oneOf` already
  makes two chosen members invalid, and the object declares each member once.
- Each request example, sent to the server, is accepted, and the answer validates against the
  spec's answer schema for its status.
"""
import json

import pytest
from openapi_spec_validator import validate

from spec import SPEC, validator

SCHEMAS = SPEC["components"]["schemas"]
CONSTRAINTS = ("if", "then", "else", "not", "dependentSchemas")
NULL = {"type": "null"}


def resolve(node):
    while isinstance(node, dict) and "$ref" in node:
        node = SCHEMAS[node["$ref"].rsplit("/", 1)[-1]]
    return node


def nodes(node, path):
    """Every schema node below `node` (not following `$ref`), with its path; constraint
    subschemas (`if`, `then`, …) are reported with `constraint` set."""
    stack = [(node, path, False)]
    while stack:
        current, where, constraint = stack.pop()
        if isinstance(current, dict):
            yield current, where, constraint
            for key, value in current.items():
                if key in ("example", "examples", "enum", "const", "required", "default"):
                    continue
                stack.append((value, f"{where}/{key}", constraint or key in CONSTRAINTS))
        elif isinstance(current, list):
            stack.extend((value, f"{where}/{index}", constraint) for index, value in enumerate(current))


def restated():
    """(id of a variant schema, member) pairs whose member the enclosing object declares."""
    pairs = set()
    for name, schema in SCHEMAS.items():
        for node, _, _ in nodes(schema, name):
            if not isinstance(node.get("properties"), dict):
                continue
            for keyword in ("oneOf", "anyOf"):
                for variant in node.get(keyword, []):
                    target = resolve(variant)
                    for member in (target.get("properties") or {}):
                        if member in node["properties"]:
                            pairs.add((id(target), member))
    return pairs


def undescribed_properties():
    exempt = restated()
    missing = []
    for name, schema in SCHEMAS.items():
        for node, where, constraint in nodes(schema, f"#/components/schemas/{name}"):
            properties = node.get("properties")
            if constraint or not isinstance(properties, dict) or "type" not in node:
                continue
            for member, value in properties.items():
                if (id(node), member) in exempt or "description" in value:
                    continue
                if set(value) == {"$ref"} and "description" in resolve(value):
                    continue
                missing.append(f"{where}/properties/{member}")
    return missing


def operations():
    for path, item in SPEC["paths"].items():
        for method, operation in item.items():
            if method in ("get", "head", "post", "delete"):
                yield path, method, operation


def media(body):
    if "$ref" in body:
        body = SPEC["components"]["responses"][body["$ref"].rsplit("/", 1)[-1]]
    return body.get("content", {}).get("application/json")


def request_and_answer_schemas():
    """The named schemas of the JSON request bodies and 2xx/4xx answers (an array's items)."""
    names = set()
    for _, _, operation in operations():
        bodies = [operation.get("requestBody", {})]
        bodies += [answer for status, answer in operation.get("responses", {}).items() if status[0] in "24"]
        for body in bodies:
            content = media(body)
            schema = (content or {}).get("schema", {})
            schema = schema.get("items", schema) if schema.get("type") == "array" else schema
            if "$ref" in schema:
                names.add(schema["$ref"].rsplit("/", 1)[-1])
    return sorted(names)


def test_theSpecIsValidOpenAPI():
    validate(SPEC)


def test_everyPropertyIsDescribed():
    assert undescribed_properties() == []


@pytest.mark.parametrize("name", request_and_answer_schemas())
def test_requestAndAnswerSchemas_haveAnExample(name):
    assert "example" in SCHEMAS[name], f"{name} has no example"


def examples():
    for name, schema in SCHEMAS.items():
        for node, where, constraint in nodes(schema, f"#/components/schemas/{name}"):
            if constraint:
                continue
            if "example" in node:
                yield where, node, node["example"]
            for index, value in enumerate(node.get("examples") or []):
                yield f"{where}/examples/{index}", node, value
    for path, method, operation in operations():
        content = media(operation.get("requestBody", {}))
        if content and "example" in content:
            yield f"{method.upper()} {path}", content["schema"], content["example"]


@pytest.mark.parametrize("where, schema, example", list(examples()), ids=lambda value: value if isinstance(value, str) else "")
def test_everyExample_validatesAgainstItsSchema(where, schema, example):
    errors = [f"{'/'.join(map(str, error.absolute_path))}: {error.message[:200]}"
              for error in validator(schema).iter_errors(example)]
    assert errors == [], where


def null_listings():
    """Variants of an exactly-one-of `oneOf` that list another variant's required member as null."""
    found = []
    for name, schema in SCHEMAS.items():
        for node, where, _ in nodes(schema, f"#/components/schemas/{name}"):
            variants = [resolve(variant) for variant in node.get("oneOf", [])]
            requires = [set(variant.get("required", [])) for variant in variants]
            common = set.intersection(*requires) if requires else set()
            own = [members - common for members in requires]
            disjoint = all(not (a & b) for i, a in enumerate(own) for b in own[i + 1:])
            if len(variants) < 2 or not disjoint or not any(own):
                continue
            for index, variant in enumerate(variants):
                for member, value in (variant.get("properties") or {}).items():
                    if value == NULL and any(member in other for j, other in enumerate(own) if j != index):
                        found.append(f"{where}/oneOf/{index}/properties/{member}")
    return found


def test_oneOfVariants_listOnlyTheirOwnMembers():
    assert null_listings() == []


def test_theNullListingCheck_findsAVariantThatListsAnotherAsNull():
    """The check above, on the shape the targets had: each variant re-listing the others."""
    schema = {"oneOf": [{"type": "object", "required": ["id"], "properties": {"id": {}, "index": NULL}},
                        {"type": "object", "required": ["index"], "properties": {"index": {}, "id": NULL}}]}
    SCHEMAS["_Probe"] = schema
    try:
        assert null_listings() == ["#/components/schemas/_Probe/oneOf/0/properties/index",
                                   "#/components/schemas/_Probe/oneOf/1/properties/id"]
    finally:
        del SCHEMAS["_Probe"]


def test_theDescriptionCheck_findsAnUndescribedProperty():
    SCHEMAS["_Probe"] = {"type": "object", "properties": {"width": {"type": "number"}, "size": {"$ref": "#/components/schemas/Size"}}}
    try:
        missing = undescribed_properties()
        assert "#/components/schemas/_Probe/properties/width" in missing
        assert "#/components/schemas/_Probe/properties/size" not in missing
    finally:
        del SCHEMAS["_Probe"]


def answer_schema(operation, status):
    answer = operation["responses"].get(str(status))
    assert answer is not None, f"status {status} is not in the spec"
    return media(answer)["schema"]


REQUESTS = [(path, operation) for path, method, operation in operations()
            if method == "post" and media(operation.get("requestBody", {}))]


@pytest.mark.parametrize("path, operation", REQUESTS, ids=[path for path, _ in REQUESTS])
def test_requestExamples_areAnswered_asTheSpecSays(server, path, operation):
    content = media(operation["requestBody"])
    schema = content["schema"]
    bodies = [content["example"]]
    named = schema.get("items", schema)
    if "$ref" in named:
        example = resolve(named)["example"]
        bodies.append([example] if schema.get("type") == "array" else example)
    target = path
    if "{layoutId}" in path:
        status, stored = server.post_json("/v1/layouts", SCHEMAS["LayoutRequest"]["example"])
        assert status == 201, stored
        target = path.replace("{layoutId}", stored["layoutId"])
    for body in bodies:
        status, answer = server.post_json(target, body)
        assert status in (200, 201), (json.dumps(body)[:300], answer)
        errors = [error.message[:200] for error in validator(answer_schema(operation, status)).iter_errors(answer)]
        assert errors == [], json.dumps(answer)[:300]
