"""Source text as the language reads it: one definition of a line, read in bounded blocks.

A line ends at LF, CRLF or a lone CR; nothing else ends one (a form feed or U+2028 inside a comment is an
ordinary character), so the parser's line numbers and the diagnostics' source lines always agree.  A UTF-8
BOM at the start is dropped.

Scripts are read as a stream of `Block`s of whole lines, so that the first statement is answered before
the last is read and memory stays flat in the script's length:

    for item in text_blocks("a = 4:1\\nsize(a)"):   -> Block("a = 4:1\\nsize(a)\\n" ...)
    for item in file_blocks(open(path, "rb")):       -> the same, decoded as it is read

A line longer than MAX_LINE characters is dropped (its number kept) and reported as a `LineProblem`;
a NUL byte or bytes that are not UTF-8 end the reading with a `LineProblem` (a binary file, /dev/zero).
"""

from __future__ import annotations

import codecs
import os
import stat
import sys
from collections.abc import Iterable, Iterator
from typing import BinaryIO, NamedTuple, final

from ..errors import CuteFileError

MAX_LINE = 100_000     # characters; no layout needs more, and parsing far longer lines would take seconds
BLOCK_CHARS = 1 << 16  # text handed to the lexer at a time (whole lines; more when a line is longer)


@final  # (so that `type(x) is Block` failing tells the type checker what x is)
class Block(NamedTuple):
    """Whole lines of source, `\\n`-terminated (the last block's last line may lack it), the first being
    line `line` of the source."""

    text: str
    line: int


@final  # (so that `type(x) is LineProblem` failing tells the type checker what x is)
class LineProblem(NamedTuple):
    """A line that cannot be read: too long (reading goes on after it) or not text (reading stops)."""

    line: int
    message: str
    fatal: bool


SourceItem = Block | LineProblem


def normalize_newlines(text: str) -> str:
    """CRLF and lone CR as LF: the one definition of a line break."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def split_lines(text: str) -> list[str]:
    """The lines of `text`, as the parser numbers them (line 1 is element 0)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return normalize_newlines(text).split("\n")


def text_blocks(text: str) -> Iterator[SourceItem]:
    """The blocks of a source text held in memory (a command line, a REPL entry)."""
    return _blocks([text])


def file_blocks(stream: BinaryIO, chunk_bytes: int = BLOCK_CHARS) -> Iterator[SourceItem]:
    """The blocks of a binary stream, decoded as UTF-8 while it is read; reading stops at a NUL byte or at
    bytes that are not UTF-8."""
    return _blocks(_decoded(stream, chunk_bytes), chunk_bytes)


def open_script(path: str) -> tuple[Iterator[SourceItem], str]:
    """The blocks of a script and the name to report it by: a file, or standard input for '-'.  A file that
    cannot be opened raises CuteFileError; one that turns out not to be text ends in a LineProblem."""
    if path == "-":
        stdin = sys.stdin
        if stdin is None or getattr(stdin, "buffer", None) is None:
            raise CuteFileError("cannot read standard input: it is closed")
        return _closing(stdin.buffer, close=False), "<stdin>"
    try:
        fh = open(path, "rb")  # noqa: SIM115 - closed by _closing when the blocks are read
    except IsADirectoryError:
        raise CuteFileError(f"cannot read '{path}': it is a directory") from None
    except FileNotFoundError:
        raise CuteFileError(f"cannot read '{path}': no such file") from None
    except PermissionError:
        raise CuteFileError(f"cannot read '{path}': permission denied") from None
    except OSError as e:
        raise CuteFileError(f"cannot read '{path}': {e.strerror}") from None
    if stat.S_ISDIR(os.fstat(fh.fileno()).st_mode):
        fh.close()
        raise CuteFileError(f"cannot read '{path}': it is a directory")
    return _closing(fh, close=True), path


def _closing(stream: BinaryIO, close: bool) -> Iterator[SourceItem]:
    try:
        yield from file_blocks(stream)
    finally:
        if close:
            stream.close()


class _NotText(Exception):
    def __init__(self, message: str) -> None:
        self.message = message


def _decoded(stream: BinaryIO, chunk_bytes: int) -> Iterator[str]:
    decoder = codecs.getincrementaldecoder("utf-8")("strict")
    read = getattr(stream, "read1", stream.read)
    offset = 0
    while True:
        try:
            data = read(chunk_bytes)
        except OSError as e:
            raise _NotText(f"cannot read on: {e.strerror}") from None
        if not data:
            break
        nul = data.find(b"\0")
        try:
            text = decoder.decode(data if nul < 0 else data[:nul])
        except UnicodeDecodeError as e:
            raise _NotText(f"not UTF-8 text (byte {offset + e.start:,})") from None
        if text:
            yield text
        if nul >= 0:
            raise _NotText(f"a NUL byte at byte {offset + nul:,}: this is not a text file")
        offset += len(data)
    try:
        yield decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        raise _NotText(f"not UTF-8 text (the input ends inside a character, byte {offset:,})") from None


def _normalized(chunks: Iterable[str]) -> Iterator[str]:
    """The chunks with the BOM dropped and every line break as LF, also where a CRLF straddles two chunks."""
    first, held_cr = True, False
    for chunk in chunks:
        if not chunk:
            continue
        if first:
            first = False
            if chunk.startswith("\ufeff"):
                chunk = chunk[1:]
        if held_cr:
            chunk = "\r" + chunk
        held_cr = chunk.endswith("\r")
        if held_cr:
            chunk = chunk[:-1]
        yield normalize_newlines(chunk)
    if held_cr:
        yield "\n"


def _blocks(chunks: Iterable[str], block_chars: int = BLOCK_CHARS) -> Iterator[SourceItem]:
    """Cut the text into blocks of whole lines; an over-long line is dropped, keeping its number."""
    line = 1                  # number of the first line in `pending`
    pending: list[str] = []   # whole lines not yet handed out, each ending in "\n"
    pending_chars = 0
    partial = ""              # the start of a line whose end has not been read yet
    skipping = False          # inside an over-long line: its text is dropped up to its end
    pieces = _normalized(chunks)
    while True:
        try:
            chunk = next(pieces)
        except StopIteration:
            break
        except _NotText as e:
            if pending:
                yield Block("".join(pending), line)
                line += len(pending)
            yield LineProblem(line, e.message, True)
            return
        start = 0
        while True:
            nl = chunk.find("\n", start)
            end = len(chunk) if nl < 0 else nl + 1
            if not skipping:
                partial += chunk[start:end]
                if len(partial) > MAX_LINE + 1 or (nl < 0 and len(partial) > MAX_LINE):
                    skipping, partial = True, ""
            if nl < 0:
                break
            if skipping:  # the over-long line ends here
                if pending:
                    yield Block("".join(pending), line)
                    line += len(pending)
                    pending, pending_chars = [], 0
                yield LineProblem(line, f"line is over {MAX_LINE:,} characters long; cutecalc reads lines of "
                                        f"at most {MAX_LINE:,}", False)
                pending.append("\n")  # it keeps its number, as an empty line
                pending_chars += 1
                skipping = False
            else:
                pending.append(partial)
                pending_chars += len(partial)
                partial = ""
            start = end
        if pending_chars >= block_chars:
            yield Block("".join(pending), line)
            line += len(pending)
            pending, pending_chars = [], 0
    if skipping:
        if pending:
            yield Block("".join(pending), line)
            line += len(pending)
        yield LineProblem(line, f"line is over {MAX_LINE:,} characters long; cutecalc reads lines of at most "
                                f"{MAX_LINE:,}", False)
        return
    if partial:
        pending.append(partial)
    if pending:
        yield Block("".join(pending), line)
