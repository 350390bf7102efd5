"""The record/replay server with the product's real client (langchain-openai over HTTP on 127.0.0.1)."""

from __future__ import annotations

import json

import pytest
from langchain_openai import ChatOpenAI
from pydantic import BaseModel

from veristream.errors import InputError
from veristream.llm_replay import ReplayServer, import_answers, request_key, start_server


class Answer(BaseModel):
    """A tiny schema for the structured-output round trip."""

    verdict: str
    reasons: list[str]


def client(server, **kw) -> ChatOpenAI:
    return ChatOpenAI(model=kw.pop("model", "any-model"), api_key=kw.pop("api_key", "k1"), base_url=server.base_url,
                      timeout=10, max_retries=0, temperature=0, **kw)


def ask(llm: ChatOpenAI, text: str) -> dict:
    return llm.with_structured_output(Answer, method="function_calling", include_raw=True).invoke(
        [("system", "Judge it."), ("human", text)])


def record_a_miss(root, text: str) -> ReplayServer:
    """Ask a recording server something it has no answer for: the client gets a 404 and the request is pending."""
    server = start_server(root, record=True)
    try:
        with pytest.raises(Exception, match="404|no recorded answer"):
            ask(client(server), text)
    finally:
        server.close()
    return server


def record_and_answer(tmp_path, text: str, arguments: dict) -> None:
    record_a_miss(tmp_path, text)
    pending = list((tmp_path / "pending").glob("*.json"))
    assert len(pending) == 1
    page = pending[0].with_suffix(".md").read_text()
    assert text in page and "You must call the tool `Answer`" in page
    (tmp_path / "answers").mkdir(exist_ok=True)
    (tmp_path / "answers" / pending[0].name).write_text(json.dumps(arguments))
    assert import_answers(tmp_path, "test writer") == (1, [])


def test_record_then_replay_through_the_real_client(tmp_path):
    record_and_answer(tmp_path, "Is 'guaranteed 9%' a promise?", {"verdict": "yes", "reasons": ["promissory"]})
    assert not list((tmp_path / "pending").glob("*"))
    server = start_server(tmp_path)
    try:
        out = ask(client(server, model="another-model", api_key="k2"), "Is 'guaranteed 9%' a promise?")
    finally:
        server.close()
    assert out["parsed"] == Answer(verdict="yes", reasons=["promissory"])
    assert out["raw"].usage_metadata["input_tokens"] > 0  # the cost line needs usage


def test_a_changed_prompt_never_gets_a_stale_answer(tmp_path):
    record_and_answer(tmp_path, "Is 'guaranteed 9%' a promise?", {"verdict": "yes", "reasons": ["promissory"]})
    server = record_a_miss(tmp_path, "Is 'guaranteed 9 percent' a promise?")
    assert len(list((tmp_path / "pending").glob("*.json"))) == 1
    assert server.recordings.misses and server.recordings.hits == 0


def test_the_key_ignores_model_key_and_temperature_but_not_tools():
    base = {"messages": [{"role": "user", "content": "hi"}], "tools": [{"type": "function", "function": {"name": "A"}}]}
    assert request_key({**base, "model": "a", "temperature": 0}) == request_key({**base, "model": "b", "stream": True})
    assert request_key(base) != request_key({**base, "tools": [{"type": "function", "function": {"name": "B"}}]})


def test_streaming_replays_too(tmp_path):
    server = start_server(tmp_path, record=True)
    llm = client(server, streaming=True)
    try:
        with pytest.raises(Exception, match="404|no recorded answer"):
            llm.invoke([("human", "Say hello")])
        key = next((tmp_path / "pending").glob("*.json")).stem
        (tmp_path / "answers").mkdir()
        (tmp_path / "answers" / f"{key}.json").write_text(json.dumps({"content": "Hello, analyst."}))
        import_answers(tmp_path, "test writer")
        assert "".join(str(c.content) for c in llm.stream([("human", "Say hello")])) == "Hello, analyst."
    finally:
        server.close()


def test_replay_without_recordings_says_what_to_do(tmp_path):
    with pytest.raises(InputError, match="record mode"):
        start_server(tmp_path / "nothing-here")


def test_a_broken_answer_is_reported_not_imported(tmp_path):
    record_a_miss(tmp_path, "anything")
    key = next((tmp_path / "pending").glob("*.json")).stem
    (tmp_path / "answers").mkdir()
    (tmp_path / "answers" / f"{key}.json").write_text("{not json")
    done, problems = import_answers(tmp_path, "w")
    assert done == 0 and problems and key in problems[0]
    assert (tmp_path / "pending" / f"{key}.json").exists()
