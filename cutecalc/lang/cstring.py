"""String literals: what `"..."` in a script means, in C++'s dialect and in the CuTe DSL's.

A script's strings are C++'s (`print("\\n")`), read as g++ reads them with `-std=c++17` and UTF-8 source and
execution character sets: the simple escapes `\\n \\t \\r \\a \\b \\f \\v \\\\ \\' \\" \\?`, GNU's `\\e` (ESC), octal
`\\7`..`\\377`, hexadecimal `\\x41` (as many digits as follow), and `\\u20ac`/`\\U0001F600` (the character,
UTF-8 encoded).  An unknown escape such as `\\l` is the character itself (g++ warns, "unknown escape
sequence"); a byte escape above 255 keeps its low byte (g++ warns "out of range"; a note says so).  What
g++ refuses is refused with its words: `\\x` without digits, an incomplete universal character name or one
naming a surrogate.  The text ends at a NUL, as CuTe's print (printf's %s) writes it.  The bytes must be
UTF-8 text (cutecalc prints text): a lone `\\xff`, or `\\U00110000`, is refused though g++ takes it.

In the CuTe DSL's dialect the same literal is Python's, read with Python's escapes (`read_python`).
"""

from __future__ import annotations

import re

from ..algebra import checks
from ..errors import CuteSyntaxError

_ESCAPE = re.compile(r"\\(?:([0-7]{1,3})|x([0-9A-Fa-f]*)|u([0-9A-Fa-f]{0,4})|U([0-9A-Fa-f]{0,8})|(.))", re.S)
_SIMPLE = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v", "e": "\x1b",
           "\\": "\\", "'": "'", '"': '"', "?": "?"}


def _escape_bytes(m: re.Match[str]) -> bytes | str:
    """The bytes one escape stands for, or what g++ says when it refuses it."""
    octal, hexa, u4, u8, other = m.groups()
    if octal is not None or hexa:
        value = int(octal, 8) if octal is not None else int(hexa, 16)
        if value > 0xFF:  # g++ warns and keeps the low byte
            checks.note(f"g++ warns: {'octal' if octal is not None else 'hex'} escape sequence {m.group()} out "
                        f"of range; the string holds its low byte, {value & 0xFF:#04x}")
        return bytes((value & 0xFF,))
    if hexa is not None:
        return "\\x used with no following hex digits"
    if other is not None:
        return _SIMPLE.get(other, other).encode()
    digits = u4 if u4 is not None else u8
    if len(digits) < (4 if u4 is not None else 8):
        return f"incomplete universal character name {m.group()}"
    code = int(digits, 16)
    if 0xD800 <= code <= 0xDFFF:
        return f"{m.group()} is not a valid universal character"
    if code > 0x10FFFF:
        return f"{m.group()} is beyond Unicode (U+10FFFF): g++ writes bytes that are not UTF-8 text"
    return chr(code).encode()


def read_cpp(body: str, line: int, col: int) -> str:
    """The text of a C++ string literal whose body (between the quotes) is `body`, starting at (line, col).
    What g++ refuses is a CuteSyntaxError at the escape."""
    if "\\" not in body:
        return body
    out = bytearray()
    pos = 0
    for m in _ESCAPE.finditer(body):
        out += body[pos:m.start()].encode()
        pos = m.end()
        got = _escape_bytes(m)
        if isinstance(got, str):
            raise CuteSyntaxError(got).at(line, col + m.start())
        out += got
    out += body[pos:].encode()
    out = out.split(b"\0", 1)[0]   # CuTe's print(char const*) is printf("%s", s): the text ends at a NUL
    try:
        return out.decode()
    except UnicodeDecodeError as e:
        raise CuteSyntaxError(f"the string's bytes are not UTF-8 text (byte {out[e.start]:#04x}); "
                              "cutecalc prints text").at(line, col + body.find("\\")) from None


def read_python(body: str, line: int, col: int) -> str:
    """The text of a Python string literal's body, as the CuTe DSL's Python reads it (an unknown escape
    keeps its backslash).  What Python refuses (`\\x4`, `\\N{NOPE}`), and a lone surrogate, which no output
    can print, is a CuteSyntaxError at the string."""
    if "\\" not in body:
        return body
    import ast
    import warnings
    try:
        with warnings.catch_warnings():  # Python warns of an unknown escape ("\\l") and keeps it as written
            warnings.simplefilter("ignore")
            text: str = ast.literal_eval(f'"{body}"')
        text.encode()
    except UnicodeEncodeError:  # (a ValueError too)
        raise CuteSyntaxError("the string holds a lone surrogate, which cannot be printed as UTF-8 text").at(
            line, col) from None
    except (SyntaxError, ValueError) as e:
        raise CuteSyntaxError(f"Python cannot read this string: {e.args[0] if e.args else e}").at(line, col) from None
    return text
