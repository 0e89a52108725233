""":help — the overview of commands and functions, and one function's page with a live example."""

from __future__ import annotations

from collections.abc import Mapping

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.text import Text


def overview(commands: Mapping, functions: Mapping) -> RenderableType:
    rows = [Text("Commands", style="bold")]
    for name, cmd in commands.items():
        rows.append(Text.assemble("  ", (name, "bold magenta"), " ", (cmd.args, "magenta"), "  ", (cmd.meaning, "dim")))
    rows.append(Text())
    rows.append(Text("Functions (:help NAME for one; Tab completes names)", style="bold"))
    names = sorted({spec.name for spec in functions.values()} | set(functions))
    rows.append(Columns([Text(n, style="blue") for n in names], padding=(0, 2)))  # type: ignore[arg-type]
    rows.append(Text.assemble(("Atoms: ", "bold"), ":help atoms [ARCH] lists CuTe's MMA and copy atoms by "
                              "architecture with their shapes; Tab completes their names (SM80_16x8x16_..., "
                              "UniversalCopy<...>)"))
    rows.append(Text())
    rows.append(Text.assemble(("Statements: ", "bold"), "a = (4,8):(8,1)   zipped_divide(a, <2:1,4:1>)   "
                              "L(1,2)   size<0>(a)   x; y   # comment.  ", ("ans", "yellow"),
                              " is the last value; ", ("_", "magenta"), " is CuTe's underscore (slicing)."))
    return Group(*rows)


def function_help(spec, static: bool) -> RenderableType:
    """Signature, meaning, and the worked example evaluated now (so the page never disagrees with cutecalc)."""
    from ..lang.highlight import highlight_tokens
    from ..lang.session import Session
    from ..render.cute_text import value_text
    from ..render.terminal import cute_text
    example = spec.example.split("  ->  ")[0].strip()
    parts: list[RenderableType] = [Text(spec.signature, style="bold blue"), Text(spec.summary)]
    parts.append(Text())
    parts.append(Text.assemble(("Example: ", "bold"), cute_text(example, highlight=highlight_tokens)))
    outs = Session(static).run(example)
    for out in outs:
        if out.error is not None:
            parts.append(Text(f"  error: {out.error.message}", style="red"))
        elif out.has_value:
            text = value_text(out.value)
            if "\n" in text:
                parts.append(Text(text))
            else:
                parts.append(Text.assemble("  = ", cute_text(text, highlight=highlight_tokens)))
    return Group(*parts)
