"""Show untrusted text literally: transcript quotes, descriptions, on-screen text and video titles (#12 item 3).

Everything a video says is attacker-controlled. A caption line holding `[verify compliance here](http://...)`
became a link inside VeriStream's own chat reply, a `<script>` in a caption survived into the Markdown export, and
a comment starting with `=` is a formula to a spreadsheet. These helpers make such text inert where it is
inserted into markup; HTML output uses `html.escape` directly.
"""

from __future__ import annotations

import re

# CommonMark lets any ASCII punctuation be backslash-escaped. These are the characters that start or close
# emphasis, code, links (parentheses are inert once "[" is escaped), images, tables, strike-through, headings, lists and quotes, plus ':' and '.' and '@' so
# that GFM does not auto-link `http://...`, `www.x.com` or `a@b.com` written in the text.
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]#+\-.!|~:@$])")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def md_escape(text: str, *, keep_lines: bool = False) -> str:
    """Text that renders as itself in Markdown (Chainlit's renderer, GitHub, any CommonMark one).

    `<`, `>` and `&` become entities, so no raw HTML (a `<script>` from a caption) and no entity trick survives;
    the rest of the markup characters are backslash-escaped; line breaks become spaces, so a quote cannot start
    a heading, list or code block of its own (keep_lines: each line is escaped on its own and the breaks stay,
    for a plain-text block such as an explanation).
    """
    if keep_lines:
        return "\n".join(md_escape(line) for line in text.splitlines())
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    text = re.sub(r"\s*[\r\n]+\s*", " ", text)
    return _MD_SPECIAL.sub(r"\\\1", text)


def csv_cell(value: str) -> str:
    """A cell a spreadsheet shows as text: one starting with = + - @ (or tab, CR) gets a leading apostrophe.

    That is OWASP's advice for CSV injection: Excel, LibreOffice and Sheets would otherwise run `=HYPERLINK(...)`
    or `=cmd|...` from a caption line or a reviewer comment.
    """
    return "'" + value if value.startswith(_FORMULA_START) else value
