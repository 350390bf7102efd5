"""The chat as a LangGraph graph, checkpointed per thread.

- No LLM (the embedded default): one `router` node maps the message to an Intent and runs it on the Toolbox.
- With an LLM: `agent` ⇄ `tools` (bind_tools) with a bounded loop — after `max_rounds` tool rounds the model is
  called without tools and told to answer now (an unbounded loop was the prototype's failure) — then `postcheck`
  replaces compliance verdicts that no audit result backs (assistant/verdict.py), strips citations no tool returned
  in this turn and flags quotes the transcript does not contain.

Toolbox progress and UI events are written to LangGraph's custom stream, so the app sees them while a node runs.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Annotated, Any

from langchain_core.messages import (
    AIMessage,
    AnyMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
    trim_messages,
)
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import StructuredTool
from langgraph.config import get_stream_writer
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode
from typing_extensions import TypedDict

from assistant.router import route
from assistant.toolbox import Reply, Toolbox, is_url, resolve_local_source
from assistant.verdict import check_verdicts, last_question
from veristream import config
from veristream.errors import LLMError, VeriStreamError

MAX_ROUNDS = 6
HISTORY_MESSAGES = 40
PROMPTS = config.REPO_ROOT / "prompts"
ToolboxFactory = Callable[[str, Callable[[Any], None]], Toolbox]


class ChatState(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]


def _thread_id(cfg: RunnableConfig) -> str:
    tid = (cfg.get("configurable") or {}).get("thread_id")
    if not tid:
        raise VeriStreamError("No thread id in the graph config.", "Pass {'configurable': {'thread_id': ...}}.")
    return str(tid)


def _writer() -> Callable[[Any], None]:
    try:
        return get_stream_writer()
    except (RuntimeError, KeyError):  # called outside a graph run (e.g. tool.invoke): nothing listens
        return lambda event: None


def _publish(reply: Reply, emit: Callable[[Any], None]) -> None:
    for event in reply.ui:
        emit(event)


def _turn(messages: list[BaseMessage]) -> list[BaseMessage]:
    """Messages since the analyst's last message: the scope of 'returned by a tool in this turn'."""
    for i in range(len(messages) - 1, -1, -1):
        if isinstance(messages[i], HumanMessage):
            return messages[i + 1 :]
    return list(messages)


def _window(messages: list[BaseMessage], keep: int = HISTORY_MESSAGES) -> list[BaseMessage]:
    """The recent history the model sees: whole turns only (starts on a human message), counted in messages so
    no tokenizer download is needed; the checkpoint keeps the full thread."""
    return trim_messages(messages, max_tokens=keep, token_counter=len, strategy="last", start_on="human",
                         allow_partial=False)


def load_prompt(name: str) -> str:
    return (PROMPTS / name).read_text(encoding="utf-8").strip()


# ------------------------------------------------------------------ tools for the LLM


RunTool = Callable[[RunnableConfig, Callable[[Toolbox], Reply]], str]  # runs one Toolbox call for a tool


def make_tools(toolbox_for: ToolboxFactory) -> list[StructuredTool]:
    """The project's capabilities as LangChain tools; each finds its thread's Toolbox from the run config.

    The tool functions' names, signatures and docstrings are the schemas the model sees: changing one changes
    every request (and invalidates the recorded conversations in tests/fixtures/agent_recordings)."""

    def run(cfg: RunnableConfig, fn: Callable[[Toolbox], Reply]) -> str:
        emit = _writer()
        tb = toolbox_for(_thread_id(cfg), emit)
        try:
            reply = fn(tb)
        except VeriStreamError as exc:
            return json.dumps({"error": exc.user_text("chat")})  # the model relays it to a chat user
        _publish(reply, emit)
        return reply.tool_output()

    fns = _source_and_rule_tools(run) + _finding_tools(run) + _queue_tools(run)
    return [StructuredTool.from_function(fn) for fn in fns]


def _source_and_rule_tools(run: RunTool) -> list[Callable[..., str]]:
    """Audit or transcribe a video; search and read the rules; verify a quote."""

    def audit_video(source: str, config: RunnableConfig, speaker_role: str | None = None,
                    regulators: list[str] | None = None) -> str:
        """Transcribe and audit a video link (YouTube or URL) or a file path; returns the findings."""
        return run(config, lambda tb: tb.audit(source, speaker_role=speaker_role, regulators=regulators))

    def transcribe_video(source: str, config: RunnableConfig) -> str:
        """Transcribe a video link or file without auditing it; returns timestamped lines."""

        def do(tb: Toolbox) -> Reply:
            src = source if is_url(source) else str(resolve_local_source(source))  # same media-folder rule as audits
            t = tb.caps.transcribe(src, allow_local_urls=config_allow_local())
            lines = [f"[{s.start:.0f}s] {s.text}" for s in t.segments]
            return Reply(text="\n".join(lines)[:8000], data={"segments": len(t.segments), "lines": lines[:200]})

        return run(config, do)

    def search_rules(query: str, config: RunnableConfig, regulator: str | None = None) -> str:
        """Search the bundled FTC/SEC/FINRA rule text; regulator is FTC, SEC or FINRA to filter."""
        return run(config, lambda tb: tb.search(query, regulators=[regulator] if regulator else None))

    def rule_text(citation: str, config: RunnableConfig) -> str:
        """Full text of one provision, e.g. 'FINRA 2210(d)(1)(B)' or 'FTC 255.5'."""
        return run(config, lambda tb: tb.rule_text(citation))

    def verify_excerpt(excerpt: str, config: RunnableConfig) -> str:
        """Check that words were really said (or shown) in the current audit's transcript, and when."""
        return run(config, lambda tb: tb.verify(excerpt))

    return [audit_video, transcribe_video, search_rules, rule_text, verify_excerpt]


def _finding_tools(run: RunTool) -> list[Callable[..., str]]:
    """The current audit's findings: explain, list, re-check, the speaker's role, review decisions, export."""

    def explain_finding(finding_id: str, config: RunnableConfig) -> str:
        """Why a finding of the current audit applies: rule, speaker role, evidence."""
        return run(config, lambda tb: tb.explain(finding_id))

    def list_findings(config: RunnableConfig, severity: str | None = None) -> str:
        """Findings of the current audit, optionally only one severity (critical, high, medium, low)."""
        return run(config, lambda tb: tb.list_findings(severity))

    def recheck_finding(finding_id: str, config: RunnableConfig, regulators: list[str] | None = None,
                        speaker_role: str | None = None) -> str:
        """Re-check one finding under the given regulators (FTC/SEC/FINRA) and/or speaker role."""
        return run(config, lambda tb: tb.recheck(finding_id, regulators=regulators, speaker_role=speaker_role))

    def set_speaker_role(role: str, config: RunnableConfig, reaudit: bool = True) -> str:
        """Set who the speaker is: unregistered_influencer, ria, registered_rep or unknown; re-audits by default."""
        return run(config, lambda tb: tb.set_speaker(role, reaudit=reaudit))

    def review_finding(finding_id: str, decision: str, config: RunnableConfig, comment: str = "") -> str:
        """Record the analyst's decision on a finding: decision is 'accepted' or 'rejected'."""
        return run(config, lambda tb: tb.review(finding_id, decision, comment))

    def export_report(fmt: str, config: RunnableConfig) -> str:
        """Export the current audit with review decisions as csv, json, md or html; the file is sent to the chat."""
        return run(config, lambda tb: tb.export(fmt))

    return [explain_finding, list_findings, recheck_finding, set_speaker_role, review_finding, export_report]


def _queue_tools(run: RunTool) -> list[Callable[..., str]]:
    """Across audits: the review queue, the current audit's status and reviewer, the examiner bundle."""

    def list_audit_queue(config: RunnableConfig, status: str | None = None, severity: str | None = None,
                         reviewer: str | None = None, channel: str | None = None) -> str:
        """Audits across all threads: status open|in_review|closed, severity (that or graver), reviewer (the
        assignee, 'me' or 'unassigned'), channel (part of the name)."""
        return run(config, lambda tb: tb.list_queue(status=status, severity=severity, reviewer=reviewer,
                                                    channel=channel))

    def set_audit_disposition(action: str, config: RunnableConfig, outcome: str | None = None,
                              comment: str = "") -> str:
        """Change the current audit's status: action start_review, close (outcome approved, changes_required or
        escalated) or reopen."""
        return run(config, lambda tb: tb.set_disposition(action, outcome, comment))

    def assign_audit(assignee: str, config: RunnableConfig) -> str:
        """Assign the current audit to a reviewer by name ('me' is the analyst asking)."""
        return run(config, lambda tb: tb.assign(assignee))

    def examiner_bundle(config: RunnableConfig) -> str:
        """Write the current audit's examiner bundle (zip: transcript, report, review history, versions, hashes)."""
        return run(config, lambda tb: tb.bundle())

    return [list_audit_queue, set_audit_disposition, assign_audit, examiner_bundle]


def config_allow_local() -> bool:
    return config.allow_local_urls()


# ------------------------------------------------------------------ post-check


_QUOTE = re.compile(r"[“\"]([^”\"]{12,})[”\"]")


def postcheck_answer(answer: str, turn: list[BaseMessage], toolbox: Toolbox, question: str = "") -> str:
    """Replace compliance verdicts no audit result backs; strip citations that no tool returned in this turn; flag
    quotes the transcript does not contain."""
    caps = toolbox.caps
    answer, replaced = check_verdicts(
        answer, turn, question, toolbox.current(), toolbox.store.get_audit,
        rejected_of=lambda a: sum(r.decision == "rejected" for r in toolbox.store.latest_reviews(a.audit_id).values()))
    tool_text = "\n".join(str(m.content) for m in turn if isinstance(m, ToolMessage))
    allowed = set(caps.find_citations(tool_text)) if tool_text else set()
    notes, removed = [], 0
    if replaced:
        notes.append(f"replaced {replaced} compliance claim(s) that the audit result does not back")
    for cit in sorted(set(caps.find_citations(answer)), key=len, reverse=True):
        if any(a == cit or a.startswith(cit + "(") for a in allowed):  # the cited rule or an ancestor of it
            continue
        pattern = re.escape(cit).replace(r"\ ", r"\s*")
        answer = re.sub(pattern, "[citation removed]", answer)
        removed += 1
    if removed:  # the note must not repeat the citation it removed
        notes.append(f"removed {removed} citation(s) that no tool returned in this turn")
    audit = toolbox.current()
    if audit is not None and audit.transcript is not None:
        for m in _QUOTE.finditer(answer):
            quote = m.group(1)
            if quote in tool_text:
                continue
            check = caps.verify_excerpt(audit.transcript, quote)
            if not check.ok:
                answer = answer.replace(m.group(0), f"{m.group(0)} [unverified quote]")
                notes.append(f"quote not found in the transcript: “{quote[:60]}”")
    if notes:
        answer += "\n\n_Post-check: " + "; ".join(notes) + "._"
    return answer


# ------------------------------------------------------------------ graphs


def build_chat_graph(
    toolbox_for: ToolboxFactory,
    *,
    model: Any | None = None,
    checkpointer: Any | None = None,
    max_rounds: int = MAX_ROUNDS,
):
    """Compile the chat graph: the router graph without a model, the bounded tool-calling agent with one."""
    g = StateGraph(ChatState)

    def _router_reply(state: ChatState, config: RunnableConfig, note: str = "") -> AIMessage:
        emit = _writer()
        tb = toolbox_for(_thread_id(config), emit)
        last = next(m for m in reversed(state["messages"]) if isinstance(m, HumanMessage))
        intent = route(str(last.content), tb.router_state())
        reply = tb.handle(intent)
        _publish(reply, emit)
        text = f"{note}\n\n{reply.text}" if note else reply.text
        return AIMessage(content=text, additional_kwargs={"intent": intent.kind})

    if model is None:

        def router(state: ChatState, config: RunnableConfig) -> dict:
            return {"messages": [_router_reply(state, config)]}

        g.add_node("router", router)
        g.add_edge(START, "router")
        g.add_edge("router", END)
        return g.compile(checkpointer=checkpointer)

    tools = make_tools(toolbox_for)
    bound = model.bind_tools(tools)
    system = SystemMessage(content=load_prompt("agent_system.md"))
    final_instruction = load_prompt("agent_final.md")

    def agent(state: ChatState, config: RunnableConfig) -> dict:
        turn = _turn(state["messages"])
        rounds = sum(1 for m in turn if isinstance(m, AIMessage) and m.tool_calls)
        try:
            if rounds >= max_rounds:
                # Forced final answer: no tools offered, explicit instruction; a tool call it still makes is dropped.
                msg = model.invoke([system, *_window(state["messages"]), HumanMessage(content=final_instruction)])
                text = str(msg.content) or "I could not finish within the tool budget."
                return {"messages": [AIMessage(content=text, additional_kwargs={"forced_final": True})]}
            return {"messages": [bound.invoke([system, *_window(state["messages"])])]}
        except Exception as exc:  # the model failed (network, auth, quota): answer with the embedded router
            err = LLMError(f"The language model failed: {type(exc).__name__}: {exc}")
            if rounds:  # tools already ran this turn; their results are in the thread, say what happened
                return {"messages": [AIMessage(content=f"⚠️ {err} The tool results above stand; ask again to retry.",
                                               additional_kwargs={"llm_error": True})]}
            return {"messages": [_router_reply(state, config, note=f"⚠️ {err} Answered by the built-in router:")]}

    def after_agent(state: ChatState) -> str:
        last = state["messages"][-1]
        if isinstance(last, AIMessage) and last.tool_calls:
            return "tools"
        # the router fallback's text comes straight from the tools, so there is nothing to post-check
        return END if "intent" in last.additional_kwargs else "postcheck"

    def postcheck(state: ChatState, config: RunnableConfig) -> dict:
        last = state["messages"][-1]
        tb = toolbox_for(_thread_id(config), _writer())
        checked = postcheck_answer(str(last.content), _turn(state["messages"])[:-1], tb,
                                   question=last_question(state["messages"]))
        if checked == last.content:
            return {}
        return {"messages": [AIMessage(content=checked, id=last.id, additional_kwargs=last.additional_kwargs)]}

    g.add_node("agent", agent)
    g.add_node("tools", ToolNode(tools))
    g.add_node("postcheck", postcheck)
    g.add_edge(START, "agent")
    g.add_conditional_edges("agent", after_agent, {"tools": "tools", "postcheck": "postcheck", END: END})
    g.add_edge("tools", "agent")
    g.add_edge("postcheck", END)
    return g.compile(checkpointer=checkpointer)


def make_chat_model(settings: config.LLMSettings | None = None) -> Any | None:
    """ChatOpenAI / AzureChatOpenAI from the environment, or None for the embedded router."""
    s = settings or config.llm_settings()
    if s.provider == "none":
        return None
    if s.provider == "azure":
        from langchain_openai import AzureChatOpenAI

        return AzureChatOpenAI(azure_endpoint=s.azure_endpoint, azure_deployment=s.azure_deployment,
                               api_version=s.api_version, api_key=s.api_key, timeout=s.timeout_s, max_retries=1,
                               temperature=0)
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(model=s.model, base_url=s.base_url, api_key=s.api_key, timeout=s.timeout_s, max_retries=1,
                      temperature=0)
