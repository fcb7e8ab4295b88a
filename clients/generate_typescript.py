#!/usr/bin/env python3
"""Writes clients/typescript/src/types.ts: a TypeScript type for each schema of openapi.yaml,
`Operations`, which names the request and answer types of each JSON operation, and `routes`, the
method and path of each.

    python3 clients/generate_typescript.py                 # rewrite it (`make clients`)
    python3 clients/generate_typescript.py --output FILE   # somewhere else (the drift test)

No generator from a registry: the spec uses a small part of JSON Schema (objects, arrays,
`oneOf`/`anyOf`, `enum`/`const`, `$ref`, nullable types), and this reads exactly that, failing
on anything else so a new construct in the spec cannot be dropped silently.
Fields not in `required` are optional; `additionalProperties: false` is what TypeScript's
object literal checks give anyway; `oneOf` variants next to an object's `properties` (which of
them go together) are left to the server. Descriptions become doc comments.
"""
import argparse
import json
import os
import sys

import yaml

CLIENTS = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(CLIENTS)
SPEC = os.path.join(REPO, "openapi.yaml")
OUTPUT = os.path.join(CLIENTS, "typescript", "src", "types.ts")
#: Keywords that only constrain values (ranges, lengths, formats): no TypeScript type says them.
CONSTRAINTS = {"description", "example", "examples", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
               "minItems", "maxItems", "minLength", "maxLength", "pattern", "format", "default", "title",
               "additionalProperties", "minProperties", "maxProperties", "uniqueItems", "multipleOf", "not",
               "discriminator", "$comment", "deprecated", "readOnly", "writeOnly", "if", "then", "else",
               "dependentRequired", "dependentSchemas", "propertyNames", "contentMediaType", "contentEncoding"}
PRIMITIVES = {"string": "string", "number": "number", "integer": "number", "boolean": "boolean", "null": "null"}


class Unsupported(Exception):
    pass


def ts_type(schema, indent):
    """The TypeScript type of one schema, written at `indent`."""
    if schema is True or not set(schema) - CONSTRAINTS:  # any value (only described)
        return "unknown"
    unknown = set(schema) - CONSTRAINTS - {"$ref", "type", "oneOf", "anyOf", "allOf", "enum", "const", "properties",
                                           "required", "items", "prefixItems"}
    if unknown:
        raise Unsupported(f"keywords {sorted(unknown)} in {json.dumps(schema)[:200]}")
    if "$ref" in schema:
        return schema["$ref"].rsplit("/", 1)[-1]
    if "const" in schema:
        return json.dumps(schema["const"])
    if "enum" in schema:
        return " | ".join(json.dumps(value) for value in schema["enum"])
    for combinator, joiner in (("oneOf", " | "), ("anyOf", " | "), ("allOf", " & ")):
        if combinator in schema and "properties" in schema:
            # Variants beside `properties` say which of them may be present together ("exactly one
            # of insert, remove, resize"): the object's fields are the type, the server checks the rest.
            return object_type(schema, indent)
        if combinator in schema:
            parts = [ts_type(part, indent) for part in schema[combinator]]
            # `type: object` next to a combinator adds nothing; an `anyOf`/`allOf` next to a `oneOf`
            # constrains its variants (CSSSemantics | HorizontalTB): the variants are the type.
            rest = set(schema) - CONSTRAINTS - {combinator, "type", "anyOf", "allOf"}
            if rest:
                raise Unsupported(f"{combinator} beside {sorted(rest)}")
            return joiner.join(f"({part})" if " | " in part or " & " in part else part for part in dedupe(parts))
    kinds = schema.get("type")
    if isinstance(kinds, list):
        return " | ".join(dedupe(ts_type({**schema, "type": kind}, indent) for kind in kinds))
    if isinstance(kinds, dict):  # `type: {const: ...}` in the spec: a value, not a type name
        return ts_type(kinds, indent)
    if kinds == "array":
        if "prefixItems" in schema:
            return "[" + ", ".join(ts_type(item, indent) for item in schema["prefixItems"]) + "]"
        item = ts_type(schema.get("items", {}), indent)
        return f"({item})[]" if " " in item else f"{item}[]"
    if kinds == "object" or "properties" in schema:
        return object_type(schema, indent)
    if kinds in PRIMITIVES:
        return PRIMITIVES[kinds]
    raise Unsupported(f"type {kinds!r} in {json.dumps(schema)[:200]}")


def object_type(schema, indent):
    properties = schema.get("properties", {})
    extra = schema.get("additionalProperties")
    if not properties:
        if isinstance(extra, dict):
            return f"{{ [key: string]: {ts_type(extra, indent)} }}"
        return "Record<string, never>" if extra is False else "{ [key: string]: unknown }"
    required = set(schema.get("required", []))
    inner = indent + "  "
    lines = ["{"]
    for name, sub in properties.items():
        lines += doc_comment(sub.get("description") if isinstance(sub, dict) else None, inner)
        key = name if name.isidentifier() else json.dumps(name)
        lines.append(f"{inner}{key}{'' if name in required else '?'}: {ts_type(sub, inner)};")
    lines.append(indent + "}")
    return "\n".join(lines)


def dedupe(parts):
    seen = []
    for part in parts:
        if part not in seen:
            seen.append(part)
    return seen


def doc_comment(text, indent):
    if not text:
        return []
    lines = text.strip().replace("*/", "*\u2215").splitlines()
    return [f"{indent}/**"] + [f"{indent} * {line}".rstrip() for line in lines] + [f"{indent} */"]


def json_schema(content):
    return (content or {}).get("application/json", {}).get("schema")


def operations(spec):
    """`Operations`: for each JSON operation under /v1, its method, path, request and answers."""
    routes = []
    lines = ["/** The JSON operations: method and path, request body and answer types. */",
             "export interface Operations {"]
    for path, methods in spec["paths"].items():
        for method, operation in methods.items():
            if method not in ("get", "post", "put", "delete", "patch"):
                continue
            request = json_schema(operation.get("requestBody", {}).get("content"))
            answers = {status: json_schema(answer.get("content")) for status, answer in operation["responses"].items()}
            success = [ts_type(schema, "    ") for status, schema in answers.items() if status.startswith("2") and schema]
            if request is None and not success:
                continue
            lines += doc_comment(operation.get("summary"), "  ")
            routes.append((operation["operationId"], method.upper(), path))
            lines.append(f"  {operation['operationId']}: {{")
            lines.append(f"    method: {json.dumps(method.upper())};")
            lines.append(f"    path: {json.dumps(path)};")
            lines.append(f"    request: {ts_type(request, '    ') if request else 'undefined'};")
            lines.append(f"    answer: {' | '.join(success) if success else 'undefined'};")
            lines.append("  };")
    lines.append("}")
    lines += ["", "/** The method and path of each operation of `Operations`, for the client to call. */",
              "export const routes: { [Name in keyof Operations]: Pick<Operations[Name], \"method\" | \"path\"> } = {"]
    lines += [f"  {name}: {{ method: {json.dumps(method)}, path: {json.dumps(path)} }}," for name, method, path in routes]
    lines.append("};")
    return lines


def generate(output):
    with open(SPEC) as file:
        spec = yaml.safe_load(file)
    lines = ["// Generated from openapi.yaml by clients/generate_typescript.py (`make clients`): do not edit.",
             f"// {spec['info']['title']} {spec['info']['version']}", ""]
    for name, schema in spec["components"]["schemas"].items():
        try:
            body = ts_type(schema, "")
        except Unsupported as problem:
            sys.exit(f"openapi.yaml components/schemas/{name}: {problem}")
        lines += doc_comment(schema.get("description"), "")
        lines.append(f"export type {name} = {body};")
        lines.append("")
    lines += operations(spec)
    os.makedirs(os.path.dirname(output), exist_ok=True)
    with open(output, "w") as file:
        file.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", default=OUTPUT)
    generate(os.path.abspath(parser.parse_args().output))
