"""Async checkpointer (the app's) resumes across event loops; `veristream chat` plumbing; Postgres errors."""

import asyncio
from pathlib import Path

import pytest
from langchain_core.messages import HumanMessage

from assistant import checkpoint
from assistant.agent import build_chat_graph
from assistant.cli import CHAINLIT_ENV_FLAGS, chat_command, chat_env, prepare_app_root
from veristream.cli import build_parser as build_parser_for_tests
from veristream.errors import VeriStreamError


def test_async_sqlite_checkpoint_survives_a_new_loop_and_saver(factory, env):
    cfg = {"configurable": {"thread_id": "tA"}}

    async def turn(text):
        graph = build_chat_graph(factory, checkpointer=await checkpoint.get_async_saver())
        out = await graph.ainvoke({"messages": [HumanMessage(text)]}, cfg)
        await checkpoint.close_async_saver()
        return out["messages"]

    asyncio.run(turn("audit talk.vtt"))
    msgs = asyncio.run(turn("list critical findings"))  # a new loop: a new saver on the same file
    assert len(msgs) == 4 and "F1" in msgs[-1].content
    assert (env / "home" / "checkpoints.sqlite").exists()


def test_postgres_url_that_cannot_connect_fails_loudly(monkeypatch, env):
    monkeypatch.setenv("VERISTREAM_CHECKPOINT_URL", "postgresql://u:p@127.0.0.1:9/db?connect_timeout=2")

    async def go():
        await checkpoint.get_async_saver()

    with pytest.raises(VeriStreamError, match="Postgres checkpointer"):
        asyncio.run(go())
    monkeypatch.setenv("VERISTREAM_CHECKPOINT_URL", "mysql://x")
    with pytest.raises(VeriStreamError, match="Unsupported"):
        asyncio.run(go())


def test_chat_env_strips_chainlit_flags_and_pins_app_root_and_media(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("VERISTREAM_MEDIA_DIR", raising=False)
    base = {k: "1" for k in CHAINLIT_ENV_FLAGS} | {"CI": "true", "CHAINLIT_PORT": "9", "LITERAL_API_KEY": "k",
                                                    "PATH": "/bin", "OPENAI_API_KEY": "sk-real"}
    env = chat_env(tmp_path / "app", base)
    assert not set(CHAINLIT_ENV_FLAGS) & set(env) and "LITERAL_API_KEY" not in env
    assert env["CHAINLIT_APP_ROOT"] == str(tmp_path / "app") and env["OPENAI_API_KEY"] == "sk-real"
    assert env["VERISTREAM_MEDIA_DIR"] == str(tmp_path.resolve())
    cmd = chat_command("0.0.0.0", 8123, True)
    assert cmd[-5:] == ["--host", "0.0.0.0", "--port", "8123", "--headless"]
    assert Path(cmd[4]).name == "app.py" and Path(cmd[4]).is_file()


def test_prepare_app_root_copies_the_ui_files(tmp_path):
    root = prepare_app_root(tmp_path / "app")
    assert (root / ".chainlit" / "config.toml").is_file() and (root / "chainlit.md").is_file()
    assert {p.name for p in (root / "public" / "elements").iterdir()} >= {
        "VideoPlayer.jsx", "FindingCard.jsx", "ThreadKeeper.jsx"}
    with pytest.raises(VeriStreamError, match="missing"):
        prepare_app_root(tmp_path / "x", source=tmp_path / "nowhere")


def test_chat_subcommand_is_registered():
    args = build_parser_for_tests().parse_args(["chat", "--port", "8123", "--headless"])
    assert args.port == 8123 and args.headless and args.host == "127.0.0.1" and callable(args.func)


def test_the_footer_names_the_engine_that_answers(tmp_path):
    """Issue #11 defect 11: the footer said "LLMs can make mistakes" with no model configured."""
    import json

    from assistant.cli import engine_label
    from veristream.config import LLMSettings

    none = LLMSettings("none", None, None, None, None, None, None, 60)
    root = prepare_app_root(tmp_path / "app", watermark=engine_label(none))
    files = list((root / ".chainlit" / "translations").glob("*.json"))
    assert len(files) > 5 and any(f.name == "en-US.json" for f in files)
    for f in files:
        footer = json.loads(f.read_text(encoding="utf-8"))["chat"]["watermark"]
        assert "offline rules engine and intent router (no language model is configured)" in footer
        assert "LLMs can make mistakes" not in footer
    stub = LLMSettings("openai", "stub-model", "http://127.0.0.1:9999/v1", "k", None, None, None, 60)
    assert engine_label(stub).startswith("Answering: stub-model on an OpenAI-compatible server at 127.0.0.1:9999")
    azure = LLMSettings("azure", None, None, "k", "https://x.openai.azure.com", "gpt4o-prod", "2024-10-21", 60)
    assert engine_label(azure).startswith("Answering: gpt4o-prod on Azure OpenAI")
