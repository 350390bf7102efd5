"""`veristream chat`: start the Chainlit UI from any folder, with a clean environment and a private app root.

Chainlit reads its config, custom elements and welcome page from its app root and deletes `<app root>/.files`
on shutdown, so two servers sharing one root break each other. Each run therefore gets its own temporary app
root holding copies of the repo's `.chainlit/config.toml`, `public/` and `chainlit.md`.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

from veristream import config, scratch
from veristream.errors import VeriStreamError

APP_PATH = Path(__file__).resolve().parent / "app.py"
UI_ROOT = config.REPO_ROOT
# Read by `chainlit run` from the environment: CI=true turns on --ci, which overwrites OPENAI_API_KEY.
CHAINLIT_ENV_FLAGS = ("CI", "DEBUG", "WATCH", "HEADLESS", "NO_CACHE", "RUN_TARGET")


def engine_label(settings: config.LLMSettings) -> str:
    """The chat footer: which engine answers. Chainlit's default says "LLMs can make mistakes" even with no model."""
    if settings.provider == "none":
        return ("Answering: VeriStream's offline rules engine and intent router (no language model is configured). "
                "Findings quote the transcript and the bundled rule text; they are not legal advice.")
    if settings.provider == "azure":
        where = "Azure OpenAI"
    elif settings.base_url:
        where = f"an OpenAI-compatible server at {urlsplit(settings.base_url).netloc or settings.base_url}"
    else:
        where = "OpenAI"
    return (f"Answering: {settings.model or settings.azure_deployment or 'a language model'} on {where}, with the "
            "offline rules engine as fallback. Models can make mistakes: findings are checked against the bundled "
            "rule text; they are not legal advice.")


def _write_watermark(translations: Path, text: str) -> None:
    """Put `text` in the footer of every UI language (Chainlit's `chat.watermark` string)."""
    if not any(translations.glob("*.json")):  # Chainlit's own files, which it would otherwise copy in at start
        spec = importlib.util.find_spec("chainlit")
        bundled = Path(next(iter(spec.submodule_search_locations or []))) / "translations" if spec else None
        if bundled is None or not bundled.is_dir():
            raise VeriStreamError("Chainlit's translations are missing.", "Reinstall VeriStream (scripts/install.sh).")
        translations.mkdir(parents=True, exist_ok=True)
        for file in bundled.glob("*.json"):
            shutil.copy2(file, translations / file.name)
    for file in translations.glob("*.json"):
        data = json.loads(file.read_text(encoding="utf-8"))
        data.setdefault("chat", {})["watermark"] = text
        file.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")


def _write_origins(config_toml: Path, origins: list[str]) -> None:
    """Chainlit's CORS list (`allow_origins` in config.toml) becomes exactly the allowed origins."""
    text = config_toml.read_text(encoding="utf-8")
    line = "allow_origins = " + json.dumps(origins)
    text, n = re.subn(r"(?m)^allow_origins\s*=.*$", line, text)
    if n != 1:
        raise VeriStreamError(f"{config_toml} has no single allow_origins line.", "Restore .chainlit/config.toml.")
    config_toml.write_text(text, encoding="utf-8")


def prepare_app_root(dest: Path, source: Path = UI_ROOT, watermark: str | None = None,
                     origins: list[str] | None = None) -> Path:
    """Copy the UI files into `dest` (a fresh app root for one server); `watermark` replaces the footer text and
    `origins` Chainlit's allowed origins."""
    needed = [source / ".chainlit" / "config.toml", source / "public" / "elements", source / "chainlit.md"]
    missing = [str(p) for p in needed if not p.exists()]
    if missing:
        raise VeriStreamError(f"Chat UI files are missing: {', '.join(missing)}",
                              "Run from a full VeriStream checkout (scripts/install.sh installs it editable).")
    (dest / ".chainlit").mkdir(parents=True, exist_ok=True)
    shutil.copy2(needed[0], dest / ".chainlit" / "config.toml")
    if origins is not None:
        _write_origins(dest / ".chainlit" / "config.toml", origins)
    translations = source / ".chainlit" / "translations"
    if translations.is_dir():
        shutil.copytree(translations, dest / ".chainlit" / "translations", dirs_exist_ok=True)
    shutil.copytree(source / "public", dest / "public", dirs_exist_ok=True)
    shutil.copy2(needed[2], dest / "chainlit.md")
    if watermark:
        _write_watermark(dest / ".chainlit" / "translations", watermark)
    return dest


def chat_env(app_root: Path, base: dict[str, str] | None = None) -> dict[str, str]:
    """The server's environment: Chainlit's own flags stripped, app root and media folder pinned."""
    env = dict(config.environment() if base is None else base)
    for key in list(env):
        if key in CHAINLIT_ENV_FLAGS or key.startswith("CHAINLIT_") or key == "LITERAL_API_KEY":
            del env[key]
    env["CHAINLIT_APP_ROOT"] = str(app_root)
    env.setdefault("VERISTREAM_MEDIA_DIR", str(config.media_dir()))  # the folder `veristream chat` started in
    return env


def served_origin(host: str, port: int) -> str:
    """The origin a browser uses for this server (an IPv6 host in brackets)."""
    name = f"[{host}]" if ":" in host and not host.startswith("[") else host
    return f"http://{name}:{port}"


def security_env(host: str, port: int) -> dict[str, str]:
    """What the server needs to know to guard itself: who logs in, which origins it answers, the cookie key.

    Refuses (before anything starts) a setup that would leave a reachable server open: no login on a host other
    than loopback, password login with no users, or an address no browser origin can name (0.0.0.0, ::).
    """
    from assistant import auth

    mode = config.auth_mode(host)
    if mode == "local" and not config.is_loopback(host):
        raise VeriStreamError(f"Refusing to serve the chat on {host} without login (VERISTREAM_AUTH=local).",
                              "Unset VERISTREAM_AUTH (password login is the default off loopback), set "
                              "VERISTREAM_AUTH=header behind a login proxy, or use --host 127.0.0.1.")
    if mode == "password" and not auth.load_users():
        raise VeriStreamError(f"Password login is on, but {config.users_file()} has no users.",
                              "Add one with `veristream chat-user NAME` (or point VERISTREAM_USERS_FILE at a users "
                              "file).")
    served = served_origin(host, port)
    if host in ("0.0.0.0", "::") and not config.origins_named():
        raise VeriStreamError(f"Listening on {host} (every interface), the chat cannot tell its own origin.",
                              "Set VERISTREAM_ALLOWED_ORIGINS to the address users open, e.g. "
                              "http://10.0.0.5:8000 or the reverse proxy's https://… origin.")
    origins = config.allowed_origins(served)
    public = [o for o in origins if not config.is_loopback(urlsplit(o).hostname or "")]
    if mode == "local" and public:  # a proxy would hand every visitor of that origin the local, login-free user
        raise VeriStreamError(f"Refusing to answer {', '.join(public)} without login (VERISTREAM_AUTH=local).",
                              "Set VERISTREAM_AUTH=header (the proxy names the user) or password.")
    if config.is_loopback(host) and not config.origins_named():
        origins = [served_origin(h, port) for h in ("127.0.0.1", "localhost")] if host in ("127.0.0.1", "localhost") \
            else origins
    return {"VERISTREAM_AUTH": mode, "VERISTREAM_CHAT_HOST": host, "VERISTREAM_SERVED_ORIGIN": served,
            "VERISTREAM_ALLOWED_ORIGINS": ",".join(origins), "CHAINLIT_AUTH_SECRET": auth.auth_secret()}


def chat_command(host: str, port: int, headless: bool) -> list[str]:
    cmd = [sys.executable, "-m", "chainlit", "run", str(APP_PATH), "--host", host, "--port", str(port)]
    return cmd + (["--headless"] if headless else [])


def run_chat(args: argparse.Namespace) -> int:
    def stop(signum, frame):  # turn SIGTERM into a normal exit so the temp app root is removed
        raise KeyboardInterrupt

    # A locked work folder: removed on exit, and by the next start if this process is killed (#12 item 8).
    guard = security_env(args.host, args.port)  # refuses an open server before anything starts (#12 item 2)
    with scratch.work_dir("chat") as root:
        # the footer names the engine; Chainlit's CORS list is the allowed origins
        prepare_app_root(root, watermark=engine_label(config.llm_settings()),
                         origins=guard["VERISTREAM_ALLOWED_ORIGINS"].split(","))
        env = chat_env(root)
        env.update(guard)  # after chat_env, which strips inherited CHAINLIT_* variables
        if args.media_dir:
            env["VERISTREAM_MEDIA_DIR"] = str(Path(args.media_dir).expanduser().resolve())
        print(f"VeriStream chat on {guard['VERISTREAM_SERVED_ORIGIN']} (media folder: {env['VERISTREAM_MEDIA_DIR']}, "
              f"LLM: {config.llm_settings().provider}, login: {guard['VERISTREAM_AUTH']}, origins: "
              f"{guard['VERISTREAM_ALLOWED_ORIGINS']})", flush=True)
        signal.signal(signal.SIGTERM, stop)
        # The server runs until stopped, so there is deliberately no timeout on this call.
        proc = subprocess.Popen(chat_command(args.host, args.port, args.headless), cwd=root, env=env)
        try:
            return proc.wait()
        except KeyboardInterrupt:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
            return 130


def register(sub) -> None:  # argparse's private subparsers type
    """Add `veristream chat` to the `veristream` parser."""
    p = sub.add_parser("chat", help="Start the chat UI (Chainlit): audit, ask why, read the rule, review, export.")
    p.add_argument("--host", default="127.0.0.1", help="interface to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--headless", action="store_true", help="do not open a browser")
    p.add_argument("--media-dir", default=None,
                   help="folder whose files the chat may audit by path (default: VERISTREAM_MEDIA_DIR or the cwd)")
    p.set_defaults(func=run_chat)
    from assistant import auth

    auth.register(sub)
