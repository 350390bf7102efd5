"""The agent on a real ChatOpenAI client against the local OpenAI-compatible stub (no network)."""

import json

import pytest
from langchain_core.messages import HumanMessage

from assistant.agent import build_chat_graph, make_chat_model
from tests.support.openai_stub import OpenAIStub, content, tool_call


@pytest.fixture
def stub(monkeypatch):
    with OpenAIStub() as s:
        for k in ("AZURE_OPENAI_ENDPOINT", "AZURE_OPENAI_API_KEY", "VERISTREAM_LLM"):
            monkeypatch.delenv(k, raising=False)
        monkeypatch.setenv("OPENAI_API_KEY", "test")
        monkeypatch.setenv("OPENAI_BASE_URL", s.base_url)
        monkeypatch.setenv("VERISTREAM_LLM_MODEL", "stub-model")
        yield s


def test_bounded_loop_forces_a_tool_free_final_request(stub, factory, env):
    stub.push(tool_call("search_rules", {"query": "testimonials", "regulator": "FTC"}),
              tool_call("search_rules", {"query": "testimonials again"}),
              content("Use FTC 255.2(b). Also SEC 206(4)-1(b)(1)(i)(A) maybe."))
    model = make_chat_model()
    assert model is not None and type(model).__name__ == "ChatOpenAI"
    graph = build_chat_graph(factory, model=model, max_rounds=2)
    out = graph.invoke({"messages": [HumanMessage("what rule covers testimonials?")]},
                       {"configurable": {"thread_id": "t1"}})
    reqs = stub.requests
    assert len(reqs) == 3
    names = {t["function"]["name"] for t in reqs[0]["tools"]}
    assert {"audit_video", "search_rules", "rule_text", "verify_excerpt", "recheck_finding", "set_speaker_role",
            "explain_finding", "list_findings", "export_report", "transcribe_video"} <= names
    schema = next(t for t in reqs[0]["tools"] if t["function"]["name"] == "search_rules")["function"]["parameters"]
    assert "config" not in schema["properties"]  # the run config is injected, not asked of the model
    assert "tools" not in reqs[2] and "Do not call any tool" in reqs[2]["messages"][-1]["content"]
    assert reqs[0]["messages"][0]["role"] == "system" and "Cite ONLY" in reqs[0]["messages"][0]["content"]
    final = out["messages"][-1].content
    assert "FTC 255.2(b)" in final and "206(4)-1(b)(1)(i)(A)" not in final.split("_Post-check")[0]
    tool_results = [m for m in reqs[2]["messages"] if m["role"] == "tool"]
    assert len(tool_results) == 2 and json.loads(tool_results[0]["content"])["hits"][0]["citation"] == "FTC 255.2(b)"


def test_model_failure_falls_back_to_the_router_and_says_so(stub, factory, env):
    from tests.support.openai_stub import error

    stub.push(error(500, "upstream down"))
    graph = build_chat_graph(factory, model=make_chat_model(), max_rounds=2)
    out = graph.invoke({"messages": [HumanMessage("search rules for testimonials")]},
                       {"configurable": {"thread_id": "t1"}})
    text = out["messages"][-1].content
    assert "language model failed" in text and "built-in router" in text
    assert "FTC 255.2(b)" in text  # the router ran search_rules


def test_llm_transcribe_tool_obeys_the_media_folder(factory, env):
    from assistant.agent import make_tools

    tools = {t.name: t for t in make_tools(factory)}
    out = tools["transcribe_video"].invoke({"source": "/etc/hostname"}, {"configurable": {"thread_id": "t1"}})
    assert "outside the media folder" in out


def test_a_real_client_s_clearance_without_an_audit_is_replaced(stub, factory, env):
    """Issue #12 item 4 on the real ChatOpenAI client: the model answers at once, with no audit tool call."""
    stub.push(content("All clear: this video is fully compliant."))
    graph = build_chat_graph(factory, model=make_chat_model(), max_rounds=2)
    out = graph.invoke({"messages": [HumanMessage("is my video compliant?")]}, {"configurable": {"thread_id": "t1"}})
    text = out["messages"][-1].content
    assert "All clear" not in text and "fully compliant" not in text
    assert "no audit result" in text and "replaced 1 compliance claim(s)" in text
