"""The chat graph: router path, bounded tool-calling agent with forced final answer, post-check, resume."""

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from assistant.agent import build_chat_graph, postcheck_answer
from assistant.checkpoint import sync_saver
from assistant.graph import ProgressEvent
from assistant.store import Store
from assistant.toolbox import Toolbox
from assistant.ui_events import AuditShown, FileOffer
from tests.assistant.fakes import ScriptedToolChatModel, tool_call

CFG = {"configurable": {"thread_id": "t1"}}


def say(graph, text, cfg=CFG):
    custom = []
    for mode, payload in graph.stream({"messages": [HumanMessage(text)]}, cfg, stream_mode=["custom", "values"]):
        if mode == "custom":
            custom.append(payload)
        else:
            last = payload
    return last["messages"][-1], custom


def test_router_path_audits_explains_reviews_exports(factory, env, engine):
    graph = build_chat_graph(factory, checkpointer=sync_saver(env / "cp.sqlite"))
    reply, events = say(graph, "audit talk.vtt")
    stages = [e.stage for e in events if isinstance(e, ProgressEvent) and e.info.get("status") != "start"]
    assert stages == ["resolve", "captions", "screen", "retrieve", "judge", "verify", "report"]
    assert any(isinstance(e, AuditShown) for e in events)
    assert "2 finding(s)" in reply.content and "FINRA 2210(d)(1)(B)" in reply.content
    assert ("transcribe", str(env / "media" / "talk.vtt")) in engine.calls

    reply, _ = say(graph, "why does finding 1 apply?")
    assert reply.content.startswith("F1 applies")
    reply, events = say(graph, "reject 2 because it is disclosed later")
    assert "F2 **rejected** by analyst" in reply.content and "disclosed later" in reply.content
    reply, events = say(graph, "export csv")
    files = [e for e in events if isinstance(e, FileOffer)]
    assert files and files[0].name.endswith(".csv")
    assert "F2,FTC 255.5(a),rejected" in files[0].content.splitlines()
    reply, _ = say(graph, "tell me a joke")
    assert "Here is what I can do" in reply.content


def test_router_refuses_paths_outside_the_media_folder(factory, env, tmp_path):
    outside = tmp_path / "secret.vtt"
    outside.write_text("WEBVTT\n")
    graph = build_chat_graph(factory)
    reply, _ = say(graph, f"audit {outside}")
    assert "outside the media folder" in reply.content
    reply, _ = say(graph, "check /etc/passwd")
    assert "outside the media folder" in reply.content


def test_thread_resumes_after_restart_with_fresh_store_and_saver(factory, env, engine):
    graph = build_chat_graph(factory, checkpointer=sync_saver(env / "cp.sqlite"))
    say(graph, "audit talk.vtt")
    say(graph, "accept finding 1")
    del graph

    store2 = Store(env / "home" / "assistant.sqlite")  # "restart": new store, new saver, new graph
    graph2 = build_chat_graph(lambda tid, emit: Toolbox(tid, store2, engine.caps(), emit),
                              checkpointer=sync_saver(env / "cp.sqlite"))
    state = graph2.get_state(CFG)
    assert [m.content for m in state.values["messages"] if isinstance(m, HumanMessage)] == [
        "audit talk.vtt", "accept finding 1"]
    reply, _ = say(graph2, "show findings")
    assert "F1" in reply.content and "accepted by analyst" in reply.content
    assert len(graph2.get_state(CFG).values["messages"]) == 6
    other = {"configurable": {"thread_id": "other"}}
    reply, _ = say(graph2, "show findings", other)
    assert "no audit in this thread" in reply.content


def test_agent_loop_is_bounded_and_forced_to_answer(factory, env):
    script = [tool_call("search_rules", {"query": "testimonials"}, f"c{i}") for i in range(2)]
    script.append("Testimonials are covered by FTC 255.2(b); see also FINRA 2210(d)(1)(F).")
    model = ScriptedToolChatModel(messages=iter(script))
    graph = build_chat_graph(factory, model=model, max_rounds=2)
    reply, _ = say(graph, "what rule covers testimonials?")
    msgs = graph.get_state(CFG).values["messages"] if graph.checkpointer else None
    assert msgs is None  # no checkpointer here
    assert reply.additional_kwargs.get("forced_final") is True
    assert len(model.seen) == 3 and "Do not call any tool" in model.seen[-1].content
    assert isinstance(model.seen[1], ToolMessage)
    assert "FTC 255.2(b)" in reply.content  # returned by search_rules in this turn
    assert "FINRA 2210(d)(1)(F)" not in reply.content and "[citation removed]" in reply.content
    assert "removed 1 citation(s) that no tool returned" in reply.content


def test_forced_final_drops_tool_calls_the_model_still_makes(factory, env):
    script = [tool_call("list_findings", {}, "c1"), tool_call("list_findings", {}, "c2")]
    model = ScriptedToolChatModel(messages=iter(script))
    graph = build_chat_graph(factory, model=model, max_rounds=1)
    reply, _ = say(graph, "list findings")
    assert reply.additional_kwargs.get("forced_final") and not reply.tool_calls
    assert "tool budget" in reply.content


def test_agent_executes_tools_and_flags_unverified_quotes(factory, env, engine):
    script = [
        tool_call("audit_video", {"source": "talk.vtt"}, "a1"),
        tool_call("review_finding", {"finding_id": "F2", "decision": "accepted"}, "a2"),
        'The speaker said "guaranteed to double your money" at 0:04 (FINRA 2210(d)(1)(B)) and also '
        '"you will be rich by Friday for sure" according to me.',
    ]
    graph = build_chat_graph(factory, model=ScriptedToolChatModel(messages=iter(script)),
                             checkpointer=sync_saver(env / "cp.sqlite"))
    reply, events = say(graph, "audit talk.vtt and accept F2")
    msgs = graph.get_state(CFG).values["messages"]
    tool_msgs = [m for m in msgs if isinstance(m, ToolMessage)]
    assert [m.name for m in tool_msgs] == ["audit_video", "review_finding"]
    assert '"audit_id"' in tool_msgs[0].content and "FINRA 2210(d)(1)(B)" in tool_msgs[0].content
    assert any(isinstance(e, ProgressEvent) and e.stage == "judge" for e in events)
    assert factory.store.reviews(factory.store.current_audit("t1").audit_id)[0].decision == "accepted"
    assert "FINRA 2210(d)(1)(B)" in reply.content
    assert '"you will be rich by Friday for sure" [unverified quote]' in reply.content
    assert '"guaranteed to double your money" [unverified' not in reply.content


def test_postcheck_keeps_ancestors_of_returned_citations(factory, env):
    tb = factory("t9")
    turn = [ToolMessage(content='{"citation": "FINRA 2210(d)(1)(B)"}', tool_call_id="x")]
    out = postcheck_answer("See FINRA 2210(d)(1) generally, and FTC 255.5.", turn, tb)
    assert "FINRA 2210(d)(1)" in out and "FTC 255.5" not in out.split("_Post-check")[0]
    assert isinstance(AIMessage(content=out), AIMessage)


def test_model_sees_whole_recent_turns_only():
    from assistant.agent import _window

    msgs = []
    for i in range(30):
        msgs += [HumanMessage(f"q{i}"), tool_call("list_findings", {}, f"c{i}"),
                 ToolMessage(content="[]", tool_call_id=f"c{i}"), AIMessage(content=f"a{i}")]
    window = _window(msgs, keep=10)
    assert isinstance(window[0], HumanMessage) and len(window) <= 10 and window[-1].content == "a29"
    assert window[0].content == "q28"


def test_agent_streams_tokens_in_messages_mode(factory, env):
    """stream_mode="messages" makes LangGraph stream the model; tool calls must survive (chainlit-stack.md §4)."""
    from langchain_core.messages import AIMessageChunk

    script = [tool_call("list_findings", {}, "c1"), "There is no audit yet, so nothing to list."]
    graph = build_chat_graph(factory, model=ScriptedToolChatModel(messages=iter(script)))
    tokens, tools_ran = [], False
    for chunk, meta in graph.stream({"messages": [HumanMessage("list findings")]}, CFG, stream_mode="messages"):
        if isinstance(chunk, AIMessageChunk) and meta["langgraph_node"] == "agent" and chunk.content:
            tokens.append(chunk.content)
        tools_ran |= isinstance(chunk, ToolMessage) and "no audit" in chunk.content
    assert tools_ran and len(tokens) > 5 and "".join(tokens) == script[1]
