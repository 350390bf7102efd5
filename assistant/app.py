"""The Chainlit chat: audit a video, watch each stage run, read findings as cards, ask why, review, export.

Start it with `veristream chat`. Chainlit owns the session, the login and the history: its data layer
(assistant/history.py) keeps each thread's messages and cards per user, so the sidebar lists threads and a reload
or a restart replays the conversation. Every message goes through the chat graph (assistant/agent.py),
checkpointed under Chainlit's thread id. Buttons on the cards call the Toolbox directly: they are deterministic
with or without an LLM.

Who may talk to the server (issue #12 item 2): only the allowed origins (the served one by default), only a logged-in
user (Chainlit password or header auth; on loopback without login, the one local user), and a thread, its audits,
media and files only to the user it belongs to.
"""

from __future__ import annotations

import asyncio
import logging
import mimetypes
import re
import shutil
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import chainlit as cl
from chainlit.auth import authenticate_user, get_token_from_cookies
from chainlit.server import app as server_app
from chainlit.server import sio
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from starlette.requests import Request
from starlette.responses import FileResponse, PlainTextResponse
from starlette.routing import Route

from assistant import auth, intents
from assistant import ui_events as ui
from assistant.agent import build_chat_graph, make_chat_model
from assistant.capabilities import Capabilities
from assistant.checkpoint import get_async_saver
from assistant.graph import ProgressEvent
from assistant.history import FILES_ROUTE, HistoryDataLayer, object_path
from assistant.message_actions import message, send_again, stored_actions
from assistant.router import route
from assistant.store import Store, StoredAudit
from assistant.toolbox import Reply, Toolbox, fmt_ts, uploads_dir
from assistant.ui_events import UI_EVENT_TYPES, UiEvent
from veristream import config
from veristream.errors import VeriStreamError
from veristream.literal import md_escape

logger = logging.getLogger("veristream.chat")
MEDIA_ROUTE = "/veristream/media/{audit_id}"
MAX_CARDS = 30  # one message per card; beyond this the list and the exports are the better view

_store: Store | None = None
_graphs: dict[int, Any] = {}
CAPS = Capabilities()
MODEL = make_chat_model()
# `veristream chat` passes the host it listens on; a server started some other way counts as public (login on).
AUTH = config.auth_mode(config.chat_host())
ORIGINS = config.allowed_origins(config.served_origin())


def store() -> Store:
    global _store
    if _store is None:
        _store = Store()
    return _store


def toolbox(thread_id: str, emit=None) -> Toolbox:
    """The thread's toolbox; decisions are recorded under the thread's owner, the logged-in user (issue #11)."""
    return Toolbox(thread_id, store(), CAPS, emit, reviewer=store().thread_owner(thread_id) or config.reviewer())


def user_name() -> str:
    """The logged-in user of this session (on loopback without login: the configured local reviewer)."""
    user = cl.context.session.user
    return user.identifier if user else config.reviewer()


# ------------------------------------------------------------------ who may connect (issue #12 item 2)


class OriginGuard:
    """Refuse any HTTP request or websocket whose Origin is not an allowed one.

    CORS alone only stops a foreign page from reading answers; its form posts and websockets (which CORS does not
    cover) still reach the server with the user's cookie. Requests without an Origin (curl, same-origin GETs) pass
    on to Chainlit's own login checks.
    """

    def __init__(self, app, allowed: list[str]) -> None:
        self.app, self.allowed = app, set(allowed)

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] in ("http", "websocket"):
            origin = next((v.decode("latin-1") for k, v in scope.get("headers", []) if k == b"origin"), None)
            if origin is not None and origin.rstrip("/") not in self.allowed:
                logger.warning("refused a %s request from origin %s", scope["type"], origin)
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 1008})
                    return
                response = PlainTextResponse(f"origin {origin} is not allowed", status_code=403)
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


server_app.add_middleware(OriginGuard, allowed=ORIGINS)
sio.eio.cors_allowed_origins = ORIGINS  # Chainlit creates its Socket.IO server with the origin check switched off

if AUTH == "password":

    @cl.password_auth_callback
    async def password_login(username: str, password: str) -> cl.User | None:
        """Chainlit's login form, checked against the users file (salted PBKDF2)."""
        name = await asyncio.to_thread(auth.verify, username, password)
        return cl.User(identifier=name, metadata={"auth": "password"}) if name else None

else:

    @cl.header_auth_callback
    async def header_login(headers) -> cl.User | None:
        """Behind a proxy: the user it names in VERISTREAM_AUTH_HEADER. On loopback (`local`): the local user."""
        if AUTH == "local":
            return cl.User(identifier=config.reviewer(), metadata={"auth": "local"})
        name = auth.header_user(headers.get(config.auth_header()))
        return cl.User(identifier=name, metadata={"auth": "header"}) if name else None


@cl.data_layer
def history_layer() -> HistoryDataLayer:
    return HistoryDataLayer()


async def request_user(request: Request) -> Any:
    """The logged-in user behind a plain HTTP request (Chainlit's cookie), or None."""
    token = get_token_from_cookies(dict(request.cookies))
    if not token:
        return None
    try:
        return await authenticate_user(token)
    except Exception:  # an expired or forged token is simply no user
        return None


async def chat_graph() -> Any:
    loop = asyncio.get_running_loop()
    if id(loop) not in _graphs:
        _graphs[id(loop)] = build_chat_graph(toolbox, model=MODEL, checkpointer=await get_async_saver())
    return _graphs[id(loop)]


# ------------------------------------------------------------------ media route (local files for the player)


async def serve_media(request: Request):
    """Stream an audited local video to the player (Range requests work, so seeking works); owner only."""
    user = await request_user(request)
    audit = store().get_audit(request.path_params["audit_id"])
    owner = store().thread_owner(audit.thread_id) if audit else None
    if user is None or audit is None or owner != user.identifier or not audit.media_path or \
            not Path(audit.media_path).is_file():
        return PlainTextResponse("no media for this audit", status_code=404)
    mime = mimetypes.guess_type(audit.media_path)[0] or "application/octet-stream"
    return FileResponse(audit.media_path, media_type=mime)


async def serve_file(request: Request):
    """An element's stored content (a card's props, an exported report) for its thread's author only."""
    user = await request_user(request)
    key = request.path_params["key"]
    path = object_path(key)
    if user is None or path is None or key.split("/", 1)[0] != str(getattr(user, "id", "")) or not path.is_file():
        return PlainTextResponse("no such file", status_code=404)
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return FileResponse(path, media_type=mime, filename=path.name)


for _path, _handler in ((MEDIA_ROUTE, serve_media), (FILES_ROUTE + "/{key:path}", serve_file)):
    if not any(getattr(r, "path", None) == _path for r in server_app.router.routes):
        # before Chainlit's catch-all `/{full_path:path}`, which would otherwise answer with index.html
        server_app.router.routes.insert(0, Route(_path, _handler, methods=["GET", "HEAD"]))


# ------------------------------------------------------------------ threads


def thread_id() -> str:
    """This session's thread: Chainlit's own thread id, the one its data layer and the sidebar use."""
    tid = cl.user_session.get("vs_thread")
    if not tid:
        tid = cl.context.session.thread_id
        cl.user_session.set("vs_thread", tid)
    return tid


async def announce_thread(tid: str) -> None:
    keeper = cl.CustomElement(name="ThreadKeeper", props={"thread_id": tid, "user": user_name()}, display="inline")
    await cl.Message(content=open_md(), elements=[keeper]).send()


def open_md() -> str:
    return ("**VeriStream** audits finance videos against FTC, SEC and FINRA marketing and endorsement rules.\n\n"
            "Paste a YouTube or video link, give a file path under the media folder, or drop a caption/video file "
            "and say **audit this**. Then ask *why does finding 1 apply?*, *full text of FINRA 2210(d)(1)(B)*, "
            "*recheck 2 with FTC*, *the speaker is a registered rep, audit again*, *list audits*, *export csv* — or "
            "say **help**. Earlier threads are in the sidebar.")


def bind_thread(tid: str) -> bool:
    """Make `tid` this session's thread if it is the user's own (or new); False for another user's thread."""
    if store().claim_thread(tid, user_name()) != user_name():
        return False
    cl.user_session.set("vs_thread", tid)
    return True


# One "session is ready" event per websocket session. Chainlit runs on_chat_start and each on_message as separate
# tasks, so a message typed as soon as the page shows ran before the thread was chosen: it went to a throwaway
# thread and the answer was lost (issue #11 defect 8). Messages now wait for on_chat_start to finish.
_ready: dict[str, asyncio.Event] = {}
READY_TIMEOUT_S = 120.0


def _ready_event() -> asyncio.Event:
    sid = cl.context.session.id
    if sid not in _ready:
        _ready[sid] = asyncio.Event()
    return _ready[sid]


async def wait_until_ready() -> None:
    """Hold a message until the session has its thread (queued, not lost); give up waiting after a while."""
    try:
        await asyncio.wait_for(_ready_event().wait(), READY_TIMEOUT_S)
    except TimeoutError:
        logger.warning("chat start did not finish within %.0f s; answering anyway", READY_TIMEOUT_S)


# The page is told too (issue #11 defect 8): public/queue-input.js holds a message typed before this, because a
# resume's replayed thread replaces the page's messages, and a message sent before it vanished with its answer.
PAGE_READY = {"veristream": "session-ready"}


async def tell_page_ready() -> None:
    """A window message (Chainlit posts it to the page's own window) saying a message sent now stays in the page."""
    await cl.send_window_message(PAGE_READY)


@cl.on_chat_start
async def on_chat_start() -> None:
    try:
        tid = cl.context.session.thread_id
        if bind_thread(tid):
            await announce_thread(tid)
        else:  # not reachable through Chainlit (its thread ids are fresh uuids); refuse rather than share
            await cl.Message(content="⚠️ This thread belongs to another user. Start a new chat.").send()
    finally:
        _ready_event().set()
        await tell_page_ready()


@cl.on_chat_resume
async def on_chat_resume(thread: dict) -> None:
    """A reload, a restart or a click in the sidebar: Chainlit replays the thread (it checked the author); this
    binds the session to it, finds the cards again so review buttons still update them, draws the buttons of its
    messages again (Chainlit does not keep them), and says whether an audit was cut off by a restart (issue #12
    item 13)."""
    buttons = None
    try:
        tid = thread["id"]
        if not bind_thread(tid):
            return
        cards: dict = {}
        for el in thread.get("elements") or []:
            props = el.get("props") or {}
            if el.get("name") == "FindingCard" and isinstance(props, dict) and not props.get("recheck"):
                finding = props.get("finding") or {}
                cards.setdefault(card_key(props.get("audit_id", ""), finding.get("id", "")), []).append(
                    cl.CustomElement(id=el["id"], name="FindingCard", props=props,
                                     display=el.get("display") or "inline", for_id=el.get("forId")))
        cl.user_session.set("vs_cards", cards)
        run = store().interrupted_run(tid)
        # "Run it again" stays only on the notice of a run that is still interrupted; other buttons all stay
        actions = [a for a in stored_actions(thread)
                   if a.name != "rerun" or (run is not None and a.payload.get("run_id") == run.run_id)]
        offer = run is not None and not any(a.name == "rerun" for a in actions)
        buttons = resume_buttons(actions, run if offer else None)
    finally:
        _ready_event().set()
        after_resume(buttons)


async def resume_buttons(actions: list[cl.Action], rerun) -> None:
    await send_again(actions)
    if rerun is not None:  # the first resume since the restart: say so once (the notice keeps its button)
        await offer_rerun(rerun)


def after_resume(coro) -> None:
    """Once Chainlit has sent the replayed thread, tell the page it is ready and run `coro` (if any): messages sent
    inside on_chat_resume are replaced in the page by the thread Chainlit sends right after it (socket.py
    `connection_successful`)."""
    emitter = cl.context.emitter
    original = emitter.resume_thread

    async def resume_then(thread_dict):
        emitter.resume_thread = original
        await original(thread_dict)
        await tell_page_ready()
        if coro is not None:
            await coro

    emitter.resume_thread = resume_then


async def offer_rerun(run) -> None:
    source = md_escape(Path(run.source_input).name if not run.source_input.startswith("http") else run.source_input)
    current = store().current_audit(run.thread_id)
    earlier = (f" The findings shown above are from the earlier audit of "
               f"**{md_escape(current.report.metadata.title or current.source_input)}**, not this video."
               if current else "")
    await message(
        f"⚠️ The audit of **{source}** started at {run.started_at} was **interrupted** (the server stopped "
        f"before it finished), so it has no report.{earlier}",
        [cl.Action(name="rerun", payload={"run_id": run.run_id}, label="Run it again", icon="refresh-cw")],
    ).send()


@cl.on_chat_end
async def on_chat_end() -> None:
    _ready.pop(cl.context.session.id, None)


# ------------------------------------------------------------------ progress steps


def _parent() -> str | None:
    """Steps sent by hand must hang under the running on_message step, or they render after the whole turn."""
    step = cl.context.current_step
    return step.id if step else None


def _now() -> str:
    return datetime.now(UTC).isoformat()


def _summary(info: dict) -> str:
    skip = {"status", "elapsed_s", "elapsed_ms", "input"}
    parts = [f"{k}: {v}" for k, v in info.items() if k not in skip and v not in (None, "", [])]
    return ", ".join(parts)


class ProgressSteps:
    """One cl.Step per audit stage, open while it runs and folded when done, with counts and timings."""

    def __init__(self) -> None:
        self.outer: cl.Step | None = None
        self.step: cl.Step | None = None
        self.stage: str | None = None
        self.started = 0.0
        self.info: dict = {}
        self.skipped: list[str] = []
        self.t0 = time.monotonic()

    async def on_event(self, ev: ProgressEvent) -> None:
        if self.outer is None:
            self.outer = cl.Step(name="Audit", type="run", default_open=True, parent_id=_parent())
            self.outer.start = _now()
            await self.outer.send()
        status = ev.info.get("status")
        if status == "skipped":
            self.skipped.append(f"{ev.label} ({ev.info.get('reason', 'skipped')})")
            return
        if ev.stage != self.stage:
            await self._close()
            self.stage, self.started, self.info = ev.stage, time.monotonic(), {}
            self.step = cl.Step(name=ev.label, type="tool", parent_id=self.outer.id, default_open=True,
                                auto_collapse=True)
            self.step.start = _now()
            self.step.input = _summary(ev.info) or ev.label
            await self.step.send()
        self.info.update(ev.info)
        if status == "end":
            await self._close()

    async def _close(self) -> None:
        if self.step is None:
            return
        elapsed = self.info.get("elapsed_s")
        if elapsed is None:
            ms = self.info.get("elapsed_ms")
            elapsed = round(ms / 1000, 2) if isinstance(ms, int | float) else round(time.monotonic() - self.started, 2)
        summary = _summary(self.info)
        self.step.output = f"{summary} · {elapsed}s" if summary else f"done in {elapsed}s"
        self.step.end = _now()
        await self.step.update()
        self.step, self.stage = None, None

    async def finish(self, failed: str | None = None) -> None:
        await self._close()
        if self.outer is not None:
            total = round(time.monotonic() - self.t0, 1)
            tail = f" Skipped: {'; '.join(self.skipped)}." if self.skipped else ""
            self.outer.output = (f"failed: {failed}" if failed else f"finished in {total}s.") + tail
            self.outer.end = _now()
            await self.outer.update()


# ------------------------------------------------------------------ rendering


def player_props(audit: StoredAudit) -> dict:
    r = audit.report
    props: dict[str, Any] = {"audit_id": audit.audit_id, "title": r.metadata.title or audit.source_input,
                             "duration": r.metadata.duration or 0,
                             "markers": [{"id": f.id, "t": f.start, "severity": f.severity} for f in r.findings]}
    if r.source.kind == "youtube" and r.source.video_id:
        props.update(kind="youtube", video_id=r.source.video_id)
    elif audit.media_path:
        props.update(kind="file", src=MEDIA_ROUTE.format(audit_id=audit.audit_id))
    elif video_id := youtube_id_of(r):  # a caption file whose <stem>.info.json names a YouTube video (#11 defect 7)
        props.update(kind="youtube", video_id=video_id)
    elif r.source.kind == "url" and r.source.url:
        props.update(kind="url", src=r.source.url)
    else:
        props.update(kind="none")
    return props


_YOUTUBE_ID = re.compile(r"[\w-]{11}")
_YOUTUBE_HOSTS = ("youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be", "youtube-nocookie.com",
                  "www.youtube-nocookie.com", "music.youtube.com")


def youtube_id_of(report) -> str | None:
    """The YouTube video id named by a report's metadata (yt-dlp's `webpage_url` and `id`), checked to be one."""
    from urllib.parse import parse_qs, urlparse

    url = report.metadata.webpage_url or ""
    try:
        parsed = urlparse(url)
    except ValueError:
        return None
    if parsed.scheme not in ("http", "https") or (parsed.hostname or "").lower() not in _YOUTUBE_HOSTS:
        return None
    candidates = list(parse_qs(parsed.query).get("v", []))  # the URL's own id first, then the metadata's
    if (parsed.hostname or "").lower() == "youtu.be" or parsed.path.startswith(("/shorts/", "/embed/", "/live/")):
        candidates.append(parsed.path.rstrip("/").rsplit("/", 1)[-1])
    candidates += [report.source.video_id, report.metadata.id]
    return next((c for c in candidates if c and _YOUTUBE_ID.fullmatch(c)), None)


def export_actions(audit_id: str) -> list[cl.Action]:
    return [cl.Action(name="export", payload={"audit_id": audit_id, "fmt": f}, label=f"Export {f.upper()}",
                      icon="download") for f in ("csv", "json", "md", "html")] + [
        cl.Action(name="bundle", payload={"audit_id": audit_id}, label="Examiner bundle", icon="package")]


def card_key(audit_id: str, finding_id: str) -> str:
    """The session key of a finding's card. A string: Chainlit JSON-encodes the user session when a tab closes, and
    tuple keys made its disconnect handler throw, so sessions were never cleared (#12 item 14)."""
    return f"{audit_id}/{finding_id}"


def card_props(audit_id: str, finding: dict, review: dict | None, recheck: bool = False) -> dict:
    return {"audit_id": audit_id, "finding": finding, "review": review, "recheck": recheck}


async def render_audit(audit: StoredAudit) -> None:
    """The player, one card per finding (with its buttons), and the export buttons."""
    reviews = {fid: r.model_dump() for fid, r in store().latest_reviews(audit.audit_id).items()}
    player = cl.CustomElement(name="VideoPlayer", props=player_props(audit), display="inline")
    await cl.Message(content=f"Video: **{md_escape(audit.report.metadata.title or audit.source_input)}**",
                     elements=[player]).send()
    cards: dict = cl.user_session.get("vs_cards") or {}
    shown = audit.report.findings[:MAX_CARDS]
    for f in shown:
        card = cl.CustomElement(name="FindingCard", display="inline",
                                props=card_props(audit.audit_id, f.model_dump(), reviews.get(f.id)))
        await cl.Message(content="", elements=[card]).send()  # its buttons are in the card (FindingCard.jsx)
        cards.setdefault(card_key(audit.audit_id, f.id), []).append(card)  # "open audit 1" shows it again
    cl.user_session.set("vs_cards", cards)
    if len(audit.report.findings) > MAX_CARDS:
        await cl.Message(content=f"{len(audit.report.findings) - MAX_CARDS} more finding(s) are not shown as cards: "
                                 "say `list findings` or export the report.").send()
    if audit.report.findings:
        await message("Export this audit (with review decisions):", export_actions(audit.audit_id)).send()


async def render_ui(event: UiEvent) -> None:
    """Draw one event of an answer; the kinds that only name what the text already says draw nothing more."""
    match event:
        case ui.AuditShown(audit_id=audit_id):
            audit = store().get_audit(audit_id)
            if audit is not None:
                await render_audit(audit)
        case ui.FileOffer(name=name, content=content, mime=mime):
            data = content.encode("utf-8") if isinstance(content, str) else content
            el = cl.File(name=name, content=data, mime=mime, display="inline")
            await cl.Message(content=f"File: {name}", elements=[el]).send()
        case ui.ReviewChanged(audit_id=audit_id, finding_id=finding_id):
            await refresh_card(audit_id, finding_id)
        case ui.RecheckCard(audit_id=audit_id, finding=f):
            card = cl.CustomElement(name="FindingCard", display="inline",
                                    props=card_props(audit_id, f, None, recheck=True))
            await cl.Message(content=f"Re-check of {f['id']}:", elements=[card]).send()
        case ui.ExportMenu(audit_id=audit_id):
            await message("Choose a format:", export_actions(audit_id)).send()
        case ui.FindingsListed() | ui.FindingExplained() | ui.RuleShown() | ui.PlayerCue():
            pass  # said in the answer's text (its timestamps are seek links the page already handles)


async def refresh_card(audit_id: str, finding_id: str) -> None:
    cards: dict = cl.user_session.get("vs_cards") or {}
    current = store().latest_reviews(audit_id).get(finding_id)
    review = current.model_dump() if current else None
    for card in cards.get(card_key(audit_id, finding_id), []):  # every card of this finding in the thread
        card.props = {**card.props, "review": review}
        await card.update()


async def send_reply(reply: Reply) -> None:
    await cl.Message(content=reply.text).send()
    for event in reply.ui:
        await render_ui(event)


# ------------------------------------------------------------------ messages


async def save_uploads(message: cl.Message) -> list[Path]:
    """Copy dropped files out of Chainlit's .files (deleted on shutdown) into a per-upload folder we own."""
    saved = []
    for el in message.elements or []:
        path = getattr(el, "path", None)
        if not path:
            continue
        name = re.sub(r"[^\w.-]+", "_", el.name or Path(path).name) or "upload"
        dest = uploads_dir() / uuid.uuid4().hex[:12] / name
        dest.parent.mkdir(parents=True)
        await asyncio.to_thread(shutil.copyfile, path, dest)
        saved.append(dest)
    return saved


@cl.on_message
async def on_message(message: cl.Message) -> None:
    await wait_until_ready()
    text = (message.content or "").strip()
    asked = route(text)  # "resume 3f2a…", "go back to thread 3f2a…": the router knows the phrasings
    if isinstance(asked, intents.Resume) and asked.thread and not message.elements:
        tid = asked.thread
        if store().thread_owner(tid) != user_name():  # someone else's thread is answered like a missing one
            await cl.Message(content=f"⚠️ No thread `{tid}` of yours here. Your threads are in the "
                                     "sidebar.").send()
            return
        await cl.Message(content=f"Open it here: [thread {tid}](/thread/{tid}), or pick it in the sidebar.").send()
        return
    if re.fullmatch(r"new\s+(?:thread|chat|conversation)", text, re.I):
        await cl.Message(content="Click **New chat** at the top of the page to start a new thread; this one stays "
                                 "in the sidebar.").send()
        return
    uploads = await save_uploads(message)
    if uploads:  # "audit <saved path>", keeping what the analyst typed (e.g. "the speaker is an RIA")
        text = f"audit {uploads[0]} {text}".strip()
    await run_turn(text)


async def run_turn(text: str) -> None:
    """One turn through the chat graph, streaming audit stages as steps and tool calls as tool steps."""
    tid = thread_id()
    graph = await chat_graph()
    cfg = {"configurable": {"thread_id": tid}}
    steps = ProgressSteps()
    tool_steps: dict[str, cl.Step] = {}
    ui_events: list[UiEvent] = []
    answer: str | None = None
    try:
        async for mode, payload in graph.astream({"messages": [HumanMessage(content=text)]}, cfg,
                                                 stream_mode=["custom", "updates"]):
            if mode == "custom":
                if isinstance(payload, ProgressEvent):
                    await steps.on_event(payload)
                elif isinstance(payload, UI_EVENT_TYPES):
                    ui_events.append(payload)
                continue
            for node, update in (payload or {}).items():
                for msg in (update or {}).get("messages", []):
                    if isinstance(msg, AIMessage) and msg.tool_calls:
                        for tc in msg.tool_calls:
                            s = cl.Step(name=tc["name"], type="tool", default_open=True, auto_collapse=True,
                                        parent_id=_parent())
                            s.input = tc["args"]
                            s.start = _now()
                            await s.send()
                            tool_steps[tc["id"]] = s
                    elif isinstance(msg, ToolMessage) and msg.tool_call_id in tool_steps:
                        s = tool_steps.pop(msg.tool_call_id)
                        s.output = str(msg.content)[:4000]
                        s.end = _now()
                        await s.update()
                    elif isinstance(msg, AIMessage) and node in ("router", "agent", "postcheck"):
                        answer = str(msg.content)
    except VeriStreamError as exc:  # shown with the chat's hint, never the CLI's ("pass --no-ocr")
        await steps.finish(failed=str(exc.args[0]))
        await cl.Message(content=f"⚠️ {exc.user_text('chat')}").send()
        return
    except Exception as exc:  # a bug or an outage: say so in the chat (and the server log), never go silent
        logger.exception("chat turn failed")
        await steps.finish(failed=f"{type(exc).__name__}: {exc}")
        await cl.Message(content=f"⚠️ Something went wrong: {type(exc).__name__}: {exc}. The thread is kept; "
                                 "try again or rephrase.").send()
        return
    await steps.finish()
    if answer:
        await cl.Message(content=answer).send()
    for event in ui_events:
        await render_ui(event)


# ------------------------------------------------------------------ buttons


async def _call(fn, *args, **kwargs) -> Reply:
    """Toolbox calls from buttons run in a worker thread; user errors come back as a visible message."""
    try:
        return await asyncio.to_thread(fn, *args, **kwargs)
    except VeriStreamError as exc:
        return Reply(text=f"⚠️ {exc.user_text('chat')}", error=True)


def _tb() -> Toolbox:
    return toolbox(thread_id())


@cl.action_callback("why")
async def on_why(action: cl.Action) -> None:
    p = action.payload
    await send_reply(await _call(_tb().explain, p["finding_id"], audit_id=p.get("audit_id")))


@cl.action_callback("rule_text")
async def on_rule_text(action: cl.Action) -> None:
    await send_reply(await _call(_tb().rule_text, action.payload.get("citation")))


@cl.action_callback("recheck")
async def on_recheck(action: cl.Action) -> None:
    """Offers the regulator choice as buttons (an AskActionMessage inside a callback leaves the UI stuck)."""
    p = action.payload
    fid = p["finding_id"]
    choices = [cl.Action(name="recheck_with", payload={**p, "regulators": regs}, label=label) for regs, label in
               ((["FTC"], "FTC"), (["SEC"], "SEC"), (["FINRA"], "FINRA"), ([], "All regulators"))]
    await message(f"Re-check {fid} against which rules?", choices).send()


@cl.action_callback("recheck_with")
async def on_recheck_with(action: cl.Action) -> None:
    p = action.payload
    regs = p.get("regulators") or None
    await send_reply(await _call(_tb().recheck, p["finding_id"], regulators=regs, audit_id=p.get("audit_id")))


@cl.action_callback("accept")
async def on_accept(action: cl.Action) -> None:
    await _decide(action, "accepted")


@cl.action_callback("reject")
async def on_reject(action: cl.Action) -> None:
    """The card sends the reason typed beside its Reject button in the same click (issue #11 defect 10)."""
    await _decide(action, "rejected")


@cl.action_callback("escalate")
async def on_escalate(action: cl.Action) -> None:
    await _decide(action, "escalated")


@cl.action_callback("undo")
async def on_undo(action: cl.Action) -> None:
    p = action.payload
    await send_reply(await _call(_tb().undo, p["finding_id"], str(p.get("comment") or "").strip(),
                                 audit_id=p.get("audit_id")))


async def _decide(action: cl.Action, decision: str) -> None:
    p = action.payload
    comment = str(p.get("comment") or "").strip()[:2000]
    reply = await _call(_tb().review, p["finding_id"], decision, comment, audit_id=p.get("audit_id"))
    if not reply.error and not comment and decision == "rejected":
        reply.text += " No reason was given; type one in the card's reason field and reject again to add it."
    await send_reply(reply)


@cl.action_callback("export")
async def on_export(action: cl.Action) -> None:
    p = action.payload
    await send_reply(await _call(_tb().export, p["fmt"], audit_id=p.get("audit_id")))


@cl.action_callback("bundle")
async def on_bundle(action: cl.Action) -> None:
    """The examiner bundle (zip) of the audit whose button was clicked."""
    await send_reply(await _call(_tb().bundle, audit_id=action.payload.get("audit_id")))


@cl.action_callback("rerun")
async def on_rerun(action: cl.Action) -> None:
    """Run an interrupted audit again, in the thread it belongs to."""
    run = store().get_run(str(action.payload.get("run_id", "")))
    if run is None or run.thread_id != thread_id():
        await cl.Message(content="⚠️ That audit is not part of this thread.").send()
        return
    await run_turn(f"audit {run.source_input}")  # the speaker role given for this video is kept per video


@cl.action_callback("seek")
async def on_seek(action: cl.Action) -> None:
    await cl.Message(content=f"Jumped to {fmt_ts(float(action.payload.get('t', 0)))}.").send()
