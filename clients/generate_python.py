#!/usr/bin/env python3
"""Writes clients/python/scrollquery_client/models.py: a `TypedDict` (or a type alias) for each
schema of openapi.yaml, and one per kind of batch request, typed for `mypy --strict`.

    python3 clients/generate_python.py                 # rewrite it (`make clients`)
    python3 clients/generate_python.py --output FILE   # somewhere else (the drift test)

The Python twin of generate_typescript.py, reading the same small part of JSON Schema and failing
on anything else. The requests and answers are the JSON itself (`TypedDict`s are dicts): field
names are the spec's (`contentSize`), nothing to convert, a batch serialises as it is typed.
Mapping:

- an object with `properties` → a `TypedDict`; a field not in `required` is `NotRequired`; an
  object defined inline is named after its place (`LayoutEdit.remove` → `LayoutEditRemove`);
- `oneOf`/`anyOf` → a union; `enum`/`const` → `Literal`; `type: [number, "null"]` → `float | None`;
- `integer` → `int`, `number` → `float` (which takes an `int`), arrays → `Sequence` (so a
  `list[float]` is a `Sequence[float | None]`), maps → `Mapping[str, …]`.

Batch requests: the spec leaves a batch element open (`BatchOperation` has only `op`, since a bad
element is that element's error, not the batch's). Each operation a batch can ask names its `op`
in `x-batch-op`; its request schema becomes a `TypedDict` of the endpoint's fields without those
the batch's top level owns (`BatchRequest`'s but `requests` and the scroll view's shared fields),
the scroll view's optional.
"""
import argparse
import json
import keyword
import os
import sys

import yaml

CLIENTS = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(CLIENTS)
SPEC = os.path.join(REPO, "openapi.yaml")
OUTPUT = os.path.join(CLIENTS, "python", "scrollquery_client", "models.py")
#: Keywords that only constrain values: no Python type says them.
CONSTRAINTS = {"description", "example", "examples", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
               "minItems", "maxItems", "minLength", "maxLength", "pattern", "format", "default", "title",
               "additionalProperties", "minProperties", "maxProperties", "uniqueItems", "multipleOf", "not",
               "discriminator", "$comment", "deprecated", "readOnly", "writeOnly", "if", "then", "else",
               "dependentRequired", "dependentSchemas", "propertyNames", "contentMediaType", "contentEncoding"}
PRIMITIVES = {"string": "str", "number": "float", "integer": "int", "boolean": "bool", "null": "None"}
#: The fields of an endpoint's request that a batch's element may not send: the batch's top level
#: owns them (BatchRequest's properties but `requests` and `BATCH_SHARED`).
BATCH_OWNED_EXCEPT = {"requests"}
#: The scroll view's fields an element may leave to the batch's top level (optional in an element).
BATCH_SHARED = {"viewport", "contentSize", "contentInsets", "scrollPadding", "contentOffset"}


class Unsupported(Exception):
    pass


class Writer:
    def __init__(self, spec):
        self.schemas = spec["components"]["schemas"]
        self.blocks = []        # the module's definitions, in order
        self.names = set(self.schemas)
        self.fields = {}        # TypedDict name → [(key, type, required, description)]

    def type_of(self, schema, place):
        """The Python type of one schema; `place` names an object defined inline."""
        if schema is True or not set(schema) - CONSTRAINTS:
            return "Any"
        unknown = set(schema) - CONSTRAINTS - {"$ref", "type", "oneOf", "anyOf", "allOf", "enum", "const",
                                               "properties", "required", "items", "prefixItems"}
        if unknown:
            raise Unsupported(f"keywords {sorted(unknown)} in {json.dumps(schema)[:200]}")
        if "$ref" in schema:
            return schema["$ref"].rsplit("/", 1)[-1]
        if "const" in schema:
            return literal([schema["const"]])
        if "enum" in schema:
            return literal(schema["enum"])
        for combinator in ("oneOf", "anyOf", "allOf"):
            if combinator in schema and "properties" in schema:
                # Variants beside `properties` say which fields go together: the fields are the type.
                return self.typed_dict(schema, place)
            if combinator in schema:
                if combinator == "allOf":
                    raise Unsupported("allOf without properties")
                rest = set(schema) - CONSTRAINTS - {combinator, "type", "anyOf", "allOf"}
                if rest:
                    raise Unsupported(f"{combinator} beside {sorted(rest)}")
                variants = schema[combinator]
                return union(self.type_of(part, f"{place}Variant{n}" if len(variants) > 1 else place)
                             for n, part in enumerate(variants, 1))
        kinds = schema.get("type")
        if isinstance(kinds, list):
            return union(self.type_of({**schema, "type": kind}, place) for kind in kinds)
        if isinstance(kinds, dict):
            return self.type_of(kinds, place)
        if kinds == "array":
            if "prefixItems" in schema:
                return "tuple[" + ", ".join(self.type_of(item, f"{place}Item") for item in schema["prefixItems"]) + "]"
            return f"Sequence[{self.type_of(schema.get('items', {}), place + 'Item')}]"
        if kinds in PRIMITIVES:
            return PRIMITIVES[kinds]
        if kinds == "object" or "properties" in schema:
            return self.typed_dict(schema, place)
        raise Unsupported(f"type {kinds!r} in {json.dumps(schema)[:200]}")

    def typed_dict(self, schema, name):
        properties = schema.get("properties", {})
        extra = schema.get("additionalProperties")
        if not properties and isinstance(extra, dict):
            return f"Mapping[str, {self.type_of(extra, name + 'Value')}]"
        if not properties and extra is not False:
            return "Mapping[str, Any]"
        if name in self.fields:
            raise Unsupported(f"two objects named {name}")
        required = set(schema.get("required", []))
        fields = [(key, self.type_of(sub, name + key[:1].upper() + key[1:]), key in required,
                   sub.get("description") if isinstance(sub, dict) else None)
                  for key, sub in properties.items()]
        self.define(name, fields, schema.get("description"))
        return name

    def define(self, name, fields, description):
        self.fields[name] = fields
        self.names.add(name)
        self.blocks.append(typed_dict_source(name, fields, description))

    def alias(self, name, schema):
        self.blocks.append(comment(schema.get("description")) + [f"{name}: TypeAlias = {self.type_of(schema, name)!r}"])

    def batch_operations(self, spec):
        """One TypedDict per request kind of a batch, in the order of the paths that declare an
        `x-batch-op`; `BatchOperation` is their union."""
        owned = set(self.schemas["BatchRequest"]["properties"]) - BATCH_SHARED - BATCH_OWNED_EXCEPT
        names = []
        for op, request in batch_operations(spec):
            for variant in self.variants(request):
                excluded = owned & {key for key, *_ in self.fields[variant]}
                fields = [("op", literal([op]), True, "The endpoint this request goes to.")]
                fields += [(key, kind, required and key not in BATCH_SHARED, text)
                           for key, kind, required, text in self.fields[variant] if key not in excluded]
                name = variant.removesuffix("Request") + "Operation"
                self.define(name, fields, f"One `{op}` request of a batch: `{variant}` without "
                            + (", ".join(f"`{key}`" for key in sorted(excluded)) or "nothing")
                            + "; the scroll view's fields default to the batch's.")
                names.append(name)
        return names

    def variants(self, name):
        """The TypedDicts a schema name stands for (through `oneOf` of `$ref`s)."""
        schema = self.schemas[name]
        if name in self.fields:
            return [name]
        refs = [part["$ref"].rsplit("/", 1)[-1] for part in schema.get("oneOf", []) if "$ref" in part]
        if not refs:
            raise Unsupported(f"{name}: neither an object nor a oneOf of them")
        return [leaf for ref in refs for leaf in self.variants(ref)]


def batch_operations(spec):
    """(op, request schema name) of each operation that declares `x-batch-op`, in path order."""
    for item in spec["paths"].values():
        for operation in item.values():
            if isinstance(operation, dict) and "x-batch-op" in operation:
                schema = operation["requestBody"]["content"]["application/json"]["schema"]
                yield operation["x-batch-op"], schema["$ref"].rsplit("/", 1)[-1]


def literal(values):
    names = [json.dumps(value) if value is not None else "None" for value in values if value is not None]
    parts = [f"Literal[{', '.join(names)}]"] if names else []
    return union(parts + (["None"] if None in values else []))


def union(parts):
    seen = []
    for part in parts:
        for piece in split_union(part):
            if piece not in seen:
                seen.append(piece)
    if "None" in seen:  # `X | None` reads best with None last
        seen = [piece for piece in seen if piece != "None"] + ["None"]
    return " | ".join(seen)


def split_union(text):
    """The members of `A | B[C | D]` at depth 0."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        depth += char == "["
        depth -= char == "]"
        if depth == 0 and text.startswith(" | ", index):
            parts.append(text[start:index])
            start = index + 3
    return parts + [text[start:]]


def comment(text, indent=""):
    if not text:
        return []
    return [f"{indent}#: {line}".rstrip() for line in text.strip().splitlines()]


def typed_dict_source(name, fields, description):
    if any(keyword.iskeyword(key) or not key.isidentifier() for key, *_ in fields):
        # A key that is a Python keyword (`from`): the functional syntax, whose values are strings.
        lines = comment(description) + [f"{name} = TypedDict({name!r}, {{"]
        for key, kind, required, text in fields:
            lines += comment(text, "    ")
            lines.append(f'    "{key}": ' + (f"{kind!r}," if required else f"NotRequired[{kind!r}],"))
        return lines + ["})"]
    lines = [f"class {name}(TypedDict):"]
    if description:
        text = description.strip().replace('"""', "'''").replace("\\", "\\\\")
        body = "\n".join(f"    {line}".rstrip() for line in text.splitlines()).lstrip()
        lines.append(f'    """{body}"""' if "\n" not in text else f'    """{body}\n    """')
    for key, kind, required, text in fields:
        lines += comment(text, "    ")
        lines.append(f"    {key}: {kind if required else f'NotRequired[{kind}]'}")
    if not fields and not description:
        lines.append("    pass")
    return lines


def generate(output):
    with open(SPEC) as file:
        spec = yaml.safe_load(file)
    writer = Writer(spec)
    for name, schema in spec["components"]["schemas"].items():
        try:
            if name == "BatchOperation":
                continue  # written below, from the operations' `x-batch-op`
            if "properties" in schema or schema.get("type") == "object" and schema.get("additionalProperties") is False:
                writer.typed_dict(schema, name)
            else:
                writer.alias(name, schema)
        except Unsupported as problem:
            sys.exit(f"openapi.yaml components/schemas/{name}: {problem}")
    operations = writer.batch_operations(spec)
    results = spec["components"]["schemas"]["BatchResponse"]["properties"]["results"]
    writer.blocks.append(["#: One result of a batch: an answer of an op's endpoint, or `BatchError` (`BatchResponse`'s `results`).",
                          f"BatchResult: TypeAlias = {writer.type_of(results['items'], 'BatchResult')!r}"])
    writer.blocks.append(comment(spec["components"]["schemas"]["BatchOperation"].get("description"))
                         + [f"BatchOperation: TypeAlias = {union(operations)!r}"])
    lines = ['"""The requests and answers of ' + f"{spec['info']['title']} {spec['info']['version']}"
             + ' as TypedDicts: the JSON itself, typed.',
             "",
             "Generated from openapi.yaml by clients/generate_python.py (`make clients`): do not edit.",
             '"""',
             "from __future__ import annotations",
             "",
             "from collections.abc import Mapping, Sequence",
             "from typing import Any, Literal, NotRequired, TypeAlias, TypedDict",
             ""]
    for block in writer.blocks:
        lines += ["", *block, ""]
    exported = sorted({line.split(":")[0].split(" ")[0].split("(")[0] for block in writer.blocks for line in block
                       if line[:1].isalpha()} - {"class"} | {line[6:].split("(")[0] for block in writer.blocks
                                                              for line in block if line.startswith("class ")})
    lines += ["", "__all__ = ["] + [f'    "{name}",' for name in exported] + ["]"]
    text = "\n".join(lines).rstrip() + "\n"
    # BatchRequest.requests is open in the spec (an element's problems are its own error result);
    # the typed client sends the typed operations.
    text = text.replace("    requests: Sequence[Any]\n", "    requests: Sequence[BatchOperation]\n", 1)
    os.makedirs(os.path.dirname(output), exist_ok=True)
    with open(output, "w") as file:
        file.write(text)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", default=OUTPUT)
    generate(os.path.abspath(parser.parse_args().output))
