"""Every citation the audit taxonomy names must exist in the bundled corpus, exactly as written (canonical form)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from rag.citations import parse_citation
from rag.corpus import load_corpus

TAXONOMY = Path(__file__).resolve().parents[2] / "audit" / "taxonomy.yaml"


def _citations() -> list[tuple[str, str]]:
    data = yaml.safe_load(TAXONOMY.read_text(encoding="utf-8"))
    return [(category["id"], citation) for category in data["categories"] for citation in category["citations"]]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory):
    import os

    from rag import corpus as corpus_mod

    old = os.environ.get("VERISTREAM_HOME")
    os.environ["VERISTREAM_HOME"] = str(tmp_path_factory.mktemp("home"))  # bundled corpus only
    corpus_mod.clear_memo()
    try:
        yield load_corpus()
    finally:
        corpus_mod.clear_memo()
        if old is None:
            os.environ.pop("VERISTREAM_HOME", None)
        else:
            os.environ["VERISTREAM_HOME"] = old


@pytest.mark.parametrize(("category", "citation"), _citations())
def test_taxonomy_citation_exists(corpus, category: str, citation: str) -> None:
    assert parse_citation(citation) == citation, f"{category}: {citation!r} is not in canonical form"
    provision = corpus.get(citation)
    assert provision.text.strip(), f"{category}: {citation} has no text"
