"""rag/fit_rerank.py: the listwise fit learns the informative feature, and refuses the held-out cases."""

from __future__ import annotations

import numpy as np
import pytest

from rag.fit_rerank import CaseData, fit, main


def _case(rng: np.random.Generator) -> CaseData:
    n = 10
    informative = rng.random(n)
    noise = rng.random(n)
    positive = np.zeros(n, dtype=bool)
    positive[int(np.argmax(informative))] = True
    return CaseData(list(range(n)), np.stack([informative, noise], axis=1), np.zeros(n), positive, ["X"])


def test_fit_weights_the_feature_that_finds_the_answer():
    rng = np.random.default_rng(0)
    w = fit([_case(rng) for _ in range(40)], steps=200)
    assert w[0] > 0.5 and w[0] > 3 * abs(w[1])


def test_refuses_to_fit_on_held_out_cases():
    with pytest.raises(SystemExit, match="held-out"):
        main(["--cases", "evals/retrieval_cases_heldout.json"])
