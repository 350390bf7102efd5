"""Taxonomy integrity: enough categories, every citation exists in the corpus, every category is screened for."""

from __future__ import annotations

import pytest

from audit.lexicon import load_lexicon
from audit.taxonomy import load_taxonomy, regulator_of

corpus_mod = pytest.importorskip("rag.corpus")


def test_taxonomy_has_at_least_19_categories_with_valid_citations():
    tax = load_taxonomy()
    assert len(tax.categories) >= 19
    corpus = corpus_mod.load_corpus()
    for cat in tax.categories:
        for cit in cat.citations:
            assert corpus.get(cit).citation == cit, (cat.id, cit)


def test_every_category_has_cues_and_queries_for_each_of_its_regulators():
    tax, lex = load_taxonomy(), load_lexicon()
    assert set(lex.categories) == {c.id for c in tax.categories}
    for cat in tax.categories:
        entry = lex.categories[cat.id]
        assert len(entry.cues) >= (1 if entry.once else 2), cat.id
        for reg in {regulator_of(c) for c in cat.citations}:
            assert entry.queries.get(reg), (cat.id, reg)


def test_lexicon_rule_terms_are_text():
    """YAML reads a bare `false` as a boolean; a rule term must stay a word."""
    for cat in load_lexicon().categories.values():
        assert all(isinstance(t, str) for t in cat.rule_terms), cat.id
