"""The router on phrasings by writers it was not first written for (issue #11), and the data files behind it."""

import json

import pytest

from assistant.router import READINGS, route
from tests.assistant.test_router import S6

# The independent writers' phrasings the router once misread are a table in router_cases.yaml (test_router.py).


def test_a_named_finding_keeps_a_recheck_against_a_speaker_heavy_vote():
    intent = route("recheck 1 assuming the speaker is a registered rep", S6)
    assert intent.kind == "recheck" and intent.finding_id == "F1"


def test_every_cue_rule_names_a_kind_the_toolbox_handles():
    from assistant.router_cues import load_rules

    kinds = set(READINGS) | {"help"}
    rules = load_rules()
    assert rules and {r.intent for r in rules} <= kinds


def test_a_malformed_cue_file_fails_loudly_naming_the_file(tmp_path):
    from assistant.router_cues import load_rules

    bad = tmp_path / "cues.yaml"
    bad.write_text("- intent: tag\n  any: ['(unclosed']\n", encoding="utf-8")
    with pytest.raises(ValueError, match="cues.yaml has a malformed cue rule"):
        load_rules(bad)


def test_the_example_file_is_the_tuning_splits_and_nothing_held_out():
    """assistant/router_data/examples.jsonl must equal what scripts/build_router_examples.py builds: no test,
    fresh or sealed request may be among the examples the router votes with."""
    from scripts.build_router_examples import OUT, build

    rows = [json.loads(line) for line in OUT.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert rows == build()
    assert all(r["from"].split(":")[1] in ("train", "train_w1", "train_w2", "train_w3", "train_w4", "train_w5", "train_w6", "train_w7", "train_w8", "train_w9", "train_probe") for r in rows)
    assert not any(r["from"].startswith("sealed") for r in rows)


def test_the_evaluator_never_loads_a_sealed_file_unless_asked():
    from evals.router_eval import load, score

    rows = load()
    assert rows and not any(r["split"].startswith("sealed") for r in rows)
    res = score([r for r in rows if r["split"] == "train_w1"])
    assert set(res["per_writer"]) == {"w1"} and res["n"] == 60


@pytest.mark.parametrize(
    ("text", "kind"),
    [("explian f4", "explain"), ("rejct 2, its puffery", "review"), ("verfy 'no risk whatsoever'", "verify")],
)
def test_a_message_with_typos_is_read_again_corrected(text, kind):
    assert route(text, S6).kind == kind


def test_typo_correction_leaves_quotes_names_and_known_words_alone():
    from assistant.intent_knn import correct_typos

    assert correct_typos("verfy 'guarenteed returns'") == "verify 'guarenteed returns'"
    assert correct_typos("assign this to Priya") == "assign this to Priya"
