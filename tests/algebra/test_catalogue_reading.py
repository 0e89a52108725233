"""The atom catalogue read lazily (algebra.atoms.read_catalogue) is the document json.loads reads."""

from __future__ import annotations

import json
from importlib import resources

from cutecalc.algebra.atoms import _LazySection, read_catalogue


def _plain(doc: dict) -> dict:
    return {k: dict(v.items()) if isinstance(v, _LazySection) else v for k, v in doc.items()}


def test_the_shipped_catalogue_reads_lazily_as_json_reads_it():
    text = resources.files("cutecalc").joinpath("data/atoms.json").read_text()
    doc = read_catalogue(text)
    lazy = {k for k, v in doc.items() if isinstance(v, _LazySection)}
    assert lazy == {"mma", "mma_families", "copy", "copy_families", "aliases"}
    assert _plain(doc) == json.loads(text)
    name = next(iter(doc["mma"]))
    assert name in doc["mma"] and "nope" not in doc["mma"] and len(doc["mma"]) == len(json.loads(text)["mma"])


def test_a_catalogue_laid_out_otherwise_is_read_whole():
    text = resources.files("cutecalc").joinpath("data/atoms.json").read_text()
    for other in (json.dumps(json.loads(text)), json.dumps(json.loads(text), indent=1)):
        doc = read_catalogue(other)
        assert not any(isinstance(v, _LazySection) for v in doc.values())
        assert doc == json.loads(text)
