import pathlib

from setuptools import setup

setup(
    name="scrollquery-client",
    version="2.0.0",
    description="ScrollQuery's Python client: typed requests and answers, one method per operation",
    long_description=(pathlib.Path(__file__).parent / "README.md").read_text(encoding="utf-8"),
    long_description_content_type="text/markdown",
    packages=["scrollquery_client"],
    python_requires=">=3.11",
    package_data={"scrollquery_client": ["py.typed"]},
)
