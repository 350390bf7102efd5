"""Table-driven tests for the deterministic intent router (the no-LLM chat path); the tables are router_cases.yaml."""

from pathlib import Path

import pytest
import yaml

from assistant.intents import Intent
from assistant.router import RouterState, help_text, route

S = RouterState(has_audit=True, finding_ids=("F1", "F2", "F3"), last_finding="F2")
S6 = RouterState(has_audit=True, finding_ids=tuple(f"F{i}" for i in range(1, 7)), last_finding="F2")


def cases(table: str) -> list[tuple[str, dict]]:
    """One table of router_cases.yaml as (text, the kind and slots expected); its lists are the router's tuples."""
    rows = yaml.safe_load((Path(__file__).parent / "router_cases.yaml").read_text(encoding="utf-8"))[table]
    return [(r.pop("text"), {k: tuple(v) if isinstance(v, list) else v for k, v in r.items()}) for r in rows]


def assert_reads(text: str, state: RouterState, expected: dict) -> None:
    """The router reads `text` as the expected kind with the expected slots (the other slots are not checked)."""
    intent = route(text, state)
    assert isinstance(intent, Intent), (text, intent)
    assert {key: getattr(intent, key) for key in expected} == expected, (text, intent)


CASES = cases("commands")


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[c[0][:40] or "empty" for c in CASES])
def test_route_table(text, expected):
    assert_reads(text, S, expected)


def test_unknown_request_gets_the_menu_not_nothing():
    intent = route("tell me a joke", S)
    assert intent.kind == "help"
    text = help_text(intent.reason)
    assert "did not understand" in text and "export csv" in text and "recheck 2 with FTC" in text


def test_review_without_a_finding_number_asks_which_and_no_vote_overrules_that():
    intent = route("accept", RouterState())
    assert intent.kind == "help" and "Which finding" in intent.reason


def test_a_link_with_a_speaker_role_is_an_audit_with_that_role():
    intent = route("the speaker is an RIA, audit https://youtu.be/abcdefghijk", S)
    assert intent.kind == "audit" and intent.speaker_role == "ria" and intent.source == "https://youtu.be/abcdefghijk"


MISREAD = cases("issue_11") + cases("writers")  # the issue's phrasings, then the independent writers'


@pytest.mark.parametrize(("text", "expected"), MISREAD, ids=[c[0][:40] for c in MISREAD])
def test_phrasings_it_once_misread(text, expected):
    assert_reads(text, S6, expected)


def test_when_unsure_it_asks_one_question_with_two_readings_not_the_menu():
    from assistant.router import clarify_text

    intent = route("that video report thing", S6)
    assert intent.kind == "clarify" and len(intent.options) == 2
    text = clarify_text(intent)
    assert text.startswith("Did you mean to ") and ", or to " in text and "Here is what I can do" not in text
    assert "\n" not in text  # one line
    assert route("hmm banana", S6).kind == "help"  # no lead at all: the menu


def test_intent_accuracy_on_the_held_out_split_is_at_least_095():
    """The held-out third of evals/router/phrasings.jsonl (never used to tune the router)."""
    from evals.router_eval import load, score

    res = score([r for r in load() if r["split"] == "test"])
    assert res["n"] >= 100 and res["intent_accuracy"] >= 0.95, res["misses"]
