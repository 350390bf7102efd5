"""The settings that hand the environment on: copies for a child process, and values put back after a block."""

from __future__ import annotations

import os

from veristream import config


def test_overriding_sets_and_unsets_for_the_block_then_puts_back(monkeypatch):
    monkeypatch.setenv("VERISTREAM_T_SET", "before")
    monkeypatch.delenv("VERISTREAM_T_NEW", raising=False)
    with config.overriding({"VERISTREAM_T_SET": None, "VERISTREAM_T_NEW": "during"}):
        assert "VERISTREAM_T_SET" not in os.environ and os.environ["VERISTREAM_T_NEW"] == "during"
    assert os.environ["VERISTREAM_T_SET"] == "before" and "VERISTREAM_T_NEW" not in os.environ


def test_restoring_puts_back_what_the_block_changed_even_when_it_fails(monkeypatch):
    monkeypatch.setenv("VERISTREAM_ASR_BEAM", "3")
    try:
        with config.restoring("VERISTREAM_ASR_BEAM"):
            os.environ["VERISTREAM_ASR_BEAM"] = "1"
            raise RuntimeError
    except RuntimeError:
        pass
    assert config.asr_beam() == 3


def test_the_chat_servers_settings_default_to_a_public_server(monkeypatch):
    for name in ("VERISTREAM_CHAT_HOST", "VERISTREAM_SERVED_ORIGIN", "VERISTREAM_ALLOWED_ORIGINS"):
        monkeypatch.delenv(name, raising=False)
    assert (config.chat_host(), config.served_origin(), config.origins_named()) == (
        "0.0.0.0", "http://127.0.0.1:8000", False)
    monkeypatch.setenv("VERISTREAM_ALLOWED_ORIGINS", "  ")
    assert not config.origins_named()
    monkeypatch.setenv("VERISTREAM_ALLOWED_ORIGINS", "https://veristream.example.com")
    assert config.origins_named() and config.environment()["VERISTREAM_ALLOWED_ORIGINS"].startswith("https://")


def test_the_replay_log_and_the_openmp_wait(monkeypatch, tmp_path):
    monkeypatch.delenv("VERISTREAM_REPLAY_USED_LOG", raising=False)
    assert config.replay_used_log() is None
    monkeypatch.setenv("VERISTREAM_REPLAY_USED_LOG", str(tmp_path / "used.txt"))
    assert config.replay_used_log() == tmp_path / "used.txt"
    monkeypatch.delenv("OMP_WAIT_POLICY", raising=False)
    monkeypatch.delenv("GOMP_SPINCOUNT", raising=False)
    assert not config.openmp_wait_set()
    monkeypatch.setenv("OMP_WAIT_POLICY", "passive")
    assert config.openmp_wait_set()
