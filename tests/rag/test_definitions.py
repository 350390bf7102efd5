"""Definition questions and definition provisions (rag/definitions.py), and their effect on the rerank."""

from __future__ import annotations

import numpy as np
import pytest

from rag.definitions import defined_term, definition_scores, is_definition_question
from rag.rerank import Features, rerank


@pytest.mark.parametrize(
    "query",
    [
        "what is a testimonial under the adviser marketing rule",
        "What counts as an advertisement?",
        "what are the different types of communications",
        "youtube video seen by thousands of investors, what kind of communication",
        "is a tagged post considered an endorsement",
        "what does material connection mean",
    ],
)
def test_definition_questions(query):
    assert is_definition_question(query)


@pytest.mark.parametrize(
    "query", ["influencer says this stock is guaranteed to double", "rep promises followers they cannot lose money"]
)
def test_claims_are_not_definition_questions(query):
    assert not is_definition_question(query)


@pytest.mark.parametrize(
    ("body", "term"),
    [
        ("(17) Testimonial means any statement by a current client or investor", "Testimonial"),
        ('(5) "Retail communication" means any written (including electronic) communication', "Retail communication"),
        ("(1) “Communications” consist of correspondence, retail communications and institutional", "Communications"),
        ("(18) Third-party rating means a rating or ranking of an investment adviser", "Third-party rating"),
        ("(a) An advertisement containing an endorsement will likely be interpreted as", None),
        ("§ 275.206(4)-1 Investment adviser marketing. As a means reasonably designed to prevent", None),
    ],
)
def test_defined_term(body, term):
    assert defined_term(body) == term


def test_scores_need_both_a_question_and_a_matching_definition():
    terms = [frozenset({"testimoni"}), frozenset({"third", "parti", "rate"}), frozenset()]
    query = {"testimoni", "rate"}
    assert definition_scores(query, True, terms).tolist() == pytest.approx([1.0, 1 / 3, 0.0])
    assert definition_scores(query, False, terms).tolist() == [0.0, 0.0, 0.0]


def test_definition_feature_moves_the_defining_provision_up():
    base = dict(
        dense_chunk=np.array([0.6, 0.5]),
        dense_body=np.array([0.6, 0.5]),
        bm25=np.array([1.0, 0.9]),
        overlap=np.array([0.5, 0.5]),
        fused=np.array([1.0, 0.95]),
        mention=np.zeros(2),
    )
    assert rerank([1, 2], Features(**base))[0][0] == 1
    assert rerank([1, 2], Features(**base, definition=np.array([0.0, 1.0])))[0][0] == 2


def test_search_answers_a_definition_question_with_the_definition(tmp_path, monkeypatch):
    from rag.corpus import clear_memo, load_corpus
    from rag.index import clear_cache, load_index
    from rag.search import Retriever

    monkeypatch.setenv("VERISTREAM_HOME", str(tmp_path))
    clear_memo()
    clear_cache()
    try:
        retriever = Retriever(load_index(load_corpus()))
    finally:
        clear_cache()
        clear_memo()
    hits = retriever.search("what is a testimonial under the adviser marketing rule", regulator="SEC", k=3)
    assert hits[0].citation == "SEC 206(4)-1(e)(17)"
