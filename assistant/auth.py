"""Who is using the chat: password users from a YAML file, a reverse proxy's header, or the one local user.

Chainlit does the login itself (its login form, its signed session cookie, its header-auth endpoint); this module
only answers its callbacks. The users file holds salted PBKDF2 hashes, never passwords:

    users:
      - name: dana
        password: pbkdf2_sha256$600000$<salt hex>$<hash hex>

`veristream chat-user NAME` adds or replaces a user. Why PBKDF2: it is in the standard library, so no new
dependency, and it is slow enough per guess for a short list of team members.
"""

from __future__ import annotations

import getpass
import hashlib
import hmac
import re
import secrets
import sys
from pathlib import Path

import yaml
from pydantic import BaseModel, Field, ValidationError

from veristream import config
from veristream.errors import ConfigError, VeriStreamError

ITERATIONS = 600_000
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._@-]{0,63}")


class ChatUser(BaseModel):
    name: str = Field(pattern=NAME.pattern)
    password: str  # pbkdf2_sha256$iterations$salt$hash


class UsersFile(BaseModel):
    users: list[ChatUser] = Field(default_factory=list)


def hash_password(password: str, iterations: int = ITERATIONS) -> str:
    salt = secrets.token_bytes(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, iterations)
    return f"pbkdf2_sha256${iterations}${salt.hex()}${digest.hex()}"


def check_password(password: str, stored: str) -> bool:
    try:
        scheme, iterations, salt, digest = stored.split("$")
        if scheme != "pbkdf2_sha256":
            return False
        got = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt), int(iterations))
    except ValueError:
        return False
    return hmac.compare_digest(got.hex(), digest)


def load_users(path: Path | None = None) -> dict[str, ChatUser]:
    """The password users; a missing file is no users, a malformed one is an error naming the file."""
    path = path or config.users_file()
    if not path.is_file():
        return {}
    try:
        data = UsersFile.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")) or {})
    except (yaml.YAMLError, ValidationError) as exc:
        raise ConfigError(
            f"The chat users file {path} is not valid: {exc}".splitlines()[0],
            "Recreate it with `veristream chat-user NAME`.",
        ) from exc
    return {u.name: u for u in data.users}


def verify(name: str, password: str, path: Path | None = None) -> str | None:
    """The user's name when the password is right, else None (an unknown name costs the same time)."""
    user = load_users(path).get(name)
    if user is None:
        check_password(password, hash_password("not a user", iterations=ITERATIONS))
        return None
    return user.name if check_password(password, user.password) else None


def header_user(value: str | None) -> str | None:
    """The name a proxy sent, if it is a plausible user name (never trust an empty or odd header)."""
    value = (value or "").strip()
    return value if NAME.fullmatch(value) else None


def save_user(name: str, password: str, path: Path | None = None) -> Path:
    """Add or replace one user in the users file (written with owner-only permissions)."""
    if not NAME.fullmatch(name):
        raise VeriStreamError(f"{name!r} is not a usable user name.", "Use letters, digits, dot, dash, @ or _.")
    if len(password) < 8:
        raise VeriStreamError("The password is shorter than 8 characters.", "Choose a longer password.")
    path = path or config.users_file()
    users = load_users(path)
    users[name] = ChatUser(name=name, password=hash_password(password))
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(
        yaml.safe_dump(UsersFile(users=list(users.values())).model_dump(), sort_keys=False), encoding="utf-8"
    )
    tmp.chmod(0o600)
    tmp.replace(path)
    return path


def auth_secret() -> str:
    """The key Chainlit signs session cookies with: kept in the home folder, so logins survive a restart."""
    path = config.home_dir() / "chat-auth-secret"
    if not path.is_file():
        tmp = path.with_suffix(".tmp")
        tmp.write_text(secrets.token_urlsafe(48), encoding="utf-8")
        tmp.chmod(0o600)
        tmp.replace(path)
    return path.read_text(encoding="utf-8").strip()


def run_chat_user(args) -> int:  # argparse namespace
    """`veristream chat-user NAME`: read a password (twice on a terminal, once from a pipe) and store its hash."""
    if sys.stdin.isatty():
        password = getpass.getpass(f"Password for {args.name}: ")
        if getpass.getpass("Again: ") != password:
            raise VeriStreamError("The two passwords differ.", "Run the command again.")
    else:
        password = sys.stdin.readline().rstrip("\n")
    path = save_user(args.name, password, Path(args.file).expanduser() if args.file else None)
    print(f"Saved chat user {args.name} in {path}.")
    return 0


def register(sub) -> None:  # argparse's private subparsers type
    p = sub.add_parser("chat-user", help="Add or replace a chat login (password read from the terminal or stdin).")
    p.add_argument("name")
    p.add_argument(
        "--file", default=None, help="users file (default: VERISTREAM_USERS_FILE or ~/.veristream/chat-users.yaml)"
    )
    p.set_defaults(func=run_chat_user)
