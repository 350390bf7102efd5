"""The router on phrasings by writers it was not first written for (issue #11), and the data files behind it."""

import json

import pytest

from assistant.router import READINGS, RouterState, clarify_text, route

S6 = RouterState(has_audit=True, finding_ids=tuple(f"F{i}" for i in range(1, 7)), last_finding="F2")

# Each of these was misread (or answered with the menu) before the cue file and the nearest-example stage.
WRITER_PHRASINGS = [
    ("build exam pkg", dict(kind="bundle")),
    ("remove the 'urgent' tag pls", dict(kind="tag", tag="urgent", remove=True)),
    ("close out as approved", dict(kind="disposition", action="close")),
    (
        "I closed this audit prematurely on Friday, I'm afraid. Would you kindly reopen it?",
        dict(kind="disposition", action="reopen"),
    ),
    ("whats in my q", dict(kind="queue")),
    ("pick up convo 9912 where i left off", dict(kind="resume", thread="9912")),
    (
        "Please continue the chat with the ID th_20240611_0932; I was partway through a review there.",
        dict(kind="resume", thread="th_20240611_0932"),
    ),
    ("speaker = unknown for now, cant confirm who it is", dict(kind="set_speaker", speaker_role="unknown")),
    ("whats the wording of ftc 255.5 again, need to quote it", dict(kind="rule_text")),
    ("dump findings to json so i can load into our tracker", dict(kind="export", fmt="json")),
    ("need the report as pdf for the file, can you generate", dict(kind="export", fmt="html")),
    ("any med severity ones? list em", dict(kind="list_findings", severity="medium")),
    (
        "I rejected finding number one earlier this morning, but on reflection I would like that rejection withdrawn "
        "so the finding goes back to pending.",
        dict(kind="undo", finding_id="F1"),
    ),
    (
        "Could you bring up the previous audit again? I need to compare its findings with the ones in front of me now.",
        dict(kind="open_audit", audit_no=-2),
    ),
    ("Pardon me, I'm not quite sure how this works. What sorts of requests do you accept?", dict(kind="help")),
    ("verify the quote on the third one, transcript might be off", dict(kind="verify", finding_id="F3")),
    ("kick finding 3 upstairs to the CCO", dict(kind="review", finding_id="F3", decision="escalated")),
]


@pytest.mark.parametrize(("text", "expected"), WRITER_PHRASINGS, ids=[c[0][:40] for c in WRITER_PHRASINGS])
def test_independent_writers_phrasings(text, expected):
    intent = route(text, S6)
    for key, value in expected.items():
        assert getattr(intent, key) == value, (text, intent)


def test_a_named_finding_keeps_a_recheck_against_a_speaker_heavy_vote():
    intent = route("recheck 1 assuming the speaker is a registered rep", S6)
    assert intent.kind == "recheck" and intent.finding_id == "F1"


def test_a_pattern_stage_question_is_not_overruled():
    intent = route("accept", RouterState())
    assert intent.kind == "help" and "Which finding" in intent.reason


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


def test_clarify_offers_two_readings_in_one_line():
    intent = route("that video report thing", S6)
    assert intent.kind == "clarify" and len(intent.options) == 2
    assert "\n" not in clarify_text(intent)


def test_the_example_file_is_the_tuning_splits_and_nothing_held_out():
    """assistant/router_data/examples.jsonl must equal what scripts/build_router_examples.py builds: no test,
    fresh or sealed request may be among the examples the router votes with."""
    from scripts.build_router_examples import OUT, build

    rows = [json.loads(line) for line in OUT.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert rows == build()
    assert all(r["from"].split(":")[1] in ("train", "train_w1", "train_w2", "train_probe") for r in rows)
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
